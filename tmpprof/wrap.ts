import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
const session = new Session();
session.connect();
const send = process.send!.bind(process);
(process as any).send = (message: unknown, ...rest: unknown[]) => {
  void session.post('Profiler.enable').then(() => session.post('Profiler.start')).then(() => send(message as never, ...(rest as [])));
  return true;
};
process.on('SIGINT', async () => {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync('/tmp/cpuprof/load.cpuprofile', JSON.stringify(profile));
  process.exit(0);
});
await import('../bench/target.ts');
