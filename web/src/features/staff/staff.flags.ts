import type { TStaff } from '../../../../contract/staff';
import type { TStaffFlag } from './api';

/**
 * Whether a flag's switch shows on (0 = on). A resigned staff member is not on duty, bookable or billable, whatever
 * the kept flags say, so the switch shows off (issue 22: never a dimmed 'on').
 */
export const isFlagShownOn = (staff: Pick<TStaff, 'status' | TStaffFlag>, flag: TStaffFlag) =>
  staff.status !== 'resigned' && staff[flag] === 0;
