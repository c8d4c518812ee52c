import { describe, expect, it } from 'vitest';
import { isTypingTarget, searchPlan, shortcutOf } from './search.rules';

const ALL = { canAppointments: true, canFinance: true };
const key = (k: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: unknown }> = {}) =>
  ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: null,
    ...more,
  }) as Parameters<typeof shortcutOf>[0];
/** A stand-in for an element: `closest` answers whether it sits in one of the selectors' elements. */
const elementIn = (isField: boolean) => ({ closest: () => (isField ? {} : null), isContentEditable: false });

describe('the global search plan (issue 22)', () => {
  it('looks for customers and appointments from the customer search minimum, bills by a number', () => {
    expect(searchPlan('a', ALL)).toEqual({ customers: false, appointments: false, bills: false });
    expect(searchPlan('Anna', ALL)).toEqual({ customers: true, appointments: true, bills: false });
    expect(searchPlan('B2026', ALL)).toEqual({ customers: true, appointments: true, bills: true });
    expect(searchPlan('   ', ALL)).toEqual({ customers: false, appointments: false, bills: false });
  });

  it('leaves out what the menus do not open', () => {
    expect(searchPlan('B2026', { canAppointments: false, canFinance: false })).toEqual({
      customers: true,
      appointments: false,
      bills: false,
    });
  });
});

describe('keyboard shortcuts (issue 22)', () => {
  it('opens the search with Ctrl-K or ⌘K, even while typing', () => {
    expect(shortcutOf(key('k', { ctrlKey: true, target: elementIn(true) }), false)).toBe('search');
    expect(shortcutOf(key('K', { metaKey: true }), false)).toBe('search');
    expect(shortcutOf(key('k', { ctrlKey: true, altKey: true }), false)).toBeNull();
  });

  it('answers one-key shortcuts only outside fields, dialogs and modifier keys', () => {
    expect(shortcutOf(key('n'), false)).toBe('newAppointment');
    expect(shortcutOf(key('t'), false)).toBe('today');
    expect(shortcutOf(key('/'), false)).toBe('focusListSearch');
    expect(shortcutOf(key('?'), false)).toBe('help');
    expect(shortcutOf(key('x'), false)).toBeNull();
    expect(shortcutOf(key('n', { target: elementIn(true) }), false)).toBeNull();
    expect(shortcutOf(key('n', { target: elementIn(false) }), false)).toBe('newAppointment');
    expect(shortcutOf(key('n'), true)).toBeNull();
    expect(shortcutOf(key('t', { ctrlKey: true }), false)).toBeNull();
  });

  it('treats inputs, text areas, selects and editable text as typing', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(elementIn(true) as never)).toBe(true);
    expect(isTypingTarget({ closest: () => null, isContentEditable: true } as never)).toBe(true);
  });
});
