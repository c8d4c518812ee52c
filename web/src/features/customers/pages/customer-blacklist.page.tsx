import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { type TBlacklistEntry, useBlacklist, useRemoveFromBlacklist } from '../api';
import { formatMoment } from '../customers.format';
import { useOpenCustomer } from '../customers.navigation';
import '../customers.css';

const PAGE_SIZE = 20;

/** SPEC §2.11 blacklist: customer name, phone and reason; removal after a confirmation. Adding is on the detail. */
export function CustomerBlacklistPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { modal } = AntApp.useApp();
  const openCustomer = useOpenCustomer();
  const [page, setPage] = useState(1);
  const listQuery = useBlacklist(page, PAGE_SIZE);
  const remove = useRemoveFromBlacklist();
  const list = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;

  const confirmRemove = (entry: TBlacklistEntry) =>
    modal.confirm({
      title: t('customers.blacklist.removeTitle'),
      content: t('customers.blacklist.removeText', { name: entry.customerName }),
      okText: t('customers.action.unblacklist'),
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync({ customerId: entry.customerId }).catch(() => undefined),
    });

  const removeButton = (entry: TBlacklistEntry) => (
    <Button
      icon={<DeleteOutlined aria-hidden />}
      aria-label={t('customers.blacklist.removeNamed', { name: entry.customerName })}
      onClick={(event) => {
        event.stopPropagation();
        confirmRemove(entry);
      }}
    >
      {t('customers.action.unblacklist')}
    </Button>
  );

  const nameLink = (entry: TBlacklistEntry) => (
    <Button type="link" className="customer-link" onClick={() => openCustomer(entry.customerId)}>
      {entry.customerName}
    </Button>
  );

  const columns: ColumnsType<TBlacklistEntry> = [
    { key: 'customerName', title: t('customers.field.name'), width: 200, render: (_, entry) => nameLink(entry) },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('customers.field.phone'), width: 170 },
    {
      key: 'remark',
      title: t('customers.blacklist.reason'),
      render: (_, entry) => entry.remark || <span className="customer-muted">{t('customers.blacklist.noReason')}</span>,
    },
    {
      key: 'createTime',
      title: t('customers.blacklist.since'),
      width: 170,
      render: (_, entry) => formatMoment(entry.createTime, language),
    },
    { key: 'actions', title: t('customers.actions'), width: 200, render: (_, entry) => removeButton(entry) },
  ];

  return (
    <div className="customers-page">
      <p className="customer-muted">{t('customers.blacklist.intro')}</p>
      <ResponsivePagedList<TBlacklistEntry>
        rows={list}
        rowKey="customerId"
        columns={columns}
        renderCard={(entry) => (
          <li className="customer-card customer-card--stacked">
            <span className="customer-card__main">
              {nameLink(entry)}
              <span className="customer-card__phone">
                <PhoneOutlined aria-hidden /> {entry.phoneNumber}
              </span>
              <span className={entry.remark ? undefined : 'customer-muted'}>
                {entry.remark || t('customers.blacklist.noReason')}
              </span>
            </span>
            <span className="customer-card__side">{removeButton(entry)}</span>
          </li>
        )}
        query={listQuery}
        emptyText={t('customers.blacklist.empty')}
        pager={{
          page,
          pageSize: PAGE_SIZE,
          totalCount,
          totalText: (count) => t('customers.total', { count }),
          onPage: setPage,
        }}
        table={{ scroll: { x: 800, y: 750 } }}
      />
    </div>
  );
}
