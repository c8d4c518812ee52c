/**
 * The one registry of implemented routes (SPEC §2). A route is listed here only once its screen exists, and every
 * link, menu entry, shortcut or button that leads somewhere asks `isRouteAvailable` first, so nothing in the UI
 * points at a screen that has not been built yet. `app/app.routes.ts` must give each path a page loader (the
 * compiler checks that the two lists agree).
 */
export type TRouteMeta = {
  /** Route pattern as in SPEC §2, with `:param` segments. */
  path: string;
  /** Catalog key of the page title (SPEC §2.2 'The page title is the matched route's name, translated'). */
  titleKey: string;
  /** 'public' pages use the light public layout; 'frame' pages get the header, left menu and drawers. */
  layout: 'public' | 'frame';
  isLoginRequired: boolean;
  /**
   * A public page built without antd: it renders outside the antd scope, so opening it loads no antd (ADR 024: the
   * landing and login pages are most visitors' first load).
   */
  isLight?: boolean;
  /** SPEC §6 internal (leader) password route. */
  isInner?: boolean;
  /** SPEC §6 free plan: blocked for goodsType 'free' (inventory, member recharge rules, gift cards). */
  isPaidOnly?: boolean;
};

const pub = (path: string, titleKey: string, extra: Partial<TRouteMeta> = {}): TRouteMeta => ({
  path,
  titleKey,
  layout: 'public',
  isLoginRequired: false,
  ...extra,
});
const light = { isLight: true };
const framed = (path: string, titleKey: string, extra: Partial<TRouteMeta> = {}): TRouteMeta => ({
  path,
  titleKey,
  layout: 'frame',
  isLoginRequired: true,
  ...extra,
});

export const ROUTE_REGISTRY = [
  pub('/', 'route.landing', light),
  pub('/404', 'route.notFound', light),
  pub('/login', 'route.login', light),
  pub('/signup', 'route.signup'),
  pub('/signup/:invitationCode', 'route.signup'),
  pub('/pricing', 'route.pricing'),
  pub('/serviceInfo', 'route.serviceInfo'),
  pub('/privacy', 'route.privacy', light),
  pub('/servicePolicy', 'route.servicePolicy', light),
  pub('/aboutUs', 'route.aboutUs', light),
  pub('/joinUs', 'route.joinUs', light),
  pub('/contactUs', 'route.contactUs'),
  pub('/cookieSettings', 'route.cookieSettings'),
  pub('/del/customer', 'route.delCustomer'),
  pub('/receipt/:token', 'route.receipt', light),
  framed('/home', 'route.home'),
  framed('/frame/home', 'route.home'),
  framed('/frame/controlPad', 'route.controlPad'),
  framed('/frame/financeNew', 'route.financeNew'),
  framed('/frame/finance/:appoint', 'route.finance'),
  framed('/frame/appointNew/:date', 'route.appointNew'),
  framed('/frame/appointmentInMonth', 'route.appointmentInMonth'),
  framed('/frame/appointmentHistory', 'route.appointmentHistory'),
  framed('/frame/chooseMarketingPage', 'route.chooseMarketingPage'),
  framed('/frame/chooseMarketing/vipRechargeRule', 'route.vipRechargeRule', { isPaidOnly: true }),
  framed('/frame/chooseMarketing/giftVoucher', 'route.giftVoucher', { isPaidOnly: true }),
  framed('/frame/chooseMarketing/marketingImage', 'route.marketingImage', { isPaidOnly: true }),
  framed('/frame/chooseMarketing/paySmsDetail', 'route.paySmsDetail', { isLoginRequired: false }),
  framed('/frame/choosePerformance', 'route.choosePerformance'),
  framed('/frame/choosePerformance/performance', 'route.performance', { isInner: true }),
  framed('/frame/choosePerformance/performanceDetail/:shopAccountId', 'route.performanceDetail', { isInner: true }),
  framed('/frame/choosePerformance/sales', 'route.sales', { isInner: true }),
  framed('/frame/choosePerformance/prepayCardDetList', 'route.prepayCardDetList', { isInner: true }),
  framed('/frame/choosePerformance/financeHistory', 'route.financeHistory', { isInner: true }),
  framed('/frame/choosePerformance/orderHistory', 'route.orderHistory', { isInner: true }),
  framed('/frame/choosePerformance/cashDeviceDetail', 'route.cashDeviceDetail', { isLoginRequired: false }),
  framed('/frame/settings', 'route.settings'),
  framed('/frame/settings/timeManage', 'route.timeManage'),
  framed('/frame/settings/shopSettings', 'route.shopSettings'),
  framed('/frame/settings/system', 'route.systemSettings'),
  framed('/frame/employerManage', 'route.employerManage'),
  framed('/frame/chooseCustomerPage', 'route.chooseCustomerPage'),
  framed('/frame/chooseCustomerPage/customer', 'route.customer'),
  framed('/frame/chooseCustomerPage/customerAll', 'route.customerAll', { isInner: true }),
  framed('/frame/chooseCustomerPage/customerDetail/:customerId', 'route.customerDetail'),
  framed('/frame/chooseCustomerPage/customerBlankList', 'route.customerBlankList'),
  framed('/frame/chooseCustomerPage/customerVisitList', 'route.customerVisitList'),
  framed('/frame/chooseInventory', 'route.chooseInventory', { isPaidOnly: true }),
  framed('/frame/chooseInventory/inventoryTypeManage', 'route.inventoryTypeManage', { isPaidOnly: true }),
  framed('/frame/chooseInventory/inventoryManage', 'route.inventoryManage', { isPaidOnly: true }),
  framed('/frame/inventoryManageByType/:inventoryTypeId', 'route.inventoryManageByType', { isPaidOnly: true }),
  framed('/frame/inventoryAlert', 'route.inventoryAlert', { isPaidOnly: true }),
  framed('/frame/chooseProject', 'route.chooseProject'),
  framed('/frame/chooseProject/projectTypeManage', 'route.projectTypeManage'),
  framed('/frame/chooseProject/projectManage', 'route.projectManage'),
  framed('/frame/payDetail', 'route.payDetail', { isLoginRequired: false }),
  framed('/frame/invitationDetail', 'route.invitationDetail', { isLoginRequired: false }),
  framed('/frame/shopManage', 'route.shopManage'),
  framed('/frame/shopManage/shopInfo', 'route.shopInfo', { isLoginRequired: false }),
  framed('/frame/shopManage/chainShopManage', 'route.chainShopManage'),
] as const satisfies readonly TRouteMeta[];

export type TRoutePath = (typeof ROUTE_REGISTRY)[number]['path'];

/**
 * Old flat paths that SPEC §2.3 (back targets) and §2.6 (guide step 3) still name, mapped to the SPEC §2.2 routes.
 * The router registers a redirect for an alias only while its target is available.
 */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/frame/performance': '/frame/choosePerformance/performance',
  '/frame/projectTypeManage': '/frame/chooseProject/projectTypeManage',
  '/frame/inventoryTypeManage': '/frame/chooseInventory/inventoryTypeManage',
  '/frame/timeManage': '/frame/settings/timeManage',
  // SPEC §2.3: the header's shop-info action goes to /shopInfo.
  '/shopInfo': '/frame/shopManage/shopInfo',
};

const splitPath = (path: string) => path.split('?')[0].split('/').filter(Boolean);

/** Does a concrete path (or another pattern) match a route pattern segment by segment? */
export function matchesPattern(pattern: string, path: string): boolean {
  const patternParts = splitPath(pattern);
  const pathParts = splitPath(path);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, i) => part.startsWith(':') || part === pathParts[i] || pathParts[i].startsWith(':'));
}

export function findRoute(path: string, routes: readonly TRouteMeta[] = ROUTE_REGISTRY): TRouteMeta | undefined {
  return routes.find((route) => matchesPattern(route.path, path));
}

/** The path an alias stands for, or the path itself. */
export const resolveAlias = (path: string) => ROUTE_ALIASES[`/${splitPath(path).join('/')}`] ?? path;

/** Whether a screen exists for a path or a pattern (an alias counts when its target exists). */
export function isRouteAvailable(path: string, routes: readonly TRouteMeta[] = ROUTE_REGISTRY): boolean {
  return Boolean(findRoute(resolveAlias(path), routes));
}
