import EditOutlined from '@ant-design/icons/EditOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useSession } from '../../../lib/session.store';
import { type TCustomerVisit, useVisitList } from '../api';
import { VisitUpdateDialog } from '../components/visit-update-dialog';
import { formatDay } from '../customers.format';
import { useOpenCustomer } from '../customers.navigation';
import '../customers.css';

const PAGE_SIZE = 20;
const ALL = 'all';
type TFilter = typeof ALL | 0 | 1 | 2;
const STATUS_COLORS = ['orange', 'green', 'default'] as const;

/** SPEC §2.11 follow-up visits: who, when, which service, the status and the result; each can be updated. */
export function CustomerVisitListPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const openCustomer = useOpenCustomer();
  const [filter, setFilter] = useState<TFilter>(0);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TCustomerVisit | null>(null);
  const listQuery = useVisitList(page, PAGE_SIZE, filter === ALL ? undefined : filter);
  const list = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;

  const statusTag = (visit: TCustomerVisit) => (
    <Tag color={STATUS_COLORS[visit.dutyFlag] ?? 'default'}>{t(`customers.visitStatus.${visit.dutyFlag}`)}</Tag>
  );
  const updateButton = (visit: TCustomerVisit) => (
    <Button
      icon={<EditOutlined aria-hidden />}
      aria-label={t('customers.visits.updateNamed', { name: visit.customerName })}
      onClick={() => setEditing(visit)}
    >
      {t('customers.visits.update')}
    </Button>
  );
  const nameLink = (visit: TCustomerVisit) => (
    <Button type="link" className="customer-link" onClick={() => openCustomer(visit.customerId)}>
      {visit.customerName}
    </Button>
  );

  const columns: ColumnsType<TCustomerVisit> = [
    { key: 'customerName', title: t('customers.field.name'), width: 170, render: (_, visit) => nameLink(visit) },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('customers.field.phone'), width: 150 },
    {
      key: 'appointDay',
      title: t('customers.visits.appointDay'),
      width: 130,
      render: (_, visit) => formatDay(visit.appointDay, language),
    },
    {
      key: 'dueDay',
      title: t('customers.visits.dueDay'),
      width: 130,
      render: (_, visit) => formatDay(visit.dueDay, language),
    },
    { key: 'salonProductName', dataIndex: 'salonProductName', title: t('customers.visits.service'), ellipsis: true },
    { key: 'dutyFlag', title: t('customers.visits.status'), width: 140, render: (_, visit) => statusTag(visit) },
    { key: 'remark', dataIndex: 'remark', title: t('customers.visits.result'), ellipsis: true },
    { key: 'actions', title: t('customers.actions'), width: 130, render: (_, visit) => updateButton(visit) },
  ];

  const filters: TFilter[] = [0, 1, 2, ALL];
  const emptyText = t(filter === 0 ? 'customers.visits.emptyPending' : 'customers.visits.empty');

  return (
    <div className="customers-page">
      <div className="customers-toolbar">
        <Segmented<TFilter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={filters.map((value) => ({
            value,
            label: value === ALL ? t('customers.visits.all') : t(`customers.visitStatus.${value}`),
          }))}
          aria-label={t('customers.visits.status')}
        />
      </div>
      {listQuery.isError && !listQuery.data ? (
        <Alert
          type="error"
          showIcon
          title={listQuery.error.message}
          action={<Button onClick={() => void listQuery.refetch()}>{t('common.retry')}</Button>}
        />
      ) : isPhone ? (
        listQuery.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : list.length === 0 ? (
          <Empty description={emptyText} />
        ) : (
          <>
            <ul className="customer-cards">
              {list.map((visit) => (
                <li key={visit.id} className="customer-card">
                  <span className="customer-card__main">
                    <span className="customer-card__row">
                      {nameLink(visit)}
                      {statusTag(visit)}
                    </span>
                    <span className="customer-card__phone">
                      <PhoneOutlined aria-hidden /> {visit.phoneNumber}
                    </span>
                    <span>
                      {t('customers.visits.summary', {
                        day: formatDay(visit.appointDay, language),
                        service: visit.salonProductName || '—',
                      })}
                    </span>
                    {visit.remark ? <span className="customer-muted">{visit.remark}</span> : null}
                  </span>
                  <span className="customer-card__side">{updateButton(visit)}</span>
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
        <Table<TCustomerVisit>
          rowKey="id"
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
          scroll={{ x: 1100, y: 750 }}
          locale={{ emptyText }}
        />
      )}
      {editing ? <VisitUpdateDialog visit={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
