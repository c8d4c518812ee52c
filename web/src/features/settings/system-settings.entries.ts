/**
 * SPEC §1 'System settings': staff, services and project types, working hours, holidays, leave, shop settings, UI
 * style (font size), permissions. One entry each, leading to the screen (and tab) that sets it; the font size sits on
 * the system settings page itself, under the account's own settings.
 */
export type TSystemSettingsEntry = { key: string; path: string; hash?: string };

export const FONT_SIZE_ANCHOR = 'font-size';

export const SYSTEM_SETTINGS_ENTRIES: readonly TSystemSettingsEntry[] = [
  { key: 'staff', path: '/frame/employerManage' },
  { key: 'projects', path: '/frame/chooseProject/projectManage' },
  { key: 'projectTypes', path: '/frame/chooseProject/projectTypeManage' },
  { key: 'workingHours', path: '/frame/settings/timeManage?tab=shopHours' },
  { key: 'staffHours', path: '/frame/settings/timeManage?tab=staffHours' },
  { key: 'holidays', path: '/frame/settings/timeManage?tab=shopHolidays' },
  { key: 'leave', path: '/frame/settings/timeManage?tab=staffHolidays' },
  { key: 'shopSettings', path: '/frame/settings/shopSettings' },
  { key: 'fontSize', path: '/frame/settings/system', hash: FONT_SIZE_ANCHOR },
  { key: 'permissions', path: '/frame/employerManage' },
];

/** The entries whose screen exists and whose menu the account holds. */
export function systemSettingsEntriesFor(
  isOpen: (path: string) => boolean,
  isAvailable: (path: string) => boolean,
): TSystemSettingsEntry[] {
  return SYSTEM_SETTINGS_ENTRIES.filter((entry) => {
    const path = entry.path.split('?')[0];
    return isAvailable(path) && isOpen(path);
  });
}
