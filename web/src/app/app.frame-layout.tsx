import AntApp from 'antd/es/app';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useWindowWidth } from '../components/use-window-width';
import { useInsideElevation } from '../features/auth/api';
import { NewUserGuide } from '../features/guide/components/new-user-guide';
import { GUIDE_PATHS } from '../features/guide/guide.steps';
import { useUserMenus } from '../features/menus/api';
import { useShopQuery } from '../features/shop/api';
import { HEADER_HIDE_ON_HOME_MIN_WIDTH } from '../lib/device.detect';
import { currentLanguage } from '../lib/i18n.setup';
import { useLiveSync } from '../lib/live-events';
import { DEFAULT_ROUTE } from '../lib/route.access';
import { findRoute, type TRouteMeta } from '../lib/route.registry';
import { selectCurrentShop, useSession } from '../lib/session.store';
import { isLoggedInToken } from '../lib/session.token';
import { useStartupReads } from '../lib/startup.reads';
import { storage } from '../lib/storage.keys';
import { FreePlanDialog } from './app.free-plan-dialog';
import { decideGuard, freePlanFallback } from './app.guard';
import { AppHeader } from './app.header';
import { InnerPasswordDialog } from './app.inner-password-dialog';
import { LeftMenu } from './app.left-menu';
import { applyDayjsLocale } from './app.locale';
import { AppReceiptDialog } from './app.receipt-dialog';
import { RenewalDrawer } from './app.renewal-drawer';
import { SubMenuTabs } from './app.sub-menu-tabs';

/**
 * The /frame shell: header, left menu, renewal drawer, dialogs and the SPEC §6 route guard. After login it loads
 * what SPEC §7 'Startup after login' lists among the calls that exist today: the menus, shop/query (shopDetail) and
 * the shared reads of lib/startup.reads.ts (settings, project types, business hours, technician and billing lists).
 */
export function FrameLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;
  const route = findRoute(path);
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const shop = useSession(selectCurrentShop);
  const setUserMenus = useSession((state) => state.setUserMenus);
  const setShopDetail = useSession((state) => state.setShopDetail);
  const setActiveMenu = useSession((state) => state.setActiveMenu);
  const isLoggedIn = isLoggedInToken(token);
  const width = useWindowWidth();

  useEffect(() => {
    void applyDayjsLocale(currentLanguage());
  }, []);

  const menusQuery = useUserMenus(user?.id, isLoggedIn);
  const shopQuery = useShopQuery(isLoggedIn);
  useStartupReads(isLoggedIn);
  // One live stream while a session exists (it stops on logout): other devices' changes refresh this screen.
  useLiveSync();
  useEffect(() => {
    if (menusQuery.data) setUserMenus(menusQuery.data);
  }, [menusQuery.data, setUserMenus]);
  useEffect(() => {
    if (shopQuery.data) setShopDetail(shopQuery.data);
  }, [shopQuery.data, setShopDetail]);

  const areMenusSettled = !isLoggedIn || menusQuery.isSuccess || menusQuery.isError;
  const previousRouteRef = useRef<TRouteMeta | undefined>(undefined);
  const previousPathRef = useRef<string | null>(null);
  const [allowedPath, setAllowedPath] = useState<string | null>(null);
  const [innerPasswordPath, setInnerPasswordPath] = useState<string | null>(null);
  const [isFreeBlocked, setFreeBlocked] = useState(false);
  // ADR 029: a protected screen loaded afresh asks the server whether the elevation still holds.
  const [elevationCheckPath, setElevationCheckPath] = useState<string | null>(null);
  const elevationQuery = useInsideElevation(elevationCheckPath !== null && elevationCheckPath === path);
  const isElevationValid =
    elevationCheckPath !== path
      ? undefined
      : elevationQuery.isSuccess
        ? elevationQuery.data.isElevated
        : elevationQuery.isError
          ? false
          : undefined;
  const [guardRun, setGuardRun] = useState(0);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const userMenus = menusQuery.data ?? null;
  const accountType = user?.accountType;
  const goodsType = shop?.goodsType;

  // guardRun re-runs the decision after the internal password was accepted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: guardRun is a deliberate trigger
  useEffect(() => {
    if (!areMenusSettled) return;
    const decision = decideGuard({
      path,
      route,
      isLoggedIn,
      userMenus,
      accountType,
      goodsType,
      innerLogin: storage.get('innerLogin'),
      previousRoute: previousRouteRef.current,
      isElevationValid,
    });
    if (decision.kind === 'allow') {
      if (decision.isInnerLoginConsumed) storage.set('innerLogin', 'reset');
      previousRouteRef.current = route;
      previousPathRef.current = path;
      setInnerPasswordPath(null);
      setActiveMenu(path);
      setAllowedPath(path);
    } else if (decision.kind === 'redirect') {
      navigate(decision.to, { replace: true });
    } else if (decision.kind === 'checkElevation') {
      setElevationCheckPath(path);
    } else if (decision.kind === 'innerPassword') {
      setInnerPasswordPath(path);
    } else {
      setFreeBlocked(true);
      const back = freePlanFallback(path, { path: previousPathRef.current, route: previousRouteRef.current });
      setActiveMenu(back);
      navigate(back, { replace: true });
    }
  }, [
    path,
    route,
    isLoggedIn,
    userMenus,
    accountType,
    goodsType,
    areMenusSettled,
    isElevationValid,
    guardRun,
    navigate,
    setActiveMenu,
  ]);

  const handleInnerPasswordCancel = () => {
    setInnerPasswordPath(null);
    navigate(previousPathRef.current ?? DEFAULT_ROUTE, { replace: true });
  };

  // SPEC §2.3: the whole header is hidden on home routes when the window is wider than 1000 px.
  const isHeaderHidden = path.includes('home') && width > HEADER_HIDE_ON_HOME_MIN_WIDTH;

  return (
    <AntApp component={false}>
      <div className="frame-shell">
        {isHeaderHidden ? null : (
          <AppHeader path={path} titleKey={route?.titleKey ?? 'route.home'} onOpenMenu={() => setMenuOpen(true)} />
        )}
        <main className="frame-main">
          {allowedPath === path ? (
            <>
              <SubMenuTabs path={path} />
              {GUIDE_PATHS.includes(path) ? <NewUserGuide path={path} /> : null}
              <Outlet />
            </>
          ) : (
            <PageSpinner />
          )}
        </main>
        <LeftMenu isOpen={isMenuOpen} onClose={() => setMenuOpen(false)} />
        {isLoggedIn ? <RenewalDrawer path={path} /> : null}
        {innerPasswordPath === path ? (
          <InnerPasswordDialog onSuccess={() => setGuardRun((run) => run + 1)} onCancel={handleInnerPasswordCancel} />
        ) : null}
        <FreePlanDialog isOpen={isFreeBlocked} onClose={() => setFreeBlocked(false)} />
        {isLoggedIn ? <AppReceiptDialog /> : null}
      </div>
    </AntApp>
  );
}
