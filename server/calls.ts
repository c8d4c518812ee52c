import type { TAnyCall } from './http/define-call';
import { appointmentCalls } from './modules/appointments/appointments.calls';
import { authCalls } from './modules/auth/auth.calls';
import { backupCalls } from './modules/backups/backups.calls';
import { billCalls } from './modules/bills/bills.calls';
import { cashDeviceCalls } from './modules/cash-device/cash-device.calls';
import { customerCalls } from './modules/customers/customers.calls';
import { dataRightsCalls } from './modules/data-rights/data-rights.calls';
import { inventoryCalls } from './modules/inventory/inventory.calls';
import { invitationCalls } from './modules/invitations/invitations.calls';
import { marketingImageCalls } from './modules/marketing-images/marketing-images.calls';
import { menuCalls } from './modules/menus/menus.calls';
import { paymentCalls } from './modules/payments/payments.calls';
import { prepayCalls } from './modules/prepay/prepay.calls';
import { projectCalls } from './modules/projects/projects.calls';
import { receiptCalls } from './modules/receipts/receipts.calls';
import { settingsCalls } from './modules/settings/settings.calls';
import { shopCalls } from './modules/shops/shops.calls';
import { staffCalls } from './modules/staff/staff.calls';
import { statsCalls } from './modules/stats/stats.calls';
import { systemCalls } from './modules/system/system.calls';
import { workTimeCalls } from './modules/work-time/work-time.calls';

/** Every call of the API, by area (SPEC §7). */
export const ALL_CALLS: readonly TAnyCall[] = [
  ...authCalls,
  ...shopCalls,
  ...menuCalls,
  ...systemCalls,
  ...staffCalls,
  ...projectCalls,
  ...inventoryCalls,
  ...workTimeCalls,
  ...settingsCalls,
  ...prepayCalls,
  ...customerCalls,
  ...dataRightsCalls,
  ...appointmentCalls,
  ...billCalls,
  ...receiptCalls,
  ...statsCalls,
  ...paymentCalls,
  ...invitationCalls,
  ...backupCalls,
  ...cashDeviceCalls,
  ...marketingImageCalls,
];
