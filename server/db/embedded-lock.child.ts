import { createInterface } from 'node:readline';
import { takeLock } from './embedded-lock';

/**
 * A process that only takes the embedded lock, for embedded-lock.unit.test.ts. Each stdin line is a command:
 * `{"take": path, "at": epochMs}` spins until `at` (so every child tries at the same instant) and answers whether it
 * won; `{"release": true}` lets go of a lock it won.
 */
let release: (() => void) | undefined;
const answer = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line) as { take?: string; at?: number; release?: boolean };
  if (command.take) {
    while (Date.now() < (command.at ?? 0)) {
      // Busy-wait rather than a timer: timers fire up to a few ms apart, which would serialise the takers.
    }
    try {
      release = takeLock(command.take);
      answer({ won: true });
    } catch (err) {
      answer({ won: false, error: (err as Error).message });
    }
  } else if (command.release) {
    release?.();
    release = undefined;
    answer({ released: true });
  }
}
