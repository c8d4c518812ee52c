import { useCheapHashingForTests } from '../modules/auth/auth.crypto';

// The api and pg projects hash thousands of test passwords: cheap argon2 parameters keep CI minutes for the tests.
useCheapHashingForTests();
