// Runs the server from its TypeScript sources (`npm run serve`, the e2e and fault tests, `npm run dev`); `npm start`
// runs the compiled bundle of server/server.ts instead (scripts/start.mjs).
import { startServer } from './server';

await startServer();
