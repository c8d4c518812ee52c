import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { useUiFontSize } from '../features/settings/ui-style.store';
import { isPhoneWidth } from '../lib/device.detect';
import { useSession } from '../lib/session.store';
import { router } from './app.router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/**
 * Keeps phoneDevice, the document title and the account's font size current. antd (its theme, locale and toasts) is
 * not here: it wraps only the pages that use it (app/app.antd-scope), so the landing and login pages stay light.
 */
function AppEffects() {
  const { t } = useTranslation();
  const setPhoneDevice = useSession((state) => state.setPhoneDevice);
  // SPEC §2.16: the account's UI font size, app-wide.
  useUiFontSize();

  useEffect(() => {
    const handleResize = () => setPhoneDevice(isPhoneWidth(window.innerWidth));
    handleResize();
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, [setPhoneDevice]);

  useEffect(() => {
    // SPEC §1: the document title is the project name.
    document.title = t('app.title');
  }, [t]);

  return null;
}

export function AppProviders() {
  return (
    <>
      <AppEffects />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </>
  );
}
