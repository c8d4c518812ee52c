import { useTranslation } from 'react-i18next';
import { addDays } from '../../../../../contract/shop-time';
import { TOP_PROJECTS } from '../../../../../contract/stats';
import { Chart } from '../../../lib/chart/chart';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useAppointMonth, useAppointRange, useAppointYears, useProductOrders } from '../api';
import { dayOfMonthLabel, formatCount, mondayOf, monthLabel, monthOf, weekdayLabel } from '../dashboard.dates';
import { PadPanel } from './pad-panel';

/** This week against last week, day by day (Monday first). */
export function WeekChart({ today }: { today: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const thisMonday = mondayOf(today);
  const lastMonday = addDays(thisMonday, -7);
  const range = useAppointRange(lastMonday, addDays(thisMonday, 6));
  const counts = range.data?.series.map((p) => p.count) ?? [];
  const labels = Array.from({ length: 7 }, (_, i) => weekdayLabel(addDays(thisMonday, i), language));
  return (
    <PadPanel id="pad-week" title={t('padStats.weekChart')} isLoading={range.isLoading} isError={range.isError}>
      <Chart
        ariaLabel={t('padStats.weekChart')}
        labels={labels}
        isWhole
        formatValue={(v) => formatCount(v, language)}
        series={[
          { name: t('padStats.lastWeek'), kind: 'bar', values: counts.slice(0, 7) },
          { name: t('padStats.thisWeek'), kind: 'bar', values: counts.slice(7) },
        ]}
      />
    </PadPanel>
  );
}

/** The month's appointments by day. */
export function MonthChart({ today }: { today: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const month = useAppointMonth(monthOf(today));
  const series = month.data?.series ?? [];
  return (
    <PadPanel id="pad-month" title={t('padStats.monthChart')} isLoading={month.isLoading} isError={month.isError}>
      <p className="pad-card__sub">{t('padStats.monthTotal', { count: month.data?.total ?? 0 })}</p>
      <Chart
        ariaLabel={t('padStats.monthChart')}
        labels={series.map((p) => dayOfMonthLabel(p.key, language))}
        isWhole
        formatValue={(v) => formatCount(v, language)}
        series={[{ name: t('padStats.appointmentsShort'), kind: 'bar', values: series.map((p) => p.count) }]}
      />
    </PadPanel>
  );
}

/** This year against last year, month by month, with last year's total (the past-year figure). */
export function YearChart({ today }: { today: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const year = Number(today.slice(0, 4));
  const [last, current] = useAppointYears([year - 1, year]);
  const labels = (current.data?.series ?? []).map((p) => monthLabel(p.key, language));
  return (
    <PadPanel
      id="pad-year"
      title={t('padStats.yearChart')}
      isLoading={last.isLoading || current.isLoading}
      isError={last.isError || current.isError}
    >
      <p className="pad-card__sub">
        {t('padStats.yearTotals', {
          year,
          count: current.data?.total ?? 0,
          lastYear: year - 1,
          lastCount: last.data?.total ?? 0,
        })}
      </p>
      <Chart
        ariaLabel={t('padStats.yearChart')}
        labels={labels}
        isWhole
        formatValue={(v) => formatCount(v, language)}
        series={[
          { name: String(year - 1), kind: 'line', values: (last.data?.series ?? []).map((p) => p.count) },
          { name: String(year), kind: 'line', values: (current.data?.series ?? []).map((p) => p.count) },
        ]}
      />
    </PadPanel>
  );
}

/** The month's ten most booked projects. */
export function TopProjectsChart({ today }: { today: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const orders = useProductOrders(monthOf(today));
  const top = (orders.data?.list ?? []).slice(0, TOP_PROJECTS);
  return (
    <PadPanel id="pad-top" title={t('padStats.topProjects')} isLoading={orders.isLoading} isError={orders.isError}>
      {top.length === 0 ? (
        <p className="pad-card__sub">{t('padStats.noProjects')}</p>
      ) : (
        <>
          <ol className="visually-hidden" data-testid="top-projects">
            {top.map((p) => (
              <li key={p.productId}>
                {p.productName}: {p.count}
              </li>
            ))}
          </ol>
          <Chart
            ariaLabel={t('padStats.topProjects')}
            isHorizontal
            height={Math.max(160, top.length * 30)}
            labels={top.map((p) => p.productName)}
            isWhole
            formatValue={(v) => formatCount(v, language)}
            series={[{ name: t('padStats.bookings'), kind: 'bar', values: top.map((p) => p.count) }]}
          />
        </>
      )}
    </PadPanel>
  );
}
