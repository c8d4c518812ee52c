import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useSession } from '../../../lib/session.store';
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
  const isPhone = useSession((state) => state.phoneDevice);
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

  if (listQuery.isError && !listQuery.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={listQuery.error.message}
        action={<Button onClick={() => void listQuery.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  const emptyText = t('customers.blacklist.empty');

  return (
    <div className="customers-page">
      <p className="customer-muted">{t('customers.blacklist.intro')}</p>
      {isPhone ? (
        listQuery.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : list.length === 0 ? (
          <Empty description={emptyText} />
        ) : (
          <>
            <ul className="customer-cards">
              {list.map((entry) => (
                <li key={entry.customerId} className="customer-card customer-card--stacked">
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
              ))}
            </ul>
            {totalCount > PAGE_SIZE ? (
              <Pagination
                className="customers-pagination"
                size="small"
                current={page}
                pageSize={PAGE_SIZE}
                total={totalCount}
                onChange={setPage}
              />
            ) : null}
          </>
        )
      ) : (
        <Table<TBlacklistEntry>
          rowKey="customerId"
          size="middle"
          columns={columns}
          dataSource={list}
          loading={listQuery.isFetching}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: totalCount,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => t('customers.total', { count: total }),
            onChange: setPage,
          }}
          scroll={{ x: 800, y: 750 }}
          locale={{ emptyText }}
        />
      )}
    </div>
  );
}
