import type { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's own fields, shown in the line's head rather than after it. */
const HEAD_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

/**
 * One pino JSON line as a person reads it on a terminal: time, level, message, then any other fields as JSON and an
 * error's stack on its own lines. A line that is not JSON is passed through.
 */
export function prettyLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 19);
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !HEAD_FIELDS.has(key)));
  const err = rest.err as { stack?: string } | undefined;
  if (err?.stack) delete rest.err;
  const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
  return `${time} ${level} ${entry.msg ?? ''}${extra}${err?.stack ? `\n${err.stack}` : ''}\n`;
}

/** Where the server's log goes: pino's JSON lines, or readable lines on a terminal (the LOG_FORMAT setting). */
export function logStreamFor(format: 'auto' | 'pretty' | 'json', out: Writable & { isTTY?: boolean } = process.stdout) {
  const isPretty = format === 'pretty' || (format === 'auto' && out.isTTY === true);
  return { write: (line: string) => out.write(isPretty ? prettyLogLine(line) : line) };
}
