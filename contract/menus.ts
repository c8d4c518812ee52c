import { z } from 'zod';
import { INT4_MAX } from './safe-values';

/**
 * The menu catalogue (SPEC §6, §2.19). Thirteen first-level menus (menuType 0) in the SPEC order, each with its
 * internal code, left-menu path and perms; second-level entries (menuType 1) are the inner sub-menu tabs.
 * `perms` is a comma-separated list of route prefixes; `:param` segments match any value (see `matchesPerm`).
 * Grants are stored per first-level menu; a grant includes that menu's second-level entries.
 */
export const MENU_KEYS = [
  'dashboard',
  'checkout',
  'appointments',
  'customers',
  'finance',
  'marketing',
  'inventory',
  'shopManagement',
  'staff',
  'projects',
  'workTime',
  'settings',
  'renewal',
] as const;
export const ZMenuKey = z.enum(MENU_KEYS);
export type TMenuKey = z.infer<typeof ZMenuKey>;

export type TMenuDef = {
  id: number;
  key: TMenuKey | string;
  menuCode: string;
  menuName: string;
  path: string;
  perms: string;
  menuType: 0 | 1;
  parentId: number;
  sortOrder: number;
};

const top = (id: number, key: TMenuKey, menuCode: string, path: string, perms: string): TMenuDef => ({
  id,
  key,
  menuCode,
  menuName: key,
  path,
  perms,
  menuType: 0,
  parentId: 0,
  sortOrder: id,
});
const sub = (id: number, parentId: number, menuName: string, path: string): TMenuDef => ({
  id,
  key: menuName,
  menuCode: menuName,
  menuName,
  path,
  perms: path,
  menuType: 1,
  parentId,
  sortOrder: id,
});

export const MENUS: readonly TMenuDef[] = [
  top(1, 'dashboard', '控制台', '/frame/controlPad', '/frame/controlPad'),
  top(2, 'checkout', '前台算账', '/frame/financeNew', '/frame/financeNew,/frame/finance/:appoint'),
  top(
    3,
    'appointments',
    '客户预约',
    '/frame/appointNew/:date',
    '/frame/appointNew/:date,/frame/appointmentInMonth,/frame/appointmentHistory',
  ),
  top(4, 'customers', '客户', '/frame/chooseCustomerPage', '/frame/chooseCustomerPage'),
  top(5, 'finance', '财务', '/frame/choosePerformance', '/frame/choosePerformance'),
  top(6, 'marketing', '营销', '/frame/chooseMarketingPage', '/frame/chooseMarketingPage,/frame/chooseMarketing/'),
  top(
    7,
    'inventory',
    '库存',
    '/frame/chooseInventory',
    '/frame/chooseInventory,/frame/inventoryManageByType/:inventoryTypeId,/frame/inventoryAlert',
  ),
  top(8, 'shopManagement', '门店管理', '/frame/shopManage', '/frame/shopManage'),
  top(9, 'staff', '员工管理', '/frame/employerManage', '/frame/employerManage'),
  top(10, 'projects', '项目管理', '/frame/chooseProject', '/frame/chooseProject'),
  top(11, 'workTime', '工作时间设置', '/frame/settings/timeManage', '/frame/settings/timeManage'),
  top(12, 'settings', '系统设置', '/frame/settings', '/frame/settings'),
  top(13, 'renewal', '店铺续费', '/frame/payDetail', '/frame/payDetail'),
  sub(401, 4, 'search', '/frame/chooseCustomerPage/customer'),
  sub(402, 4, 'viewAll', '/frame/chooseCustomerPage/customerAll'),
  sub(403, 4, 'customerBlacklist', '/frame/chooseCustomerPage/customerBlankList'),
  sub(404, 4, 'customerFollowUp', '/frame/chooseCustomerPage/customerVisitList'),
  sub(501, 5, 'staffPerformance', '/frame/choosePerformance/performance'),
  sub(502, 5, 'turnover', '/frame/choosePerformance/sales'),
  sub(503, 5, 'accountingHistory', '/frame/choosePerformance/financeHistory'),
  sub(504, 5, 'orderHistory', '/frame/choosePerformance/orderHistory'),
  sub(505, 5, 'memberCardTransactions', '/frame/choosePerformance/prepayCardDetList'),
  sub(506, 5, 'cashMachineManagement', '/frame/choosePerformance/cashDeviceDetail'),
  sub(601, 6, 'memberRechargeRules', '/frame/chooseMarketing/vipRechargeRule'),
  sub(602, 6, 'giftCard', '/frame/chooseMarketing/giftVoucher'),
  sub(603, 6, 'smsRecharge', '/frame/chooseMarketing/paySmsDetail'),
  sub(604, 6, 'marketingDesign', '/frame/chooseMarketing/marketingImage'),
  sub(701, 7, 'inventoryTypeManagement', '/frame/chooseInventory/inventoryTypeManage'),
  sub(702, 7, 'inventoryManagement', '/frame/chooseInventory/inventoryManage'),
  sub(801, 8, 'storeInformation', '/frame/shopManage/shopInfo'),
  sub(802, 8, 'branchManagement', '/frame/shopManage/chainShopManage'),
  sub(1001, 10, 'projectTypeManagement', '/frame/chooseProject/projectTypeManage'),
  sub(1002, 10, 'projectManagement', '/frame/chooseProject/projectManage'),
  sub(1201, 12, 'storeSettings', '/frame/settings/shopSettings'),
  sub(1202, 12, 'workTimeSettings', '/frame/settings/timeManage'),
  // ADR 029: every settings screen and the account's own settings, one entry each (SPEC §1 'System settings').
  sub(1203, 12, 'systemSettings', '/frame/settings/system'),
];

export const TOP_MENUS = MENUS.filter((m) => m.menuType === 0);

/** Menus everyone sees whatever their grants (SPEC §6). */
export const ALWAYS_GRANTED: readonly TMenuKey[] = ['dashboard', 'renewal'];

/**
 * The accountTypes that may buy a plan or SMS credits and read the payment history: the owner (1) and a trusted
 * manager (2). The renewal screen itself stays open to everyone (SPEC §6; ADR 021).
 */
export const PURCHASING_ACCOUNT_TYPES: readonly number[] = [1, 2];

/** The menus of a set of first-level grants, first-level entries followed by their children. */
export function menusForGrants(grants: readonly string[]): TMenuDef[] {
  const ids = new Set(TOP_MENUS.filter((m) => grants.includes(m.key)).map((m) => m.id));
  return MENUS.filter((m) => ids.has(m.id) || ids.has(m.parentId));
}

/** Does a concrete route path fall under a perm prefix? `:param` segments match any single segment. */
export function matchesPerm(path: string, perm: string): boolean {
  const permParts = perm.split('/');
  const pathParts = path.split('?')[0].split('/');
  if (perm.endsWith('/')) permParts.pop();
  if (pathParts.length < permParts.length) return false;
  return permParts.every((p, i) => p.startsWith(':') || p === pathParts[i]);
}

/** Does any of the user's menus grant this route? */
export function isRouteGranted(path: string, menus: readonly Pick<TMenuDef, 'perms'>[]): boolean {
  return menus.some((m) => m.perms.split(',').some((perm) => matchesPerm(path, perm.trim())));
}

export const ZUserMenu = z.object({
  id: z.number().int(),
  path: z.string(),
  menuType: z.number().int(),
  parentId: z.number().int(),
  menuName: z.string(),
  menuCode: z.string(),
  perms: z.string(),
  sortOrder: z.number().int(),
});
export type TUserMenu = z.infer<typeof ZUserMenu>;

export const ZUserMenuGetUserMenusInput = z.object({
  accountId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export const ZUserMenuGetUserMenusOutput = z.object({ userMenus: z.array(ZUserMenu) });
