import { describe, expect, it } from 'vitest';
import { menusForGrants } from '../../../../contract/menus';
import { isPathOpen } from '../../lib/route.access';
import { isRouteAvailable } from '../../lib/route.registry';
import { systemSettingsEntriesFor } from './system-settings.entries';

const keysFor = (grants: string[] | null) => {
  const menus = grants ? menusForGrants(grants) : null;
  return systemSettingsEntriesFor((path) => isPathOpen(path, menus), isRouteAvailable).map((entry) => entry.key);
};

describe('system settings entries (SPEC §1)', () => {
  it('reach every setting SPEC §1 names for an account with every menu', () => {
    expect(keysFor(null)).toEqual([
      'staff',
      'projects',
      'projectTypes',
      'workingHours',
      'staffHours',
      'holidays',
      'leave',
      'shopSettings',
      'fontSize',
      'permissions',
    ]);
  });

  it('leave out what the menus do not open', () => {
    // The settings menu covers its work time tab as well (SPEC §2.19).
    expect(keysFor(['dashboard', 'settings'])).toEqual([
      'workingHours',
      'staffHours',
      'holidays',
      'leave',
      'shopSettings',
      'fontSize',
    ]);
    expect(keysFor(['dashboard', 'settings', 'workTime', 'projects'])).toEqual([
      'projects',
      'projectTypes',
      'workingHours',
      'staffHours',
      'holidays',
      'leave',
      'shopSettings',
      'fontSize',
    ]);
  });
});
