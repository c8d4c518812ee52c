import Alert from 'antd/es/alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../lib/chart/chart';
import type { TCsvCell } from '../../../lib/csv-export';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { useShopMoney } from '../../../lib/use-shop-money';
import { useShopReport, useStaffReport } from '../api';
import { PeriodPicker } from '../components/period-picker';
import { ReportActions } from '../components/report-actions';
import { ShopFigures } from '../components/shop-figures';
import { StaffTable } from '../components/staff-table';
import { dayText, keyLabel, STAFF_COLUMNS, seriesCsvRows, shopCsvRows, staffCsvRows } from '../stats.format';
import { defaultPeriod, PERIOD_CALLS, periodSlug, type TPeriodChoice, type TPeriodKind } from '../stats.periods';
import '../stats.css';

const KINDS: readonly TPeriodKind[] = ['day', 'range', 'billMonth', 'months', 'billYear', 'time', 'all'];
/** accountType 2 never sees a shop total (SPEC §6, ADR 016, ADR 025). */
const TOTALS_HIDDEN_ACCOUNT_TYPE = 2;

/**
 * SPEC §2.12 turnover: income by date, date range, bill month, months, bill year, hour of the day and overall, for the
 * shop (where SPEC has the call, and not for accountType 2) and per staff member, with a chart, CSV and print.
 */
export function SalesPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const today = shopToday(useSession((state) => selectCurrentShop(state)?.timeZone));
  const accountType = useSession((state) => state.user?.accountType);
  const [period, setPeriod] = useState<TPeriodChoice>(() => defaultPeriod('billMonth', today));
  const canSeeTotals = accountType !== TOTALS_HIDDEN_ACCOUNT_TYPE;
  const calls = PERIOD_CALLS[period.kind];
  const shop = useShopReport(period, canSeeTotals);
  const staffReport = useStaffReport(period);
  const staff = calls.staff ? (staffReport.data?.staff ?? []) : [];
  const series = shop.data?.series ?? [];
  const hoursOfStaff = period.kind === 'time' ? (staff[0]?.series ?? []).map((p) => p.key) : [];

  const csvRows = (): TCsvCell[][] => {
    const rows: TCsvCell[][] = [];
    if (shop.data && calls.shop && canSeeTotals) {
      rows.push(...shopCsvRows(shop.data.total, (name) => t(`stats.figure.${name}`)), []);
      rows.push(
        ...seriesCsvRows(series, [t('stats.column.period'), t('stats.figure.income'), t('stats.figure.bills')]),
        [],
      );
    }
    if (calls.staff) {
      rows.push(...staffCsvRows(staff, [t('stats.column.name'), ...STAFF_COLUMNS.map((n) => t(`stats.figure.${n}`))]));
    }
    return rows;
  };

  return (
    <div className="stats-page">
      <div className="stats-toolbar">
        <PeriodPicker kinds={KINDS} value={period} today={today} onChange={setPeriod} />
        <ReportActions fileName={`turnover-${periodSlug(period)}`} rows={csvRows} />
      </div>
      {calls.shop && canSeeTotals && shop.data ? (
        <>
          <p className="stats-period-text">
            {t('stats.periodText', {
              start: dayText(shop.data.startDay, language),
              end: dayText(shop.data.endDay, language),
            })}
          </p>
          <ShopFigures total={shop.data.total} />
          <section className="pad-card stats-chart" aria-labelledby="sales-series">
            <h2 id="sales-series">{t('stats.shopIncome')}</h2>
            <Chart
              ariaLabel={t('stats.shopIncome')}
              labels={series.map((p) => keyLabel(p.key, language))}
              formatValue={money}
              // Cents are whole: no tick at a fraction of one (money() refuses it; all zeros drew nothing).
              isWhole
              series={[{ name: t('stats.figure.income'), kind: 'bar', values: series.map((p) => p.income) }]}
            />
          </section>
        </>
      ) : null}
      {calls.shop && !canSeeTotals ? <Alert type="info" showIcon title={t('stats.totalsHidden')} /> : null}
      {calls.staff ? (
        <>
          {period.kind === 'time' ? (
            <section className="pad-card stats-chart" aria-labelledby="sales-hours">
              <h2 id="sales-hours">{t('stats.incomeByHour')}</h2>
              <Chart
                ariaLabel={t('stats.incomeByHour')}
                labels={hoursOfStaff.map((key) => keyLabel(key, language))}
                formatValue={money}
                // Cents are whole: no tick at a fraction of one (money() refuses it; all zeros drew nothing).
                isWhole
                series={staff.map((s) => ({
                  name: s.accountName,
                  kind: 'line',
                  values: s.series.map((p) => p.income),
                }))}
              />
            </section>
          ) : null}
          <h2 className="pad-section-title">{t('stats.byStaff')}</h2>
          <StaffTable staff={staff} isLoading={staffReport.isLoading} />
        </>
      ) : null}
    </div>
  );
}
