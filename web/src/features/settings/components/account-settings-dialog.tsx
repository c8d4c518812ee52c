import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFeatureCatalog } from '../../../lib/i18n.setup';
import { settingsCatalog } from '../settings.catalog';
import { AccountSettings } from './account-settings';

/**
 * The account's own settings as a dialog, opened from the header by staff whose menus do not open /frame/settings:
 * everyone with a login may change their own password and font size. Loads this feature's texts first.
 */
export function AccountSettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [isCatalogReady, setCatalogReady] = useState(false);
  useEffect(() => {
    if (!isOpen || isCatalogReady) return;
    let isCurrent = true;
    void loadFeatureCatalog(settingsCatalog).then(() => {
      if (isCurrent) setCatalogReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isOpen, isCatalogReady]);

  return (
    <Modal
      open={isOpen}
      onCancel={onClose}
      footer={null}
      title={isCatalogReady ? t('settings.account.title') : null}
      width={560}
      destroyOnHidden
    >
      {isCatalogReady ? <AccountSettings isCompact /> : <Skeleton active />}
    </Modal>
  );
}
