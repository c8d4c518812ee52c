import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../lib/chart/chart';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { useShopMoney } from '../../../lib/use-shop-money';
import { useStaffReport } from '../api';
import { PeriodPicker } from '../components/period-picker';
import { ReportActions } from '../components/report-actions';
import { StaffTable } from '../components/staff-table';
import { dayText, STAFF_COLUMNS, staffCsvRows } from '../stats.format';
import { defaultPeriod, periodSlug, type TPeriodChoice, type TPeriodKind } from '../stats.periods';
import '../stats.css';

const KINDS: readonly TPeriodKind[] = ['day', 'range', 'billMonth', 'billYear'];

/**
 * SPEC §2.12 staff performance: each technician's income, unpaid part, adjustments, bills, customers, projects and
 * recharges sold over a period (this bill month first), as a chart and a table; a name opens the person's detail.
 */
export function PerformancePage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const today = shopToday(useSession((state) => selectCurrentShop(state)?.timeZone));
  const [period, setPeriod] = useState<TPeriodChoice>(() => defaultPeriod('billMonth', today));
  const report = useStaffReport(period);
  const staff = report.data?.staff ?? [];
  const header = [t('stats.column.name'), ...STAFF_COLUMNS.map((name) => t(`stats.figure.${name}`))];
  return (
    <div className="stats-page">
      <div className="stats-toolbar">
        <PeriodPicker kinds={KINDS} value={period} today={today} onChange={setPeriod} />
        <ReportActions fileName={`performance-${periodSlug(period)}`} rows={() => staffCsvRows(staff, header)} />
      </div>
      {report.data ? (
        <p className="stats-period-text">
          {t('stats.periodText', {
            start: dayText(report.data.startDay, language),
            end: dayText(report.data.endDay, language),
          })}
        </p>
      ) : null}
      <section className="pad-card stats-chart" aria-labelledby="performance-chart">
        <h2 id="performance-chart">{t('stats.incomeByStaff')}</h2>
        <Chart
          ariaLabel={t('stats.incomeByStaff')}
          isHorizontal
          height={Math.max(160, staff.length * 34)}
          labels={staff.map((s) => s.accountName)}
          formatValue={money}
          // Cents are whole: no tick at a fraction of one (money() refuses it; all zeros drew nothing).
          isWhole
          series={[{ name: t('stats.figure.income'), kind: 'bar', values: staff.map((s) => s.income) }]}
        />
      </section>
      <StaffTable staff={staff} isLoading={report.isLoading} />
    </div>
  );
}
