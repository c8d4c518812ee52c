import type { ComponentType } from 'react';
import { appointmentsCatalog } from '../features/appointments/appointments.catalog';
import { bookkeepingCatalog } from '../features/bookkeeping/bookkeeping.catalog';
import { cardLedgerCatalog } from '../features/card-ledger/card-ledger.catalog';
import { cashDeviceCatalog } from '../features/cash-device/cash-device.catalog';
import { customersCatalog } from '../features/customers/customers.catalog';
import { dashboardCatalog } from '../features/dashboard/dashboard.catalog';
import { dataRightsCatalog } from '../features/data-rights/data-rights.catalog';
import { financeCatalog } from '../features/finance/finance.catalog';
import { guideCatalog } from '../features/guide/guide.catalog';
import { inventoryCatalog } from '../features/inventory/inventory.catalog';
import { invitationCatalog } from '../features/invitation/invitation.catalog';
import { designEditorCatalog } from '../features/marketing/images/editor/editor.catalog';
import { designTemplatesCatalog } from '../features/marketing/images/templates/templates.catalog';
import { marketingCatalog } from '../features/marketing/marketing.catalog';
import { projectsCatalog } from '../features/projects/projects.catalog';
import { receiptsCatalog } from '../features/receipts/receipts.catalog';
import { renewalCatalog } from '../features/renewal/renewal.catalog';
import { settingsCatalog } from '../features/settings/settings.catalog';
import { shopCatalog } from '../features/shop/shop.catalog';
import { staffCatalog } from '../features/staff/staff.catalog';
import { statsCatalog } from '../features/stats/stats.catalog';
import { loadFeatureCatalog, type TCatalogLoaders } from '../lib/i18n.setup';
import type { TRoutePath } from '../lib/route.registry';

type TLoader = () => Promise<{ Component: ComponentType }>;

/** A page's loader: its module and the catalogs of the features it shows, loaded together. */
const page =
  <M extends Record<string, unknown>>(
    importer: () => Promise<M>,
    name: keyof M & string,
    catalogs: readonly TCatalogLoaders[] = [],
  ): TLoader =>
  async () => {
    const [module] = await Promise.all([importer(), ...catalogs.map(loadFeatureCatalog)]);
    return { Component: module[name] as ComponentType };
  };

const signup = page(() => import('../features/auth/pages/signup.page'), 'SignupPage');
const home = page(() => import('../features/dashboard/pages/home.page'), 'HomePage');
const menuPage = page(() => import('../features/menus/pages/menu.page'), 'MenuPage');
const inventoryManage = page(() => import('../features/inventory/pages/inventory-manage.page'), 'InventoryManagePage', [
  inventoryCatalog,
]);

/** One page loader per registered route (lib/route.registry.ts); each page is its own lazily loaded chunk. */
export const ROUTE_LOADERS: Record<TRoutePath, TLoader> = {
  '/': page(() => import('../features/public/pages/landing.page'), 'LandingPage'),
  '/404': page(() => import('../features/public/pages/not-found.page'), 'NotFoundPage'),
  '/login': page(() => import('../features/auth/pages/login.page'), 'LoginPage'),
  '/signup': signup,
  '/signup/:invitationCode': signup,
  '/pricing': page(() => import('../features/system/pages/pricing.page'), 'PricingPage'),
  '/serviceInfo': page(() => import('../features/system/pages/service-info.page'), 'ServiceInfoPage'),
  '/contactUs': page(() => import('../features/system/pages/contact-us.page'), 'ContactUsPage'),
  '/privacy': page(() => import('../features/public/pages/privacy.page'), 'PrivacyPage'),
  '/servicePolicy': page(() => import('../features/public/pages/service-policy.page'), 'ServicePolicyPage'),
  '/aboutUs': page(() => import('../features/public/pages/about-us.page'), 'AboutUsPage'),
  '/joinUs': page(() => import('../features/public/pages/join-us.page'), 'JoinUsPage'),
  '/cookieSettings': page(() => import('../features/public/pages/cookie-settings.page'), 'CookieSettingsPage'),
  '/del/customer': page(() => import('../features/data-rights/pages/del-customer.page'), 'DelCustomerPage', [
    dataRightsCatalog,
  ]),
  '/receipt/:token': page(() => import('../features/receipts/pages/public-receipt.page'), 'PublicReceiptPage', [
    receiptsCatalog,
  ]),
  '/home': home,
  '/frame/home': home,
  '/frame/controlPad': page(() => import('../features/dashboard/pages/control-pad.page'), 'ControlPadPage', [
    guideCatalog,
    dashboardCatalog,
  ]),
  '/frame/financeNew': page(() => import('../features/bookkeeping/pages/finance-new.page'), 'FinanceNewPage', [
    bookkeepingCatalog,
  ]),
  '/frame/finance/:appoint': page(
    () => import('../features/bookkeeping/pages/finance-appoint.page'),
    'FinanceAppointPage',
    [bookkeepingCatalog],
  ),
  '/frame/appointNew/:date': page(
    () => import('../features/appointments/pages/appoint-board.page'),
    'AppointBoardPage',
    [appointmentsCatalog],
  ),
  '/frame/appointmentInMonth': page(
    () => import('../features/appointments/pages/appointment-in-month.page'),
    'AppointmentInMonthPage',
    [appointmentsCatalog],
  ),
  '/frame/appointmentHistory': page(
    () => import('../features/appointments/pages/appointment-history.page'),
    'AppointmentHistoryPage',
    [appointmentsCatalog],
  ),
  '/frame/settings': menuPage,
  '/frame/settings/system': page(() => import('../features/settings/pages/settings.page'), 'SettingsPage', [
    settingsCatalog,
  ]),
  '/frame/settings/timeManage': page(() => import('../features/settings/pages/time-manage.page'), 'TimeManagePage', [
    settingsCatalog,
  ]),
  '/frame/settings/shopSettings': page(
    () => import('../features/settings/pages/shop-settings.page'),
    'ShopSettingsPage',
    [settingsCatalog],
  ),
  '/frame/employerManage': page(() => import('../features/staff/pages/employer-manage.page'), 'EmployerManagePage', [
    staffCatalog,
  ]),
  '/frame/chooseMarketingPage': menuPage,
  '/frame/chooseMarketing/vipRechargeRule': page(
    () => import('../features/marketing/pages/vip-recharge-rule.page'),
    'VipRechargeRulePage',
    [marketingCatalog],
  ),
  '/frame/chooseMarketing/giftVoucher': page(
    () => import('../features/marketing/pages/gift-voucher.page'),
    'GiftVoucherPage',
    [marketingCatalog],
  ),
  '/frame/chooseMarketing/marketingImage': page(
    () => import('../features/marketing/images/pages/marketing-image.page'),
    'MarketingImagePage',
    [marketingCatalog, designTemplatesCatalog, designEditorCatalog],
  ),
  '/frame/chooseMarketing/paySmsDetail': page(
    () => import('../features/renewal/pages/pay-sms-detail.page'),
    'PaySmsDetailPage',
    [renewalCatalog],
  ),
  '/frame/choosePerformance': menuPage,
  '/frame/choosePerformance/performance': page(
    () => import('../features/stats/pages/performance.page'),
    'PerformancePage',
    [statsCatalog],
  ),
  '/frame/choosePerformance/performanceDetail/:shopAccountId': page(
    () => import('../features/stats/pages/performance-detail.page'),
    'PerformanceDetailPage',
    [statsCatalog],
  ),
  '/frame/choosePerformance/sales': page(() => import('../features/stats/pages/sales.page'), 'SalesPage', [
    statsCatalog,
  ]),
  '/frame/choosePerformance/financeHistory': page(
    () => import('../features/finance/pages/finance-history.page'),
    'FinanceHistoryPage',
    [financeCatalog],
  ),
  '/frame/choosePerformance/orderHistory': page(
    () => import('../features/finance/pages/order-history.page'),
    'OrderHistoryPage',
    [financeCatalog],
  ),
  '/frame/choosePerformance/cashDeviceDetail': page(
    () => import('../features/cash-device/pages/cash-device-detail.page'),
    'CashDeviceDetailPage',
    [cashDeviceCatalog],
  ),
  '/frame/choosePerformance/prepayCardDetList': page(
    () => import('../features/card-ledger/pages/prepay-card-det-list.page'),
    'PrepayCardDetListPage',
    [cardLedgerCatalog],
  ),
  '/frame/chooseCustomerPage': menuPage,
  '/frame/chooseCustomerPage/customer': page(
    () => import('../features/customers/pages/customer-search.page'),
    'CustomerSearchPage',
    [customersCatalog],
  ),
  '/frame/chooseCustomerPage/customerAll': page(
    () => import('../features/customers/pages/customer-all.page'),
    'CustomerAllPage',
    [customersCatalog],
  ),
  '/frame/chooseCustomerPage/customerDetail/:customerId': page(
    () => import('../features/customers/pages/customer-detail.page'),
    'CustomerDetailPage',
    [customersCatalog],
  ),
  '/frame/chooseCustomerPage/customerBlankList': page(
    () => import('../features/customers/pages/customer-blacklist.page'),
    'CustomerBlacklistPage',
    [customersCatalog],
  ),
  '/frame/chooseCustomerPage/customerVisitList': page(
    () => import('../features/customers/pages/customer-visit-list.page'),
    'CustomerVisitListPage',
    [customersCatalog],
  ),
  '/frame/chooseInventory': menuPage,
  '/frame/chooseInventory/inventoryTypeManage': page(
    () => import('../features/inventory/pages/inventory-type-manage.page'),
    'InventoryTypeManagePage',
    [inventoryCatalog],
  ),
  '/frame/chooseInventory/inventoryManage': inventoryManage,
  '/frame/inventoryManageByType/:inventoryTypeId': inventoryManage,
  '/frame/inventoryAlert': page(
    () => import('../features/inventory/pages/inventory-alert.page'),
    'InventoryAlertPage',
    [inventoryCatalog],
  ),
  '/frame/chooseProject': menuPage,
  '/frame/chooseProject/projectTypeManage': page(
    () => import('../features/projects/pages/project-type-manage.page'),
    'ProjectTypeManagePage',
    [projectsCatalog],
  ),
  '/frame/chooseProject/projectManage': page(
    () => import('../features/projects/pages/project-manage.page'),
    'ProjectManagePage',
    [projectsCatalog, guideCatalog],
  ),
  '/frame/payDetail': page(() => import('../features/renewal/pages/pay-detail.page'), 'PayDetailPage', [
    renewalCatalog,
  ]),
  '/frame/invitationDetail': page(
    () => import('../features/invitation/pages/invitation-detail.page'),
    'InvitationDetailPage',
    [invitationCatalog],
  ),
  '/frame/shopManage': menuPage,
  '/frame/shopManage/shopInfo': page(() => import('../features/shop/pages/shop-info.page'), 'ShopInfoPage', [
    shopCatalog,
  ]),
  '/frame/shopManage/chainShopManage': page(
    () => import('../features/shop/pages/chain-shop-manage.page'),
    'ChainShopManagePage',
    [shopCatalog],
  ),
};
