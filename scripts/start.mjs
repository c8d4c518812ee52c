// npm start: builds the web app and compiles the server when their sources changed, then runs the compiled server
// (embedded database and demo chain by default).
import { spawn } from 'node:child_process';
import { buildWebIfNeeded } from './build-if-needed.mjs';
import { buildServerIfNeeded, SERVER_BUNDLE } from './build-server.mjs';

buildWebIfNeeded();
await buildServerIfNeeded();
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url).pathname,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
