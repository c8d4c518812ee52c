import { ALWAYS_GRANTED, MENU_KEYS, PURCHASING_ACCOUNT_TYPES, type TMenuKey } from './menus';
import { SHOP_TOTALS_ACCOUNT_TYPES } from './stats';

/**
 * Who may make each call (issue 16, ADR 021): one row per call path, kept beside the menu catalogue. The permission
 * matrix test (server/http/permission-matrix.test.ts) sends every call of the API as each role below, with and
 * without the internal-password elevation, and compares the answer of the permission layer with the row's. A call
 * without a row fails that test, so a new call cannot ship without saying who may make it.
 */

/**
 * What the permission layer answers: the call goes through ('allowed': any answer but a refusal below, a business
 * error included), or one of the refusals, by its error key.
 */
export const PERMISSION_REFUSALS = [
  'SESSION_EXPIRED',
  'PERMISSION_DENIED',
  'INSIDE_PASSWORD_REQUIRED',
  'HEADQUARTERS_MANAGER_ONLY',
  'SWITCH_SHOP_FORBIDDEN',
  'FREE_PLAN_FORBIDDEN',
] as const;
export type TPermissionOutcome = 'allowed' | (typeof PERMISSION_REFUSALS)[number];

/** The callers of the matrix (the shops are on a paid plan). */
export type TPermissionRole = {
  /** No session at all. */
  anonymous?: true;
  accountType: number;
  /** First-level menus granted; the owner (accountType 1) has every menu whatever is stored. */
  menus: readonly TMenuKey[];
  /** SPEC §6 'the headquarters shop manager': the owner of a headquarters (ADR 007). */
  headquartersManager: boolean;
};

const EVERY_MENU = MENU_KEYS.filter((key) => !ALWAYS_GRANTED.includes(key));

export const PERMISSION_ROLES = {
  owner: { accountType: 1, menus: EVERY_MENU, headquartersManager: true },
  /** A trusted manager: accountType 2 (no internal password), every menu granted. */
  manager: { accountType: 2, menus: EVERY_MENU, headquartersManager: false },
  /** A technician as usually set up: the appointment board only. */
  technician: { accountType: 0, menus: ['appointments'], headquartersManager: false },
  noMenus: { accountType: 0, menus: [], headquartersManager: false },
  /** Staff with the customers and marketing menus but not checkout: who recharged a card in issue 16's trial. */
  clerk: { accountType: 0, menus: ['customers', 'marketing'], headquartersManager: false },
  /** The owner account of a chain's branch, logged in directly, against its own shop. */
  branchManager: { accountType: 1, menus: EVERY_MENU, headquartersManager: false },
  /** The owner of another shop, sending the first shop's ids. */
  otherShopOwner: { accountType: 1, menus: EVERY_MENU, headquartersManager: true },
  anonymous: { anonymous: true, accountType: 0, menus: [], headquartersManager: false },
} as const satisfies Record<string, TPermissionRole>;
export type TPermissionRoleName = keyof typeof PERMISSION_ROLES;

/** An outcome, or one without and one with the internal-password elevation. */
type TOutcomes = TPermissionOutcome | readonly [TPermissionOutcome, TPermissionOutcome];

export type TCallPermission = {
  /** 'public': no session needed; 'session': any session; else the menu, or any one of the menus, granted. */
  access: 'public' | 'session' | TMenuKey | readonly TMenuKey[];
  /** Only these accountTypes, whatever their menus. */
  accountTypes?: readonly number[];
  /** A fresh internal-password elevation, unless accountType is 2 (SPEC §6). */
  inside?: true;
  /** Only the headquarters shop manager, once the menu is granted (SPEC §6, ADR 007). */
  headquarters?: true;
  /** Where a role's answer is not what the fields above say, and `why`. */
  except?: Partial<Record<TPermissionRoleName, TOutcomes>>;
  why?: string;
};

/** The answer a row gives a role, without or with the elevation. */
export function expectedOutcome(row: TCallPermission, roleName: TPermissionRoleName, elevated: boolean) {
  const exception = row.except?.[roleName];
  if (exception !== undefined) return typeof exception === 'string' ? exception : exception[elevated ? 1 : 0];
  const role: TPermissionRole = PERMISSION_ROLES[roleName];
  if (row.access === 'public') return 'allowed';
  if (role.anonymous) return 'SESSION_EXPIRED';
  if (row.access !== 'session') {
    const menus: readonly TMenuKey[] = typeof row.access === 'string' ? [row.access] : row.access;
    const granted =
      role.accountType === 1 || menus.some((menu) => ALWAYS_GRANTED.includes(menu) || role.menus.includes(menu));
    if (!granted) return 'PERMISSION_DENIED';
  }
  if (row.accountTypes && !row.accountTypes.includes(role.accountType)) return 'PERMISSION_DENIED';
  if (row.inside && role.accountType !== 2 && !elevated) return 'INSIDE_PASSWORD_REQUIRED';
  if (row.headquarters && !role.headquartersManager) return 'HEADQUARTERS_MANAGER_ONLY';
  return 'allowed';
}

const BUYERS = PURCHASING_ACCOUNT_TYPES;
/** Invitation rebates, claims and withdrawals are the owner's (ADR 017). */
const OWNER_ONLY = [1];

/** One row per call path of the API (SPEC §7), by area. */
export const CALL_PERMISSIONS: Record<string, TCallPermission> = {
  'h5/login': { access: 'public' },
  'h5/getLoginPhoneMsg': { access: 'public' },
  'h5/loginByPhoneMsg': { access: 'public' },
  'h5/getSignupPhoneMsg': { access: 'public' },
  'h5/getSignupEmailCode': { access: 'public' },
  'h5/signup': { access: 'public' },
  'h5/logout': { access: 'session' },
  'h5/pwdInside': { access: 'session' },
  'h5/queryPwdInside': { access: 'session' },
  'h5/getShopTypeList': { access: 'public' },
  'shopType/queryList': { access: 'session' },
  'shop/query': { access: 'session' },
  // The installation's backups (issue 23, ADR 031): the headquarters owner's alone; the download also needs the
  // internal password (the file holds every customer's data).
  'backup/queryList': { access: 'shopManagement', headquarters: true },
  'backup/createDownload': { access: 'shopManagement', headquarters: true, inside: true },
  'shop/update': { access: 'shopManagement' },
  'shop/queryBranchShopList': { access: 'session' },
  'shop/saveBranchShop': { access: 'shopManagement', headquarters: true },
  'shop/updateBranchShop': { access: 'shopManagement', headquarters: true },
  'shop/deleteBranchShop': { access: 'shopManagement', headquarters: true },
  'shop/switchBranchShop': {
    access: 'session',
    except: {
      manager: 'SWITCH_SHOP_FORBIDDEN',
      technician: 'SWITCH_SHOP_FORBIDDEN',
      noMenus: 'SWITCH_SHOP_FORBIDDEN',
      clerk: 'SWITCH_SHOP_FORBIDDEN',
      branchManager: 'SWITCH_SHOP_FORBIDDEN',
      otherShopOwner: 'SWITCH_SHOP_FORBIDDEN',
    },
    why: "Only the headquarters' owner switches, and only into a shop of its own chain (SPEC §4 'Shop switching')",
  },
  'userMenu/getUserMenus': {
    access: 'session',
    except: { technician: 'PERMISSION_DENIED', noMenus: 'PERMISSION_DENIED', clerk: 'PERMISSION_DENIED' },
    why: "One's own menus need a session; another account's (the body names one) the staff menu",
  },
  'userMenu/assignMenus': { access: 'staff', headquarters: true },
  'version/queryNewVersion': { access: 'public' },
  'customerService/query': { access: 'public' },
  'goods/queryList': { access: 'public' },
  'account/queryMemList': { access: 'session' },
  'account/queryById': { access: 'staff' },
  'account/createMem': { access: 'staff' },
  'account/updateMem': { access: 'staff' },
  'account/delMem': { access: 'staff' },
  'account/depart': { access: 'staff' },
  'account/reWork': { access: 'staff' },
  'account/setAccount': { access: 'staff', headquarters: true },
  'account/updatePass': { access: 'session' },
  'account/resetPass': { access: 'staff', headquarters: true },
  'account/updateInsidePass': { access: 'session', headquarters: true },
  'account/updateWorkFlag': { access: 'staff' },
  'account/updateAppointFlag': { access: 'staff' },
  'account/updatefinanceFlag': { access: 'staff' },
  'account/upSortOrder': { access: 'staff' },
  'account/downSortOrder': { access: 'staff' },
  'accountProduct/queryAccountProduct': { access: 'session' },
  'accountProduct/addOrUpdate': { access: 'staff' },
  'productType/queryProductTypeList': { access: 'session' },
  'productType/queryById': { access: 'session' },
  'productType/create': { access: 'projects' },
  'productType/update': { access: 'projects' },
  'productType/delete': { access: 'projects' },
  'product/queryProductList': { access: 'session' },
  'product/queryById': { access: 'session' },
  'product/queryProductListByAccount': { access: 'session' },
  'product/create': { access: 'projects' },
  'product/update': { access: 'projects' },
  'product/delete': { access: 'projects' },
  'product/updateSortOrder': { access: 'projects' },
  'product/updateBgColor': { access: 'projects' },
  'shopWork/update': { access: 'workTime' },
  'shopWork/updateById': { access: 'workTime' },
  'shopWork/h5QueryShopWorkInfo': { access: 'session' },
  'shopWork/h5QueryShopIsWorking': { access: 'session' },
  'accountWork/update': { access: 'workTime' },
  'accountWork/updateById': { access: 'workTime' },
  'accountWork/h5QueryWorkInfo': { access: 'session' },
  'accountWork/queryAccountNotWorkTime': { access: 'session' },
  'shopWorkHoliday/addOrUpdate': { access: 'workTime' },
  'shopWorkHoliday/remove': { access: 'workTime' },
  'shopWorkHoliday/queryShopWorkHoliday': { access: 'session' },
  'accountWorkHoliday/addOrUpdate': { access: 'workTime' },
  'accountWorkHoliday/remove': { access: 'workTime' },
  'accountWorkHoliday/queryAccountWorkHoliday': { access: 'session' },
  'setup/businessTime/queryList': { access: 'session' },
  'setup/displayBill/queryList': { access: 'session' },
  'setup/displayBill/createOrUpdate': { access: 'settings' },
  'setup/alertMsg/queryList': { access: 'session' },
  'setup/alertMsg/createOrUpdate': { access: 'settings' },
  'setup/displayPhone/queryList': { access: 'session' },
  'setup/displayPhone/createOrUpdate': { access: 'settings' },
  'setup/booking/queryList': { access: 'session' },
  'setup/booking/createOrUpdate': { access: 'settings' },
  'setup/uiStyle/queryList': { access: 'session' },
  'setup/uiStyle/createOrUpdate': { access: 'session' },
  'custom/updateVip': { access: 'customers' },
  'custom/vipCancel': { access: 'customers' },
  'prepayCard/vipRecharge': { access: 'checkout' },
  'prepayCard/giftRecharge': { access: 'checkout' },
  'prepayCard/updateOrderStatus': { access: 'checkout' },
  'prepayCard/queryList': { access: 'marketing' },
  'prepayCard/queryByCardNo': { access: ['checkout', 'customers', 'marketing'] },
  'prepayCard/update': { access: 'marketing' },
  'prepayCard/delete': { access: 'marketing' },
  'prepayCardDet/queryList': { access: 'finance', inside: true },
  'bill/queryReceipt': { access: ['checkout', 'finance'] },
  'bill/sendReceipt': { access: ['checkout', 'finance'] },
  'receipt/queryByToken': { access: 'public' },
  'inventoryType/queryInventoryTypeList': { access: 'session' },
  'inventoryType/queryById': { access: 'inventory' },
  'inventoryType/create': { access: 'inventory' },
  'inventoryType/update': { access: 'inventory' },
  'inventoryType/delete': { access: 'inventory' },
  'inventory/queryInventoryList': { access: 'inventory' },
  'inventory/queryById': { access: 'inventory' },
  'inventory/queryInventoryAlert': { access: 'session' },
  'inventory/create': { access: 'inventory' },
  'inventory/update': { access: 'inventory' },
  'inventory/changeAmount': { access: 'inventory' },
  'inventory/changeAmountBatch': { access: 'inventory' },
  'inventory/updateSortOrder': { access: 'inventory' },
  'inventory/delete': { access: 'inventory' },
  'inventory/addInventoryTag': { access: 'inventory' },
  'inventory/deleteInventoryTag': { access: 'inventory' },
  'inventoryMovement/queryList': { access: 'inventory' },
  'prepayCardRechargeRule/queryList': { access: 'marketing' },
  'prepayCardRechargeRule/queryById': { access: 'marketing' },
  'prepayCardRechargeRule/create': { access: 'marketing' },
  'prepayCardRechargeRule/update': { access: 'marketing' },
  'prepayCardRechargeRule/del': { access: 'marketing' },
  'custom/queryCustomList': { access: 'session' },
  'custom/queryById': { access: 'customers' },
  'custom/create': { access: 'customers' },
  'custom/import': { access: 'customers' },
  'custom/update': { access: 'customers' },
  'custom/updateRemark': { access: 'customers' },
  'custom/del': { access: 'customers' },
  'custom/queryHistoryPoint': { access: 'customers' },
  'custom/queryHistoryBill': { access: 'customers' },
  'customBlank/queryCustomBlankList': { access: 'customers' },
  'customBlank/create': { access: 'customers' },
  'customBlank/del': { access: 'customers' },
  'customVisit/queryList': { access: 'customers' },
  'customVisit/update': { access: 'customers' },
  'custom/h5DelAccountCode': { access: 'public' },
  'custom/h5DelAccount': { access: 'public' },
  'appoint/create': { access: 'appointments' },
  'appoint/queryPointList': { access: 'session' },
  'appoint/queryById': { access: 'session' },
  'appoint/edit': { access: 'appointments' },
  'appoint/editDragByH5': { access: 'appointments' },
  'appoint/changeDuration': { access: 'appointments' },
  'appoint/changeDuty': { access: 'appointments' },
  'appoint/lostPromise': { access: 'appointments' },
  'appoint/delete': { access: 'appointments' },
  'appoint/restore': { access: 'appointments' },
  'appoint/arrive': { access: 'appointments' },
  'appoint/shopAccountAppointsByMonth': { access: 'appointments' },
  'appoint/queryHisAppointList': { access: 'appointments' },
  'appointLog/queryAppointLogs': { access: 'appointments' },
  'appointSms/queryAppointSms': { access: 'appointments' },
  'bill/create': { access: 'checkout' },
  'bill/createByAppoint': { access: 'checkout' },
  'bill/updateOrderStatus': { access: 'checkout' },
  'bill/updateOrderTransactionId': { access: 'checkout' },
  'bill/queryBillList': { access: 'finance', inside: true },
  'bill/queryHisOrderList': { access: 'finance', inside: true },
  'bill/edit': { access: 'finance', inside: true },
  'bill/transfer': { access: 'finance', inside: true },
  'bill/leaveJob': { access: 'finance', inside: true },
  // The cash machine (issue 24, ADR 032): a payment is the till's, the management page and refills the finance menu's.
  'cashDevice/startSession': { access: 'checkout' },
  'cashDevice/recordEvent': { access: 'checkout' },
  'cashDevice/queryOpenSession': { access: 'checkout' },
  'cashDevice/querySessionList': { access: 'finance' },
  'cashDevice/recordRefill': { access: 'finance' },
  // Marketing image design (issue 25, ADR 033).
  'marketingImage/queryList': { access: 'marketing' },
  'marketingImage/queryById': { access: 'marketing' },
  'marketingImage/save': { access: 'marketing' },
  'marketingImage/duplicate': { access: 'marketing' },
  'marketingImage/rename': { access: 'marketing' },
  'marketingImage/delete': { access: 'marketing' },
  'static/userIncomeByDate': { access: 'finance', inside: true },
  'static/userIncomeByDateRange': { access: 'finance', inside: true },
  'static/userIncomeByBillMonth': { access: 'finance', inside: true },
  'static/userIncomeByTime': { access: 'finance', inside: true },
  'static/userIncomeByMonth': { access: 'finance', inside: true },
  'static/userIncomeByBillYear': { access: 'finance', inside: true },
  'static/shopIncomeByDate': { access: 'finance', inside: true, accountTypes: SHOP_TOTALS_ACCOUNT_TYPES },
  'static/shopIncomeByBillMonth': { access: 'finance', inside: true, accountTypes: SHOP_TOTALS_ACCOUNT_TYPES },
  'static/allIncome': { access: 'finance', inside: true, accountTypes: SHOP_TOTALS_ACCOUNT_TYPES },
  'static/shopIncomeByMonth': { access: 'finance', inside: true, accountTypes: SHOP_TOTALS_ACCOUNT_TYPES },
  'static/shopIncomeByBillYear': { access: 'finance', inside: true, accountTypes: SHOP_TOTALS_ACCOUNT_TYPES },
  'controlPad/staticShopAppointByDay': { access: 'dashboard' },
  'controlPad/shopAppointsByDateRange': { access: 'dashboard' },
  'controlPad/shopAppointsByMonth': { access: 'dashboard' },
  'controlPad/shopAppointsByYear': { access: 'dashboard' },
  'controlPad/shopProductOrderByMonth': { access: 'dashboard' },
  'controlPad/queryGuideProgress': { access: 'dashboard' },
  'controlPad/shopTakingsToday': {
    access: 'session',
    except: {
      manager: 'PERMISSION_DENIED',
      technician: 'PERMISSION_DENIED',
      noMenus: 'PERMISSION_DENIED',
      clerk: 'PERMISSION_DENIED',
    },
    why: 'a shop total: the owner, or finance staff already elevated; never accountType 2 (ADR 025)',
  },
  'payment/queryProvider': { access: 'session' },
  'goods/querySmsPackList': { access: 'public' },
  // PAYMENT_PROVIDER=none (ADR 019): the free plan still applies; a plan or SMS pack answers PAYMENT_NOT_CONFIGURED.
  'none/toPay': { access: 'renewal', accountTypes: BUYERS },
  'sandbox/toPay': { access: 'renewal', accountTypes: BUYERS },
  'orders/queryOrderList': { access: 'renewal', accountTypes: BUYERS },
  'orders/queryOrder': { access: 'renewal', accountTypes: BUYERS },
  'invitation/queryInviterRule': { access: 'renewal', accountTypes: OWNER_ONLY },
  'invitation/queryInvitationRecords': { access: 'renewal', accountTypes: OWNER_ONLY },
  'invitation/claim': { access: 'renewal', accountTypes: OWNER_ONLY },
  'invitation/withdraw': { access: 'renewal', accountTypes: OWNER_ONLY },
  'invitation/queryWithdrawList': { access: 'renewal', accountTypes: OWNER_ONLY },
};
