import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Skeleton from 'antd/es/skeleton';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShopTime } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { useShopMoney } from '../../../lib/use-shop-money';
import { type TCashQuerySessionListOutput, type TCashRefill, type TCashSession, useCashSessionList } from '../api';
import { OUTCOME_COLORS, outcomeOf, piecesText, todayRange } from '../management.rules';

const DAY_FORMAT = 'YYYY-MM-DD';
/** The longest range cashDevice/querySessionList takes. */
const MAX_RANGE_DAYS = 366;

type TMoney = (cents: number) => string;

/**
 * The reconciliation (issue 24): for a range of days in the shop's zone (today at first), what the books say the
 * machine took, what is left to settle by hand, refunded and refilled, the sessions still open, then every payment
 * through the machine and every refill. On a phone the rows are cards.
 */
export function ReconcileSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const [range, setRange] = useState(() => todayRange(timeZone));
  const listQuery = useCashSessionList(range);
  const data = listQuery.data;

  const handleRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = values ?? [];
    if (from && to) setRange({ startDay: from.format(DAY_FORMAT), endDay: to.format(DAY_FORMAT) });
  };

  return (
    <section className="cash-section" aria-labelledby="cash-reconcile-title">
      <div className="cash-section__head">
        <h2 id="cash-reconcile-title">{t('cashDevice.manage.reconcile.title')}</h2>
        <div className="cash-section__actions cash-section__actions--range">
          <DatePicker.RangePicker
            className="cash-range"
            allowClear={false}
            placeholder={[t('cashDevice.manage.reconcile.fromDay'), t('cashDevice.manage.reconcile.toDay')]}
            aria-label={t('cashDevice.manage.reconcile.range')}
            value={[dayjs(range.startDay), dayjs(range.endDay)]}
            disabledDate={(day, info) => (info.from ? Math.abs(day.diff(info.from, 'day')) >= MAX_RANGE_DAYS : false)}
            onChange={handleRange}
          />
          <Button onClick={() => setRange(todayRange(timeZone))}>{t('cashDevice.manage.reconcile.today')}</Button>
        </div>
      </div>

      {listQuery.error && !data ? (
        <Alert
          type="error"
          showIcon
          title={listQuery.error.message}
          action={<Button onClick={() => void listQuery.refetch()}>{t('common.retry')}</Button>}
        />
      ) : null}
      {listQuery.isPending && !listQuery.error ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {data ? <ReconcileTotals totals={data.totals} money={money} /> : null}
      {data ? (
        <>
          <section className="cash-list" aria-labelledby="cash-sessions-title">
            <h3 id="cash-sessions-title" className="cash-subtitle">
              {t('cashDevice.manage.sessions.title')}
            </h3>
            <SessionList sessions={data.sessions} query={listQuery} money={money} timeZone={timeZone} />
          </section>
          <section className="cash-list" aria-labelledby="cash-refills-title">
            <h3 id="cash-refills-title" className="cash-subtitle">
              {t('cashDevice.manage.refills.title')}
            </h3>
            <RefillList refills={data.refills} query={listQuery} money={money} timeZone={timeZone} />
          </section>
        </>
      ) : null}
    </section>
  );
}

function ReconcileTotals({ totals, money }: { totals: TCashQuerySessionListOutput['totals']; money: TMoney }) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(currentLanguage());
  // Money left to settle by hand and sessions still open are what the owner has to act on: they stand out when there.
  const figures: { key: string; value: string; hint?: string; isNotable?: boolean }[] = [
    { key: 'paid', value: money(totals.paid), hint: t('cashDevice.manage.reconcile.paidHint') },
    {
      key: 'toSettle',
      value: money(totals.toSettle),
      hint: t('cashDevice.manage.reconcile.toSettleHint'),
      isNotable: totals.toSettle > 0,
    },
    { key: 'refunded', value: money(totals.refunded) },
    { key: 'refilled', value: money(totals.refilled) },
    { key: 'open', value: count.format(totals.open), isNotable: totals.open > 0 },
  ];
  return (
    <dl className="cash-totals" aria-label={t('cashDevice.manage.reconcile.totalsLabel')}>
      {figures.map((figure) => (
        <div
          key={figure.key}
          className={figure.isNotable ? 'cash-totals__item cash-totals__item--notable' : 'cash-totals__item'}
        >
          <dt>{t(`cashDevice.manage.reconcile.${figure.key}`)}</dt>
          <dd>
            <strong className="cash-totals__figure">{figure.value}</strong>
            {figure.hint ? <span className="cash-muted">{figure.hint}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type TListProps<T> = {
  query: ReturnType<typeof useCashSessionList>;
  money: TMoney;
  timeZone: string;
} & T;

function OutcomeTag({ session }: { session: TCashSession }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(session);
  return <Tag color={OUTCOME_COLORS[outcome]}>{t(`cashDevice.manage.outcome.${outcome}`)}</Tag>;
}

/** The machine's error code in words where the catalog has them ('JAM' → 'Jammed'), else as it came; '—' for none. */
function useErrorCodeText() {
  const { t } = useTranslation();
  return (code: string) => (code ? t(`cashDevice.manage.errorCode.${code}`, { defaultValue: code }) : '—');
}

function SessionList({ sessions, query, money, timeZone }: TListProps<{ sessions: TCashSession[] }>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const errorCodeText = useErrorCodeText();
  const label = (key: string) => t(`cashDevice.manage.sessions.${key}`);
  const amountColumn = (key: 'amount' | 'inserted' | 'change' | 'refund') => ({
    key,
    title: label(key),
    align: 'right' as const,
    render: (_: unknown, session: TCashSession) => money(session[key]),
  });
  const columns: ColumnsType<TCashSession> = [
    {
      key: 'startTime',
      title: label('startTime'),
      render: (_, session) => formatShopTime(session.startTime, language, timeZone),
    },
    { key: 'orderNo', title: label('orderNo'), dataIndex: 'billOrderNo' },
    amountColumn('amount'),
    { key: 'outcome', title: label('outcome'), render: (_, session) => <OutcomeTag session={session} /> },
    amountColumn('inserted'),
    amountColumn('change'),
    amountColumn('refund'),
    { key: 'error', title: label('error'), render: (_, session) => errorCodeText(session.error) },
    { key: 'startedBy', title: label('startedBy'), dataIndex: 'startedBy' },
  ];

  return (
    <ResponsivePagedList<TCashSession>
      rows={sessions}
      rowKey="id"
      columns={columns}
      query={query}
      emptyText={label('empty')}
      table={{ size: 'small', scroll: { x: 'max-content' } }}
      renderCard={(session) => (
        <li className="cash-card" aria-label={session.billOrderNo}>
          <div className="cash-card__row">
            <strong className="cash-card__title">{session.billOrderNo}</strong>
            <OutcomeTag session={session} />
          </div>
          <span className="cash-muted">{formatShopTime(session.startTime, language, timeZone)}</span>
          <dl className="cash-card__facts">
            {(['amount', 'inserted', 'change', 'refund'] as const).map((key) => (
              <div key={key}>
                <dt>{label(key)}</dt>
                <dd>{money(session[key])}</dd>
              </div>
            ))}
            {session.error ? (
              <div>
                <dt>{label('error')}</dt>
                <dd>{errorCodeText(session.error)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{label('startedBy')}</dt>
              <dd>{session.startedBy}</dd>
            </div>
          </dl>
        </li>
      )}
    />
  );
}

function RefillList({ refills, query, money, timeZone }: TListProps<{ refills: TCashRefill[] }>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = (key: string) => t(`cashDevice.manage.refills.${key}`);
  const columns: ColumnsType<TCashRefill> = [
    { key: 'time', title: label('time'), render: (_, refill) => formatShopTime(refill.time, language, timeZone) },
    {
      key: 'amount',
      title: label('amount'),
      align: 'right',
      render: (_, refill) => <strong>{money(refill.refillAmount)}</strong>,
    },
    { key: 'pieces', title: label('pieces'), render: (_, refill) => piecesText(refill.pieces, money) },
    { key: 'by', title: label('by'), dataIndex: 'by' },
  ];

  return (
    <ResponsivePagedList<TCashRefill>
      rows={refills}
      rowKey="id"
      columns={columns}
      query={query}
      emptyText={label('empty')}
      table={{ size: 'small', scroll: { x: 'max-content' } }}
      renderCard={(refill) => (
        <li className="cash-card" aria-label={formatShopTime(refill.time, language, timeZone)}>
          <div className="cash-card__row">
            <strong className="cash-card__title">{money(refill.refillAmount)}</strong>
            <span className="cash-muted">{formatShopTime(refill.time, language, timeZone)}</span>
          </div>
          <span>{piecesText(refill.pieces, money)}</span>
          <span className="cash-muted">{t('cashDevice.manage.refills.byName', { name: refill.by })}</span>
        </li>
      )}
    />
  );
}
