import { useEffect } from 'react';
import type { z } from 'zod';
import { create } from 'zustand';
import type { FONT_SIZES, ZUiStyle } from '../../../../contract/staff';
import { rpc } from '../../lib/rpc.client';
import { useSession } from '../../lib/session.store';
import { isLoggedInToken } from '../../lib/session.token';

export type TFontSize = (typeof FONT_SIZES)[number];

/** antd's base font size (theme token fontSize) per choice; antd's own default is 14. */
const ANTD_FONT_PX: Record<TFontSize, number> = { small: 12, default: 14, large: 16 };
/** The document's root font size, which the shell's rem-sized texts follow. */
const ROOT_FONT_PX: Record<TFontSize, number> = { small: 14, default: 16, large: 18 };

type TUiStyleState = { fontSize: TFontSize; setFontSize: (fontSize: TFontSize) => void };

/** The logged-in account's UI style (SPEC §2.16, ADR 009: kept per account on the server). */
export const useUiStyle = create<TUiStyleState>()((set) => ({
  fontSize: 'default',
  setFontSize: (fontSize) => set({ fontSize }),
}));

/** Type-only imports keep zod out of the login page's bundle; the size tables list every size. */
const isFontSize = (value: unknown): value is TFontSize =>
  typeof value === 'string' && Object.hasOwn(ANTD_FONT_PX, value);

/**
 * The account's font size for the whole app. Reads setup/uiStyle/queryList whenever
 * the session changes (login, shop switch) and sets the document's root font size to match. It runs above the query
 * client, so it calls the rpc client directly.
 */
export function useUiFontSize(): void {
  const token = useSession((state) => state.token);
  const fontSize = useUiStyle((state) => state.fontSize);
  const setFontSize = useUiStyle((state) => state.setFontSize);

  useEffect(() => {
    if (!isLoggedInToken(token)) {
      setFontSize('default');
      return;
    }
    let isCurrent = true;
    rpc<z.infer<typeof ZUiStyle> | null>('setup/uiStyle/queryList', {}, { isRead: true, isErrorSilent: true })
      .then((style) => {
        const size = style?.fontSize;
        if (isCurrent) setFontSize(isFontSize(size) ? size : 'default');
      })
      .catch(() => {
        // Unreadable style: the default size keeps the app usable; the settings page shows the error on saving.
      });
    return () => {
      isCurrent = false;
    };
  }, [token, setFontSize]);

  useEffect(() => {
    document.documentElement.style.fontSize = `${ROOT_FONT_PX[fontSize]}px`;
  }, [fontSize]);
}

/** The account's font size as antd's base font size in px (the theme token of app/app.antd-scope). */
export function useAntdFontPx(): number {
  return ANTD_FONT_PX[useUiStyle((state) => state.fontSize)];
}
