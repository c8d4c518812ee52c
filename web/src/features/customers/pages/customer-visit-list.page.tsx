import EditOutlined from '@ant-design/icons/EditOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
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
      <ResponsivePagedList<TCustomerVisit>
        rows={list}
        rowKey="id"
        columns={columns}
        renderCard={(visit) => (
          <li className="customer-card">
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
        )}
        query={listQuery}
        emptyText={emptyText}
        pager={{
          page,
          pageSize: PAGE_SIZE,
          totalCount,
          totalText: (count) => t('customers.total', { count }),
          onPage: setPage,
        }}
        table={{ scroll: { x: 1100, y: 750 } }}
      />
      {editing ? <VisitUpdateDialog visit={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
