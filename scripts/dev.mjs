// npm run dev: the server with reload on change, and Vite with hot reload (proxying /api to the server).
import { spawn } from 'node:child_process';

const cwd = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', cwd }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
