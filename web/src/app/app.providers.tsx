import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import message from 'antd/es/message';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { useUiFontSize } from '../features/settings/ui-style.store';
import { isPhoneWidth } from '../lib/device.detect';
import { setNotifier } from '../lib/notify.bridge';
import { useSession } from '../lib/session.store';
import { router } from './app.router';

/**
 * Primary #1565c0 on white is 5.75:1, so primary buttons and links pass WCAG AA (antd's default is 4.1:1). Error
 * #c62828 is 5.6:1 on white and 5.2:1 on the page background, for form errors, danger buttons and the logout entry
 * (antd's default #ff4d4f is 3.3:1 and 3.0:1).
 */
const THEME = { token: { colorPrimary: '#1565c0', colorLink: '#1565c0', colorError: '#c62828', borderRadius: 8 } };
/**
 * A plain loading icon in buttons instead of antd's animated one: after a quick request that one's leave motion often
 * never ends, leaving an invisible icon named 'loading' in the button's accessible name ('loading Send code').
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/**
 * Hands antd's context-aware message API to the rpc client and the pages (lib/notify.bridge), keeps phoneDevice and
 * the document title current. antd's App (modal hooks) is mounted by the frame layout only, so the public pages stay
 * light.
 */
function AppEffects() {
  const [messageApi, messageHolder] = message.useMessage();
  const { t } = useTranslation();
  const setPhoneDevice = useSession((state) => state.setPhoneDevice);

  useEffect(() => {
    setNotifier({ success: (text) => void messageApi.success(text), error: (text) => void messageApi.error(text) });
    return () => setNotifier(null);
  }, [messageApi]);

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

  return messageHolder;
}

export function AppProviders({ antdLocale }: { antdLocale: Locale }) {
  // SPEC §2.16: the account's UI font size, app-wide.
  const fontSize = useUiFontSize();
  const theme = useMemo(() => ({ token: { ...THEME.token, fontSize } }), [fontSize]);
  return (
    <ConfigProvider locale={antdLocale} theme={theme} button={BUTTON_CONFIG}>
      <AppEffects />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
