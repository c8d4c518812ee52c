// The check of one backup file in a process of its own (ADR 031): the server's backups are checked here, so that the
// scratch database's restore, which runs in its thread, never holds up the server's requests. Prints one line of
// JSON: what verifyBackup answers.
import { readFileSync } from 'node:fs';
import { verifyBackup } from './backup-verify';

const check = await verifyBackup(readFileSync(process.argv[2]));
process.stdout.write(`${JSON.stringify(check)}\n`);
