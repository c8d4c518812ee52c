// npm start: builds the web app if needed, then starts the server (embedded database and demo chain by default).
import { spawn } from 'node:child_process';
import { buildWebIfNeeded } from './build-if-needed.mjs';

buildWebIfNeeded();
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url).pathname,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
