import type { ComponentType } from 'react';
import { guideCatalog } from '../features/guide/guide.catalog';
import { projectsCatalog } from '../features/projects/projects.catalog';
import { settingsCatalog } from '../features/settings/settings.catalog';
import { staffCatalog } from '../features/staff/staff.catalog';
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
  '/home': home,
  '/frame/home': home,
  '/frame/controlPad': page(() => import('../features/dashboard/pages/control-pad.page'), 'ControlPadPage', [
    guideCatalog,
  ]),
  '/frame/settings': page(() => import('../features/settings/pages/settings.page'), 'SettingsPage', [settingsCatalog]),
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
};
