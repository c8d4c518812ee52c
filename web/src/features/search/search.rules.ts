import { isSearchKeyLongEnough } from '../../../../contract/search-keys';

/** Pure rules of the global search and the keyboard shortcuts (issue 22): what to ask, and which key does what. */

/** What the search may look in, by the caller's menus; the server checks the same again. */
export type TSearchAccess = { canAppointments: boolean; canFinance: boolean };

/** Which lists a key is searched in: customers by name, phone or card; appointments by customer; bills by number. */
export function searchPlan(key: string, access: TSearchAccess) {
  const text = key.trim();
  const isLongEnough = text !== '' && isSearchKeyLongEnough(text);
  return {
    customers: isLongEnough,
    appointments: isLongEnough && access.canAppointments,
    // A bill number has at least a few digits; fewer would match half the books.
    bills: access.canFinance && /\d{4,}/.test(text),
  };
}

export type TShortcut = 'search' | 'newAppointment' | 'today' | 'focusListSearch' | 'help';

/** The one-key shortcuts, as the '?' list shows them. */
export const SINGLE_KEYS: readonly { key: string; shortcut: TShortcut }[] = [
  { key: 'n', shortcut: 'newAppointment' },
  { key: 't', shortcut: 'today' },
  { key: '/', shortcut: 'focusListSearch' },
  { key: '?', shortcut: 'help' },
];

type TKeyEvent = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null };

/** Typing in a field (or a select, or an editable text): one-key shortcuts stay off. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as { closest?: (selector: string) => unknown; isContentEditable?: boolean } | null;
  if (!element?.closest) return false;
  return Boolean(element.isContentEditable || element.closest('input, textarea, select, [contenteditable="true"]'));
}

/** The shortcut a key press asks for: Ctrl-K (⌘K) anywhere, the one-key ones only outside fields and dialogs. */
export function shortcutOf(event: TKeyEvent, isDialogOpen: boolean): TShortcut | null {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return 'search';
  if (event.ctrlKey || event.metaKey || event.altKey || isDialogOpen || isTypingTarget(event.target)) return null;
  return SINGLE_KEYS.find((entry) => entry.key === event.key)?.shortcut ?? null;
}
