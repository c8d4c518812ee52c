import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { useBackupList } from '../api';
import { canManageBranches } from '../shop.form';

/**
 * The dashboard's banner when the installation's newest backup failed its check (ADR 031): for the headquarters
 * owner of a one-chain installation only, leading to the backups in branch management.
 */
export function BackupFailedBanner() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const shop = useSession(selectCurrentShop);
  const mainToken = useSession((state) => state.mainToken);
  const isOwner = canManageBranches({
    accountType: user?.accountType,
    shopHeadquarter: shop?.shopHeadquarter,
    mainToken,
  });
  const failed = useBackupList(isOwner).data?.lastFailed;
  if (!isOwner || !failed) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      title={t('shop.backup.failedTitle')}
      description={
        <>
          {failed.problems.join('; ')} <Link to="/frame/shopManage/chainShopManage">{t('shop.backup.see')}</Link>
        </>
      }
    />
  );
}
