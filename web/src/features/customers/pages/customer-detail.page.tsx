import CrownOutlined from '@ant-design/icons/CrownOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import Rate from 'antd/es/rate';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TCustomerDetail } from '../../../../../contract/customers';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useSession } from '../../../lib/session.store';
import { DEFAULT_ROUTER_FROM, storage } from '../../../lib/storage.keys';
import { useCanRecharge } from '../../../lib/use-can-recharge';
import { useShopMoney } from '../../../lib/use-shop-money';
import {
  useCancelMembership,
  useCustomer,
  useDeleteCustomer,
  useRemoveFromBlacklist,
  useUpgradeToMember,
} from '../api';
import { CustomerBlacklistDialog } from '../components/customer-blacklist-dialog';
import { exportCustomer } from '../components/customer-export';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { CustomerHistoryTabs } from '../components/customer-history-tabs';
import { CustomerRechargeDialog } from '../components/customer-recharge-dialog';
import { CustomerRemarksDialog } from '../components/customer-remarks-dialog';
import { CustomerTags } from '../components/customer-tags';
import { formatDay, formatMoment } from '../customers.format';
import '../customers.css';

type TDialog = 'edit' | 'remarks' | 'recharge' | 'blacklist' | null;
type TAction =
  | 'edit'
  | 'remarks'
  | 'recharge'
  | 'upgrade'
  | 'cancelMembership'
  | 'blacklist'
  | 'unblacklist'
  | 'exportJson'
  | 'exportCsv'
  | 'delete';

const ACTIVITY_COLORS: Record<TCustomerDetail['activityLevel'], string> = {
  new: 'blue',
  active: 'green',
  dormant: 'orange',
  lost: 'default',
};

const orDash = (value: ReactNode) => (value === '' || value === null || value === undefined ? '—' : value);

/** SPEC §2.11 customer detail: personal and spending data, remarks, membership, histories and every action. */
export function CustomerDetailPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const navigate = useNavigate();
  const { modal } = AntApp.useApp();
  const isPhone = useSession((state) => state.phoneDevice);
  const customerId = Number(useParams().customerId);
  const customerQuery = useCustomer(customerId);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [isExporting, setIsExporting] = useState(false);
  const upgrade = useUpgradeToMember();
  const cancelMembership = useCancelMembership();
  const remove = useDeleteCustomer();
  const unblacklist = useRemoveFromBlacklist();
  const canRecharge = useCanRecharge();

  if (!Number.isSafeInteger(customerId) || customerId <= 0) {
    return <Alert type="warning" showIcon title={errorText('TEMP_CUSTOMER_DETAIL', language)} />;
  }
  if (customerQuery.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (customerQuery.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={customerQuery.error.message}
        action={<Button onClick={() => void customerQuery.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const customer = customerQuery.data;
  const isMember = customer.vipFlag !== 0;
  const isBlacklisted = customer.status === 'blacklisted';

  const goBack = () => {
    const from = storage.get('routerFrom');
    navigate(from && from !== 'null' ? from : DEFAULT_ROUTER_FROM, { replace: true });
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t('customers.delete.title'),
      content: t('customers.delete.text', { name: customer.customName }),
      okText: t('customers.action.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync({ id: customer.id })
          .then(goBack)
          .catch(() => undefined),
    });

  const confirmUpgrade = (thenRecharge: boolean) =>
    modal.confirm({
      title: t('customers.upgrade.title'),
      content: thenRecharge
        ? errorText('UPGRADE_BEFORE_RECHARGE', language)
        : t('customers.upgrade.text', { name: customer.customName }),
      okText: t(thenRecharge ? 'customers.upgrade.okThenRecharge' : 'customers.upgrade.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        upgrade
          .mutateAsync({ id: customer.id })
          .then(() => customerQuery.refetch())
          .then(() => {
            if (thenRecharge) setDialog('recharge');
          })
          .catch(() => undefined),
    });

  // SPEC §4, §8: the server refuses a card that still holds money, and its message is toasted.
  const confirmCancelMembership = () =>
    modal.confirm({
      title: t('customers.cancelMembership.title'),
      content: t('customers.cancelMembership.text', { name: customer.customName }),
      okText: t('customers.action.cancelMembership'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => cancelMembership.mutateAsync({ id: customer.id }).catch(() => undefined),
    });

  const confirmUnblacklist = () =>
    modal.confirm({
      title: t('customers.blacklist.removeTitle'),
      content: t('customers.blacklist.removeText', { name: customer.customName }),
      okText: t('customers.action.unblacklist'),
      cancelText: t('common.cancel'),
      onOk: () => unblacklist.mutateAsync({ customerId: customer.id }).catch(() => undefined),
    });

  const handleExport = (format: 'json' | 'csv') => {
    setIsExporting(true);
    exportCustomer(customer, format, t)
      .catch(() => undefined)
      .finally(() => setIsExporting(false));
  };

  const handleAction = (action: TAction) => {
    if (action === 'edit' || action === 'remarks' || action === 'blacklist') setDialog(action);
    else if (action === 'recharge') {
      if (isMember) setDialog('recharge');
      else confirmUpgrade(true);
    } else if (action === 'upgrade') confirmUpgrade(false);
    else if (action === 'cancelMembership') confirmCancelMembership();
    else if (action === 'unblacklist') confirmUnblacklist();
    else if (action === 'exportJson') handleExport('json');
    else if (action === 'exportCsv') handleExport('csv');
    else confirmDelete();
  };

  const secondaryItems: MenuProps['items'] = [
    { key: 'remarks', icon: <FormOutlined aria-hidden />, label: t('customers.action.remarks') },
    isMember
      ? { key: 'cancelMembership', icon: <UndoOutlined aria-hidden />, label: t('customers.action.cancelMembership') }
      : { key: 'upgrade', icon: <CrownOutlined aria-hidden />, label: t('customers.action.upgrade') },
    isBlacklisted
      ? { key: 'unblacklist', icon: <UndoOutlined aria-hidden />, label: t('customers.action.unblacklist') }
      : { key: 'blacklist', icon: <StopOutlined aria-hidden />, label: t('customers.action.blacklist'), danger: true },
    { type: 'divider' },
    { key: 'exportJson', icon: <DownloadOutlined aria-hidden />, label: t('customers.action.exportJson') },
    { key: 'exportCsv', icon: <DownloadOutlined aria-hidden />, label: t('customers.action.exportCsv') },
    { type: 'divider' },
    { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('customers.action.delete'), danger: true },
  ];

  const actions = isPhone ? (
    <div className="customer-actions">
      {canRecharge ? (
        <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => handleAction('recharge')}>
          {t('customers.action.recharge')}
        </Button>
      ) : null}
      <Button icon={<EditOutlined aria-hidden />} onClick={() => handleAction('edit')}>
        {t('customers.action.edit')}
      </Button>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items: secondaryItems, onClick: ({ key }) => handleAction(key as TAction) }}
      >
        <Button icon={<MoreOutlined aria-hidden />} loading={isExporting} aria-label={t('customers.action.more')} />
      </Dropdown>
    </div>
  ) : (
    <div className="customer-actions">
      {canRecharge ? (
        <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => handleAction('recharge')}>
          {t('customers.action.recharge')}
        </Button>
      ) : null}
      <Button icon={<EditOutlined aria-hidden />} onClick={() => handleAction('edit')}>
        {t('customers.action.edit')}
      </Button>
      <Button icon={<FormOutlined aria-hidden />} onClick={() => handleAction('remarks')}>
        {t('customers.action.remarks')}
      </Button>
      {isMember ? (
        <Button icon={<UndoOutlined aria-hidden />} onClick={() => handleAction('cancelMembership')}>
          {t('customers.action.cancelMembership')}
        </Button>
      ) : (
        <Button icon={<CrownOutlined aria-hidden />} onClick={() => handleAction('upgrade')}>
          {t('customers.action.upgrade')}
        </Button>
      )}
      {isBlacklisted ? (
        <Button icon={<UndoOutlined aria-hidden />} onClick={() => handleAction('unblacklist')}>
          {t('customers.action.unblacklist')}
        </Button>
      ) : (
        <Button danger icon={<StopOutlined aria-hidden />} onClick={() => handleAction('blacklist')}>
          {t('customers.action.blacklist')}
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'exportJson', label: t('customers.action.exportJson') },
            { key: 'exportCsv', label: t('customers.action.exportCsv') },
          ],
          onClick: ({ key }) => handleAction(key as TAction),
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />} loading={isExporting}>
          {t('customers.action.export')}
        </Button>
      </Dropdown>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => handleAction('delete')}>
        {t('customers.action.delete')}
      </Button>
    </div>
  );

  const column = isPhone ? 1 : { xs: 1, sm: 2, lg: 3 };

  return (
    <div className="customers-page customer-detail">
      <section className="customer-head">
        <div className="customer-head__who">
          <h2 className="customer-head__name">{customer.customName}</h2>
          <CustomerTags customer={customer} hasCardNo={false} />
          <a className="customer-head__phone" href={`tel:${customer.customPhone.replace(/[\s-]/g, '')}`}>
            <PhoneOutlined aria-hidden /> {customer.customPhone}
          </a>
        </div>
        {isMember ? (
          <div className="customer-head__balance">
            <span className="customer-muted">{t('customers.field.balance')}</span>
            <strong>{money(customer.availableBalance)}</strong>
            <span className="customer-muted">{t('customers.field.cardNoIs', { cardNo: customer.cardNo || '—' })}</span>
          </div>
        ) : null}
      </section>
      {actions}
      {isBlacklisted ? (
        <Alert
          type="error"
          showIcon
          icon={<StopOutlined aria-hidden />}
          title={t('customers.blacklist.banner')}
          description={customer.blacklistReason || undefined}
        />
      ) : null}

      <Descriptions
        className="customer-section"
        title={t('customers.section.personal')}
        bordered
        size="small"
        column={column}
        items={[
          { key: 'name', label: t('customers.field.name'), children: customer.customName },
          { key: 'phone', label: t('customers.field.phone'), children: customer.customPhone },
          { key: 'email', label: t('customers.field.email'), children: orDash(customer.email) },
          { key: 'birth', label: t('customers.field.birth'), children: orDash(formatDay(customer.birth, language)) },
          {
            key: 'userType',
            label: t('customers.field.userType'),
            children: t(isMember ? 'customers.userType.2' : 'customers.userType.1'),
          },
          {
            key: 'rating',
            label: t('customers.field.rating'),
            children: <Rate disabled value={customer.rating} className="customer-rating" />,
          },
          {
            key: 'createTime',
            label: t('customers.field.createTime'),
            children: orDash(formatMoment(customer.createTime, language)),
          },
        ]}
      />

      <Descriptions
        className="customer-section"
        title={t('customers.section.spending')}
        bordered
        size="small"
        column={column}
        items={[
          { key: 'visitCount', label: t('customers.field.visitCount'), children: customer.visitCount },
          { key: 'totalSpend', label: t('customers.field.totalSpend'), children: money(customer.totalSpend) },
          { key: 'averageSpend', label: t('customers.field.averageSpend'), children: money(customer.averageSpend) },
          {
            key: 'visitFollowCount',
            label: t('customers.field.visitFollowCount'),
            children: customer.visitFollowCount,
          },
          {
            key: 'activityLevel',
            label: t('customers.field.activityLevel'),
            children: (
              <Tag color={ACTIVITY_COLORS[customer.activityLevel]}>
                {t(`customers.activity.${customer.activityLevel}`)}
              </Tag>
            ),
          },
          {
            key: 'lastVisitTime',
            label: t('customers.field.lastVisitTime'),
            children: orDash(formatMoment(customer.lastVisitTime, language)),
          },
          {
            key: 'favouriteTeacher',
            label: t('customers.field.favouriteTeacher'),
            children: orDash(customer.favouriteTeacher),
          },
          ...(isMember
            ? [
                { key: 'cardNo', label: t('customers.field.cardNo'), children: orDash(customer.cardNo) },
                { key: 'balance', label: t('customers.field.balance'), children: money(customer.availableBalance) },
              ]
            : []),
        ]}
      />

      <Descriptions
        className="customer-section"
        title={t('customers.section.remarks')}
        extra={
          <Button size="small" icon={<FormOutlined aria-hidden />} onClick={() => setDialog('remarks')}>
            {t('customers.action.remarks')}
          </Button>
        }
        bordered
        size="small"
        column={1}
        items={(['remark', 'remark1', 'remark2', 'remark3', 'remark4'] as const).map((field) => ({
          key: field,
          label: t(`customers.field.${field}`),
          children: <span className="customer-remark">{orDash(customer[field])}</span>,
        }))}
      />

      <CustomerHistoryTabs customerId={customer.id} />

      {dialog === 'edit' ? <CustomerFormDialog customer={customer} onClose={() => setDialog(null)} /> : null}
      {dialog === 'remarks' ? <CustomerRemarksDialog customer={customer} onClose={() => setDialog(null)} /> : null}
      {dialog === 'recharge' ? <CustomerRechargeDialog customer={customer} onClose={() => setDialog(null)} /> : null}
      {dialog === 'blacklist' ? <CustomerBlacklistDialog customer={customer} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
