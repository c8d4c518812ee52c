import Segmented from 'antd/es/segmented';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentOrder } from '../../../../../contract/payments';
import { formatShopTime } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatCny } from '../../../lib/money.format';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { ORDER_PAGE_SIZE, type TOrderKind, useOrderList } from '../api';
import { PAY_TYPE_KEYS } from '../renewal.format';

type TKindFilter = TOrderKind | 'all';

type TProps = {
  /** A fixed kind (the SMS page lists SMS packs only); without one, the records can be filtered by kind. */
  kind?: TOrderKind;
};

/**
 * SPEC §2.18 purchase records (orders/queryOrderList): subject, amount, payment type and paid time, with the validity
 * a plan gave; a page at a time, as cards on a phone and a table on a desktop.
 */
export function OrderRecords({ kind }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const [filter, setFilter] = useState<TKindFilter>('all');
  const [page, setPage] = useState(1);
  const shownKind = kind ?? (filter === 'all' ? undefined : filter);
  const listQuery = useOrderList(page, shownKind, true);
  const rows = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;

  const payTypeText = (payType: string) => (PAY_TYPE_KEYS[payType] ? t(PAY_TYPE_KEYS[payType]) : payType);
  const time = (value: string | null) => formatShopTime(value, language, timeZone);
  const day = (value: string | null) => formatShopTime(value, language, timeZone, false);
  const validity = (order: TPaymentOrder) =>
    order.kind === 'plan' && order.validFrom && order.validUntil
      ? t('pay.records.validity', { from: day(order.validFrom), until: day(order.validUntil) })
      : null;
  const kindTag = (order: TPaymentOrder) => (
    <Tag color={order.kind === 'plan' ? 'blue' : 'purple'}>{t(`pay.records.kind.${order.kind}`)}</Tag>
  );

  const columns: ColumnsType<TPaymentOrder> = [
    {
      key: 'subject',
      title: t('pay.records.subject'),
      render: (_, order) => (
        <div className="pay-record__subject">
          <span>
            {kindTag(order)} {order.subject}
          </span>
          <span className="pay-muted">{order.orderNo}</span>
        </div>
      ),
    },
    {
      key: 'amount',
      title: t('pay.records.amount'),
      width: 130,
      align: 'right',
      render: (_, order) => <strong>{formatCny(order.total_fee, language)}</strong>,
    },
    { key: 'payType', title: t('pay.records.payType'), width: 160, render: (_, order) => payTypeText(order.pay_type) },
    { key: 'paidTime', title: t('pay.records.paidTime'), width: 200, render: (_, order) => time(order.paid_time) },
    {
      key: 'validity',
      title: t('pay.records.validityColumn'),
      width: 260,
      render: (_, order) => validity(order) ?? <span className="pay-muted">{t('pay.records.noValidity')}</span>,
    },
  ];

  return (
    <section className="pay-section" aria-labelledby="pay-records-title">
      <div className="pay-section__head">
        <h2 id="pay-records-title">{t(kind === 'sms' ? 'pay.records.smsTitle' : 'pay.records.title')}</h2>
        {kind ? null : (
          <Segmented<TKindFilter>
            size={isPhone ? 'small' : 'middle'}
            value={filter}
            options={[
              { value: 'all', label: t('pay.records.filter.all') },
              { value: 'plan', label: t('pay.records.filter.plan') },
              { value: 'sms', label: t('pay.records.filter.sms') },
            ]}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
          />
        )}
      </div>
      <ResponsivePagedList<TPaymentOrder>
        rows={rows}
        rowKey="id"
        columns={columns}
        renderCard={(order) => (
          <li className="pay-card">
            <div className="pay-card__row">
              <span className="pay-card__subject">
                {kindTag(order)} {order.subject}
              </span>
              <strong>{formatCny(order.total_fee, language)}</strong>
            </div>
            <div className="pay-card__row pay-muted">
              <span>{payTypeText(order.pay_type)}</span>
              <span>{time(order.paid_time)}</span>
            </div>
            {validity(order) ? <div className="pay-muted">{validity(order)}</div> : null}
          </li>
        )}
        query={listQuery}
        emptyText={t('pay.records.empty')}
        pager={{ page, pageSize: ORDER_PAGE_SIZE, totalCount, onPage: setPage }}
        table={{ size: 'large', tableLayout: 'fixed' }}
      />
    </section>
  );
}
