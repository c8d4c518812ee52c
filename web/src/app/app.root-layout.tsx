import { Outlet } from 'react-router';
import { CookieBanner } from './app.cookie-banner';
import { VersionWatcher } from './app.version-watcher';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieBanner />
      <VersionWatcher />
    </>
  );
}
