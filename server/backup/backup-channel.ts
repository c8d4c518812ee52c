import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { TTakenBackup } from './backup-take';

/**
 * The local-only way `npm run backup` asks a running server on the embedded database to take a backup (ADR 031): the
 * server holds DATA_DIR's lock and PGlite's one connection, so no other process may open the directory. A Unix
 * socket in DATA_DIR, readable by the server's user alone; one request a connection, the line `backup`, answered by
 * one line of JSON.
 */
export const channelPathOf = (dataDir: string) => join(resolve(dataDir), 'backup.sock');

type TAnswer = { ok: true; backup: TTakenBackup | null } | { ok: false; error: string };

/** Listens on the channel while the server runs; answers the function that closes it. */
export async function openBackupChannel(dataDir: string, take: () => Promise<TTakenBackup | null>) {
  const path = channelPathOf(dataDir);
  // This process holds DATA_DIR's lock, so a socket file left here is a dead server's.
  await rm(path, { force: true });
  const server = createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) {
        if (request.length > 64) socket.destroy();
        return;
      }
      const answer = (body: TAnswer) => socket.end(`${JSON.stringify(body)}\n`);
      if (request.trim() !== 'backup') return answer({ ok: false, error: 'unknown request' });
      take().then(
        (backup) => answer({ ok: true, backup }),
        (err: Error) => answer({ ok: false, error: err.message }),
      );
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  await chmod(path, 0o600);
  return () =>
    new Promise<void>((done) => {
      server.close(() => done());
    });
}

/** Asks the server holding DATA_DIR for a backup and waits for it (a large database takes a while). */
export function askServerForBackup(dataDir: string): Promise<TTakenBackup | null> {
  return new Promise((done, fail) => {
    const socket = createConnection(channelPathOf(dataDir));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: string) => {
      reply += chunk;
    });
    socket.on('error', (err) =>
      fail(new Error(`The running server could not be reached through ${channelPathOf(dataDir)}: ${err.message}`)),
    );
    socket.on('end', () => {
      try {
        const answer = JSON.parse(reply) as TAnswer;
        if (answer.ok) done(answer.backup);
        else fail(new Error(`The running server could not take the backup: ${answer.error}`));
      } catch {
        fail(new Error('The running server gave no answer to the backup request.'));
      }
    });
  });
}
