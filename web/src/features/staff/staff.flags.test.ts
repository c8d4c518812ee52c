import { describe, expect, it } from 'vitest';
import { isFlagShownOn } from './staff.flags';

describe('staff flag switches', () => {
  const on = { workFlag: 0, appointFlag: 0, financeFlag: 1 } as const;

  it('show a working member’s flags as they are (0 = on)', () => {
    const staff = { status: 'normal', ...on } as const;
    expect(isFlagShownOn(staff, 'workFlag')).toBe(true);
    expect(isFlagShownOn(staff, 'appointFlag')).toBe(true);
    expect(isFlagShownOn(staff, 'financeFlag')).toBe(false);
  });

  it('show a resigned member’s flags off, whatever is kept', () => {
    const staff = { status: 'resigned', ...on } as const;
    expect(isFlagShownOn(staff, 'workFlag')).toBe(false);
    expect(isFlagShownOn(staff, 'appointFlag')).toBe(false);
  });
});
