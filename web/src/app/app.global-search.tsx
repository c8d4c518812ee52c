import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchCatalog } from '../features/search/search.catalog';
import { shortcutOf, type TShortcut } from '../features/search/search.rules';
import { loadFeatureCatalog } from '../lib/i18n.setup';
import { useIsPathOpen } from '../lib/route.access';
import { selectCurrentShop, useSession } from '../lib/session.store';
import { shopToday } from '../lib/shop-today';

const GlobalSearchDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/search/components/global-search-dialog'),
    loadFeatureCatalog(searchCatalog),
  ]);
  return { default: module.GlobalSearchDialog };
});
const ShortcutsDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/search/components/shortcuts-dialog'),
    loadFeatureCatalog(searchCatalog),
  ]);
  return { default: module.ShortcutsDialog };
});

const BOARD = '/frame/appointNew';
/** The search field of the list the page shows, for '/'. */
const LIST_SEARCH = 'main input[type="search"], main .ant-input-search input, main input[data-list-search]';

/** A dialog or a drawer is open: the one-key shortcuts wait. */
const isDialogOpen = () =>
  Boolean(document.querySelector('.ant-modal-wrap:not([style*="display: none"]), .ant-drawer-open'));

/**
 * The header's search button with Ctrl-K (⌘K), and the keyboard shortcuts of the frame (issue 22): n new appointment,
 * t today's board, / the page's list search, ? the list of shortcuts (← → change the day on the board itself). The
 * dialogs and their texts load on first use.
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPathOpen = useIsPathOpen();
  const shop = useSession(selectCurrentShop);
  const [dialog, setDialog] = useState<'search' | 'shortcuts' | null>(null);

  const run = (shortcut: TShortcut): boolean => {
    const board = `${BOARD}/${shopToday(shop?.timeZone)}`;
    switch (shortcut) {
      case 'search':
        setDialog('search');
        return true;
      case 'help':
        setDialog('shortcuts');
        return true;
      case 'newAppointment':
        if (!isPathOpen(board)) return false;
        navigate(`${board}?new=1`);
        return true;
      case 'today':
        if (!isPathOpen(board)) return false;
        navigate(board);
        return true;
      case 'focusListSearch': {
        const field = document.querySelector<HTMLInputElement>(LIST_SEARCH);
        field?.focus();
        return Boolean(field);
      }
    }
  };
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event, isDialogOpen());
      if (shortcut && runRef.current(shortcut)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Tooltip title={t('header.searchHint')}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label={t('header.search')}
          aria-keyshortcuts="Control+K"
          onClick={() => setDialog('search')}
        />
      </Tooltip>
      <Suspense fallback={null}>
        {dialog === 'search' ? <GlobalSearchDialog onClose={() => setDialog(null)} /> : null}
        {dialog === 'shortcuts' ? <ShortcutsDialog onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}
