import { DESIGN_NAME_MAX } from '../../../../../contract/marketing-images';

/** The name a copy gets: the original's with "(copy)" in the user's language, within the name's limit. */
export function copyNameOf(name: string, copyOf: (name: string) => string): string {
  const full = copyOf(name);
  if (full.length <= DESIGN_NAME_MAX) return full;
  const room = DESIGN_NAME_MAX - (full.length - name.length) - 1;
  return copyOf(`${name.slice(0, Math.max(1, room))}…`);
}
