import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expireDateText } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { selectCurrentShop, type TBranchShop, useSession } from '../../../lib/session.store';
import { useChainShopList, useDeleteBranchShop } from '../api';
import { BackupsPanel } from '../components/backups-panel';
import { BranchFormDialog } from '../components/branch-form-dialog';
import { canManageBranches, chainInOrder, planSummary, STATUS_TAG_COLORS } from '../shop.form';
import { useSwitchShop } from '../use-switch-shop';
import '../shop.css';

type TDialog = { branch: TBranchShop | null } | null;

/**
 * Branch management (SPEC §2.17): the chain's shops, headquarters first; the headquarters manager adds, edits and
 * deletes branches (ADR 017), and anyone who may switch shops switches here as in the header (SPEC §4).
 */
export function ChainShopManagePage() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const mainToken = useSession((state) => state.mainToken);
  const shop = useSession(selectCurrentShop);
  const setBranchShops = useSession((state) => state.setBranchShops);
  const listQuery = useChainShopList(mainToken ?? token);
  const deleteBranch = useDeleteBranchShop();
  const handleSwitch = useSwitchShop();
  const [dialog, setDialog] = useState<TDialog>(null);
  const canManage = canManageBranches({
    accountType: user?.accountType,
    shopHeadquarter: shop?.shopHeadquarter,
    mainToken,
  });
  const shops = chainInOrder(listQuery.data ?? []);
  const now = Date.now();

  // The header's switch menu reads the session's cached list: keep it as fresh as this page's.
  useEffect(() => {
    if (listQuery.data) setBranchShops(listQuery.data);
  }, [listQuery.data, setBranchShops]);

  const handleDelete = (branch: TBranchShop) => {
    modal.confirm({
      title: t('shop.branch.deleteTitle'),
      content: t('shop.branch.deleteConfirm', { name: branch.shopName }),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteBranch.mutateAsync({ id: branch.id }).catch(() => undefined),
    });
  };

  const isCurrent = (branch: TBranchShop) => branch.id === shop?.id;
  const isHeadquarters = (branch: TBranchShop) => branch.shopHeadquarter === 0;

  const nameOf = (branch: TBranchShop) => (
    <span className="branch-name">
      <strong>{branch.shopName}</strong>
      {isHeadquarters(branch) ? <Tag color="gold">{t('shop.branch.headquarters')}</Tag> : null}
      {isCurrent(branch) ? <Tag color="blue">{t('shop.branch.current')}</Tag> : null}
    </span>
  );

  const planOf = (branch: TBranchShop) => {
    const plan = planSummary(branch, now);
    return (
      <span className="branch-plan">
        <Tag color={STATUS_TAG_COLORS[plan.status]}>{t(`shop.status.${plan.status}`)}</Tag>
        <span>{t(`plan.${branch.goodsType}`)}</span>
        <span className="branch-muted">
          {plan.date
            ? t('shop.branch.validUntil', { date: expireDateText(plan.date, currentLanguage()) })
            : t('shop.info.noExpiry')}
        </span>
      </span>
    );
  };

  const actions = (branch: TBranchShop) => (
    <span className="branch-actions">
      {canManage && !isCurrent(branch) ? (
        <Button
          size="small"
          icon={<SwapOutlined aria-hidden />}
          aria-label={t('shop.branch.switchNamed', { name: branch.shopName })}
          onClick={() => handleSwitch(branch)}
        >
          {t('shop.branch.switch')}
        </Button>
      ) : null}
      {canManage ? (
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('shop.branch.editNamed', { name: branch.shopName })}
          onClick={() => setDialog({ branch })}
        >
          {t('shop.branch.edit')}
        </Button>
      ) : null}
      {/* The headquarters is never deleted, nor the shop being operated (its session would end with it). */}
      {canManage && !isHeadquarters(branch) && !isCurrent(branch) ? (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('shop.branch.deleteNamed', { name: branch.shopName })}
          onClick={() => handleDelete(branch)}
        >
          {t('shop.branch.delete')}
        </Button>
      ) : null}
    </span>
  );

  const columns: ColumnsType<TBranchShop> = [
    { key: 'shopName', title: t('shop.branch.shopName'), width: 220, render: (_, branch) => nameOf(branch) },
    { key: 'address', dataIndex: 'address', title: t('shop.branch.address'), ellipsis: true },
    { key: 'phone', dataIndex: 'customPhone', title: t('shop.branch.phone'), width: 130 },
    { key: 'manager', dataIndex: 'accountName', title: t('shop.branch.manager'), width: 140, ellipsis: true },
    { key: 'account', dataIndex: 'account', title: t('shop.branch.account'), width: 150, ellipsis: true },
    { key: 'plan', title: t('shop.branch.plan'), width: 180, render: (_, branch) => planOf(branch) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('shop.branch.actions'),
            width: 280,
            render: (_: unknown, b: TBranchShop) => actions(b),
          },
        ]
      : []),
  ];

  return (
    <div className="branch-page">
      {canManage ? (
        <div className="branch-toolbar">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ branch: null })}>
            {t('shop.branch.add')}
          </Button>
          {listQuery.data ? (
            <span className="branch-muted">{t('shop.branch.count', { count: shops.length })}</span>
          ) : null}
        </div>
      ) : (
        <Alert type="info" showIcon title={t('shop.branch.readOnly')} />
      )}
      <ResponsivePagedList<TBranchShop>
        rows={shops}
        rowKey="id"
        columns={columns}
        renderCard={(branch) => (
          <li className="branch-card">
            <div className="branch-card__head">{nameOf(branch)}</div>
            <dl className="branch-card__facts">
              <dt>{t('shop.branch.address')}</dt>
              <dd>{branch.address || '—'}</dd>
              <dt>{t('shop.branch.phone')}</dt>
              <dd>{branch.customPhone || '—'}</dd>
              <dt>{t('shop.branch.manager')}</dt>
              <dd>{branch.accountName || '—'}</dd>
              <dt>{t('shop.branch.account')}</dt>
              <dd>{branch.account || '—'}</dd>
              <dt>{t('shop.branch.plan')}</dt>
              <dd>{planOf(branch)}</dd>
            </dl>
            {canManage ? <div className="branch-card__actions">{actions(branch)}</div> : null}
          </li>
        )}
        query={listQuery}
        isBusy={deleteBranch.isPending}
        emptyText={t('shop.branch.empty')}
        errorText={t('shop.branch.loadFailed')}
        table={{ size: 'large', tableLayout: 'fixed', scroll: { x: 1100, y: 750 } }}
      />
      {canManage ? <BackupsPanel /> : null}
      {dialog ? <BranchFormDialog branch={dialog.branch} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
