import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import AntApp from 'antd/es/app';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import Popover from 'antd/es/popover';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { daysLeft, hasExpiry, headerExpiryLevel } from '../../../contract/expiry';
import { useLogout } from '../features/auth/api';
import { useInventoryAlertPoll } from '../features/inventory/use-inventory-alert-poll';
import { useBranchShopList } from '../features/shop/api';
import { useSwitchShop } from '../features/shop/use-switch-shop';
import { expireDateText } from '../lib/date.format';
import { chooseLanguage, currentLanguage, LANGUAGE_OPTIONS } from '../lib/i18n.setup';
import { SYSTEM_SETTINGS_PATH, useIsPathOpen } from '../lib/route.access';
import { isRouteAvailable, resolveAlias } from '../lib/route.registry';
import { selectCurrentShop, useSession } from '../lib/session.store';
import { isLoggedInToken } from '../lib/session.token';
import { storage } from '../lib/storage.keys';
import { backTarget, isBackHidden } from './app.back-target';
import { GlobalSearch } from './app.global-search';

const AccountSettingsDialog = lazy(() =>
  import('../features/settings/components/account-settings-dialog').then((module) => ({
    default: module.AccountSettingsDialog,
  })),
);

const EXPIRY_TAG_COLORS = { normal: 'blue', warning: 'warning', danger: 'error', expired: 'error' } as const;

function useFullscreen() {
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const handleChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.();
  };
  return { isFullscreen, isSupported: Boolean(document.fullscreenEnabled), toggle };
}

/** SPEC §2.3: the app header. */
export function AppHeader({ path, titleKey, onOpenMenu }: { path: string; titleKey: string; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = AntApp.useApp();
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const shop = useSession(selectCurrentShop);
  const mainToken = useSession((state) => state.mainToken);
  const branchShops = useSession((state) => state.branchShops);
  const setBranchShops = useSession((state) => state.setBranchShops);
  const hasInventoryAlert = useSession((state) => state.hasInventoryAlert);
  const isPhone = useSession((state) => state.phoneDevice);
  const signOut = useSession((state) => state.signOut);
  const isLoggedIn = isLoggedInToken(token);
  const fullscreen = useFullscreen();
  const logout = useLogout();
  const handleSwitch = useSwitchShop();
  const isPathOpen = useIsPathOpen();
  const [isAccountDialogOpen, setAccountDialogOpen] = useState(false);
  // SPEC §7: the bell's dot, read at load, every 120 s and on a live inventory event.
  useInventoryAlertPoll(isLoggedIn);

  // SPEC §4: shop switching for a main account or while a mainToken exists; the list is fetched only when uncached.
  const canSwitch = isLoggedIn && (user?.accountType === 1 || Boolean(mainToken));
  const branchQuery = useBranchShopList(canSwitch && !branchShops, mainToken ?? token);
  useEffect(() => {
    if (branchQuery.data) setBranchShops(branchQuery.data);
  }, [branchQuery.data, setBranchShops]);

  const showExpiry = isLoggedIn && shop !== null && hasExpiry(shop.expireTime, shop.goodsType);
  const expiryLevel = showExpiry && shop?.expireTime ? headerExpiryLevel(daysLeft(shop.expireTime, Date.now())) : null;
  const canRenew = isRouteAvailable('/frame/payDetail');
  const notificationTarget = '/frame/inventoryAlert';
  const canOpenNotifications = isRouteAvailable(notificationTarget);

  const handleBack = () => navigate(resolveAlias(backTarget(path, storage.get('routerFrom'))));

  const handleLogout = () => {
    modal.confirm({
      title: t('header.confirmLogout'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await logout.mutateAsync();
        } catch {
          // The local session ends anyway; the server session expires on its own.
        }
        signOut();
        navigate('/login');
      },
    });
  };

  const shopItems: MenuProps['items'] = canSwitch
    ? (branchShops ?? []).map((branch) => ({
        key: `shop-${branch.id}`,
        label:
          branch.shopName + (branch.shopHeadquarter === 0 ? t('header.headquartersSuffix') : t('header.branchSuffix')),
        disabled: branch.id === shop?.id,
        onClick: () => handleSwitch(branch),
      }))
    : [];
  const userItems: MenuProps['items'] = [
    ...(shopItems ?? []),
    ...(shopItems && shopItems.length > 0 ? [{ type: 'divider' as const }] : []),
    ...(isRouteAvailable('/frame/settings')
      ? [{ key: 'settings', label: t('header.systemSettings'), onClick: () => navigate(SYSTEM_SETTINGS_PATH) }]
      : []),
    // Staff whose menus do not open the settings page still change their own password and font size here.
    ...(isRouteAvailable('/frame/settings') && !isPathOpen('/frame/settings')
      ? [{ key: 'account', label: t('header.myAccount'), onClick: () => setAccountDialogOpen(true) }]
      : []),
    ...(isRouteAvailable('/shopInfo')
      ? [{ key: 'shopInfo', label: t('header.shopInfo'), onClick: () => navigate('/shopInfo') }]
      : []),
    { key: 'logout', label: t('header.logout'), danger: true, onClick: handleLogout },
  ];

  const language = currentLanguage();
  // The button's name starts with what it shows, the current language ('English, language'; WCAG 2.5.3).
  const languageName = LANGUAGE_OPTIONS.find((option) => option.value === language)?.label ?? '';
  const languageItems: MenuProps['items'] = LANGUAGE_OPTIONS.map((option) => ({
    key: option.value,
    label: option.label,
    onClick: () => option.value !== language && chooseLanguage(option.value),
  }));

  const userLabel = user ? (isPhone ? user.account : `${user.account} (${shop?.shopName ?? user.shopName})`) : '';
  const expiryText = t('header.expire', { date: expireDateText(shop?.expireTime, language) });

  const expiryTag =
    showExpiry && expiryLevel ? (
      canRenew ? (
        <Tag
          color={EXPIRY_TAG_COLORS[expiryLevel]}
          className="expiry-tag expiry-tag--link"
          role="link"
          tabIndex={0}
          onClick={() => navigate('/frame/payDetail')}
          onKeyDown={(event) => event.key === 'Enter' && navigate('/frame/payDetail')}
        >
          {expiryText}
        </Tag>
      ) : (
        <Tag color={EXPIRY_TAG_COLORS[expiryLevel]} className="expiry-tag">
          {expiryText}
        </Tag>
      )
    ) : null;

  const bell = isLoggedIn ? (
    <Popover
      title={t('header.notificationCenter')}
      content={hasInventoryAlert ? t('header.inventoryAlert') : t('header.noNotifications')}
      trigger={isPhone ? 'click' : 'hover'}
    >
      <Badge dot={hasInventoryAlert} offset={[-6, 6]}>
        <Button
          type="text"
          aria-label={t('header.notificationCenter')}
          icon={<BellOutlined />}
          onClick={() => canOpenNotifications && navigate(notificationTarget)}
        />
      </Badge>
    </Popover>
  ) : null;

  const userMenu = isLoggedIn ? (
    <Dropdown menu={{ items: userItems }} trigger={['click']}>
      <Button
        type="text"
        icon={isPhone ? undefined : <UserOutlined />}
        aria-label={t('header.userMenuOf', { name: userLabel })}
      >
        <span className="app-header__user">{userLabel}</span>
        {isPhone ? null : <DownOutlined />}
      </Button>
    </Dropdown>
  ) : (
    <Link to="/login" className="public-bar__cta">
      {t('header.login')}
    </Link>
  );

  const fullscreenLabel = fullscreen.isFullscreen ? t('header.quitFullScreen') : t('header.fullScreen');

  return (
    <header className="app-header">
      <div className="app-header__left">
        <Button type="text" icon={<MenuOutlined />} aria-label={t('header.openMenu')} onClick={onOpenMenu} />
        {isBackHidden(path) ? null : (
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('header.back')} onClick={handleBack} />
        )}
        <div className="app-header__titles">
          <h1 className="app-header__title">{t(titleKey)}</h1>
          {expiryTag}
        </div>
      </div>
      <div className="app-header__right">
        {isLoggedIn ? <GlobalSearch /> : null}
        {isPhone ? (
          <>
            {bell}
            {userMenu}
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'refresh', label: t('header.refresh'), onClick: () => window.location.reload() },
                  { key: 'language', label: t('header.language'), children: languageItems },
                  ...(fullscreen.isSupported
                    ? [{ key: 'fullscreen', label: fullscreenLabel, onClick: fullscreen.toggle }]
                    : []),
                ],
                selectedKeys: [language],
              }}
            >
              <Button type="text" icon={<MoreOutlined />} aria-label={t('header.more')} />
            </Dropdown>
          </>
        ) : (
          <>
            <Tooltip title={t('header.refresh')}>
              <Button
                type="text"
                icon={<ReloadOutlined />}
                aria-label={t('header.refresh')}
                onClick={() => window.location.reload()}
              />
            </Tooltip>
            {bell}
            {userMenu}
            <Dropdown menu={{ items: languageItems, selectedKeys: [language] }} trigger={['click']}>
              <Button type="text" icon={<GlobalOutlined />} aria-label={t('header.languageOf', { name: languageName })}>
                {languageName}
              </Button>
            </Dropdown>
            {fullscreen.isSupported ? (
              <Tooltip title={fullscreenLabel}>
                <Button
                  type="text"
                  aria-label={fullscreenLabel}
                  icon={fullscreen.isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                  onClick={fullscreen.toggle}
                />
              </Tooltip>
            ) : null}
          </>
        )}
      </div>
      {isAccountDialogOpen ? (
        <Suspense fallback={null}>
          <AccountSettingsDialog isOpen onClose={() => setAccountDialogOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
