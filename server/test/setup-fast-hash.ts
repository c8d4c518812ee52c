import { useCheapProofsForTests } from '../modules/auth/altcha';
import { useCheapHashingForTests } from '../modules/auth/auth.crypto';

// The api and pg projects hash thousands of test passwords and solve a proof of work for every signup and code
// request: cheap argon2 parameters and cheap proofs keep CI minutes for the tests.
useCheapHashingForTests();
useCheapProofsForTests();
