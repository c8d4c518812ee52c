import { Outlet } from 'react-router';
import { CookieBanner } from './app.cookie-banner';
import { RouteProgress } from './app.route-progress';
import { VersionWatcher } from './app.version-watcher';

export function RootLayout() {
  return (
    <>
      <RouteProgress />
      <Outlet />
      <CookieBanner />
      <VersionWatcher />
    </>
  );
}
