import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBackup } from '../../../../../contract/backups';
import { InnerPasswordDialog } from '../../../app/app.inner-password-dialog';
import { formatShopTime } from '../../../lib/date.format';
import { downloadUrl } from '../../../lib/file-download';
import { currentLanguage } from '../../../lib/i18n.setup';
import { RpcError } from '../../../lib/rpc.client';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { useBackupList, useCreateBackupDownload } from '../api';

const STATUS_COLORS = { verified: 'success', failed: 'error', running: 'processing' } as const;

/** A size as people read it: KB under a megabyte, MB with one decimal above. */
export const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The installation's backups in branch management (issue 23, ADR 031), for the headquarters owner where the
 * database holds one chain: the kept backups (time, size, checked or not) and the download of the newest checked
 * one; where it holds several, the download of the chain's own data instead. Both behind the internal password,
 * with the warning that the file holds every customer's data.
 */
export function BackupsPanel() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const shop = useSession(selectCurrentShop);
  const listQuery = useBackupList(true);
  const createDownload = useCreateBackupDownload();
  const [isAskingPassword, setIsAskingPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const data = listQuery.data;
  if (!data) return null;
  const newestVerified = data.list.find((backup) => backup.status === 'verified');

  const handleDownload = () => {
    setFailure(null);
    createDownload.mutate(undefined, {
      onSuccess: (link) => downloadUrl(link.fileName, link.url),
      onError: (error) => {
        if (error instanceof RpcError && error.errorKey === 'INSIDE_PASSWORD_REQUIRED') setIsAskingPassword(true);
        else setFailure(error.message);
      },
    });
  };

  const row = (backup: TBackup) => (
    <li key={backup.id} className="backup-row">
      <span className="backup-row__time">{formatShopTime(backup.createTime, language, shop?.timeZone)}</span>
      <span className="backup-row__reason">{t(`shop.backup.reason.${backup.reason}`)}</span>
      <span className="backup-row__size">{backup.status === 'running' ? '—' : sizeText(backup.bytes)}</span>
      <Tag color={STATUS_COLORS[backup.status]}>{t(`shop.backup.status.${backup.status}`)}</Tag>
    </li>
  );

  const passwordDialog = isAskingPassword ? (
    <InnerPasswordDialog
      onSuccess={() => {
        setIsAskingPassword(false);
        handleDownload();
      }}
      onCancel={() => setIsAskingPassword(false)}
    />
  ) : null;
  const downloadButton = (label: string, isDisabled: boolean) => (
    <div>
      <Button
        type="primary"
        icon={<CloudDownloadOutlined aria-hidden />}
        disabled={isDisabled}
        loading={createDownload.isPending}
        onClick={handleDownload}
      >
        {label}
      </Button>
    </div>
  );
  const heading = (title: string, intro: string) => (
    <>
      <h2 id="backup-title" className="backup-panel__title">
        {title}
      </h2>
      <p className="branch-muted">{intro}</p>
    </>
  );
  const warnings = (
    <>
      <Alert type="warning" showIcon title={t('shop.backup.privacy')} />
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
    </>
  );

  // An installation of several chains: its backups are its operator's; the owner takes the chain's own data.
  if (!data.offered) {
    return (
      <section className="backup-panel" aria-labelledby="backup-title">
        {heading(t('shop.backup.chainTitle'), t('shop.backup.chainIntro'))}
        {warnings}
        {downloadButton(t('shop.backup.chainDownload'), false)}
        {passwordDialog}
      </section>
    );
  }

  return (
    <section className="backup-panel" aria-labelledby="backup-title">
      {heading(t('shop.backup.title'), t('shop.backup.intro'))}
      {data.lastFailed ? (
        <Alert
          type="error"
          showIcon
          title={t('shop.backup.failedTitle')}
          description={data.lastFailed.problems.join('; ')}
        />
      ) : null}
      {data.list.length === 0 ? (
        <p className="branch-muted">{t('shop.backup.empty')}</p>
      ) : (
        <ul className="backup-list" aria-label={t('shop.backup.title')}>
          {data.list.slice(0, 10).map(row)}
        </ul>
      )}
      {warnings}
      {downloadButton(t('shop.backup.download'), !newestVerified)}
      {passwordDialog}
    </section>
  );
}
