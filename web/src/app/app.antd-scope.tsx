import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import message from 'antd/es/message';
import { type ReactNode, useMemo } from 'react';
import { Outlet } from 'react-router';
import { useAntdFontPx } from '../features/settings/ui-style.store';
import { currentLanguage } from '../lib/i18n.setup';
import { setNotifier } from '../lib/notify.bridge';
import { loadUiLocale } from './app.locale';

/**
 * Primary #1565c0 on white is 5.75:1, so primary buttons and links pass WCAG AA (antd's default is 4.1:1). Error
 * #c62828 is 5.6:1 on white and 5.2:1 on the page background, for form errors, danger buttons and the logout entry
 * (antd's default #ff4d4f is 3.3:1 and 3.0:1).
 */
/**
 * WCAG AA contrast (4.5:1) for every text antd draws, set once here rather than per screen (issue 22): the secondary
 * and placeholder greys, the hover shades, the success and warning colours, and the text shade (7) of the preset tag
 * colours the app uses, which antd draws on their lightest tint (gold 2.8:1, green and orange 3.4:1, success 2.2:1 by
 * default). e2e/accessibility.spec.ts runs axe on every screen.
 */
const THEME = {
  token: {
    colorPrimary: '#1565c0',
    colorLink: '#1565c0',
    colorError: '#c62828',
    // Hover and pressed states are text too (an outlined button's label, a link under the pointer): darker, not
    // antd's lighter shade (4.0:1).
    colorPrimaryHover: '#0d47a1',
    colorLinkHover: '#0d47a1',
    // antd derives the status backgrounds from the status colour; for these darker ones that tint comes out grey
    // (#b3bdb1 behind green), so the tints are set too.
    colorSuccess: '#2e7d32',
    colorSuccessBg: '#edf7ed',
    colorSuccessBorder: '#b7dfb9',
    colorWarning: '#8c5000',
    colorWarningBg: '#fff4e5',
    colorWarningBorder: '#ffd591',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Both spellings: antd names each shade twice (gold7 and 'gold-7'), and both become the CSS variable --ant-gold-7.
    gold7: '#874d00',
    'gold-7': '#874d00',
    green7: '#237804',
    'green-7': '#237804',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    borderRadius: 8,
  },
};
/**
 * A plain loading icon in buttons instead of antd's animated one: after a quick request that one's leave motion often
 * never ends, leaving an invisible icon named 'loading' in the button's accessible name ('loading Send code').
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

let antdLocale: Locale | undefined;

/**
 * Where antd is used: its theme, locale and the account's font size (SPEC §2.16). The landing and login pages render
 * outside it and load no antd at all (ADR 024); the frame and the other public pages render inside it.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const fontSize = useAntdFontPx();
  const theme = useMemo(() => ({ token: { ...THEME.token, fontSize } }), [fontSize]);
  return (
    <ConfigProvider locale={antdLocale} theme={theme} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Loads antd's locale for the reader's language; every antd page or island awaits it before its first render. The
 * first time, it also hands antd's message to the rpc client and the pages (lib/notify.bridge): the static API,
 * themed through the same scope, whose toasts live outside the page tree, so 'Login successful' sent by a page stays
 * on screen while the next page (in another scope) loads.
 */
export async function prepareAntdScope(): Promise<void> {
  if (antdLocale) return;
  antdLocale = await loadUiLocale(currentLanguage());
  ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });
  setNotifier({ success: (text) => void message.success(text), error: (text) => void message.error(text) });
}

/** The router's pathless layout around every page that uses antd. */
export function AntdLayout() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}
