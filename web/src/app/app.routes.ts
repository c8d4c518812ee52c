import type { ComponentType } from 'react';
import type { TRoutePath } from '../lib/route.registry';

type TLoader = () => Promise<{ Component: ComponentType }>;

const page =
  <M extends Record<string, unknown>>(importer: () => Promise<M>, name: keyof M & string): TLoader =>
  () =>
    importer().then((module) => ({ Component: module[name] as ComponentType }));

const signup = page(() => import('../features/auth/pages/signup.page'), 'SignupPage');
const home = page(() => import('../features/dashboard/pages/home.page'), 'HomePage');

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
  '/frame/controlPad': page(() => import('../features/dashboard/pages/control-pad.page'), 'ControlPadPage'),
};
