import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Chart } from '../../../lib/chart/chart';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { useShopMoney } from '../../../lib/use-shop-money';
import { useStaffReport } from '../api';
import { PeriodPicker } from '../components/period-picker';
import { ReportActions } from '../components/report-actions';
import { keyLabel, MONEY_FIGURES, STAFF_COLUMNS, seriesCsvRows } from '../stats.format';
import { defaultPeriod, periodSlug, type TPeriodChoice, type TPeriodKind } from '../stats.periods';
import '../stats.css';

const KINDS: readonly TPeriodKind[] = ['range', 'billMonth', 'billYear'];

/**
 * SPEC §2.12 one staff member's performance over a chosen period (this month to date first): their figures, their
 * income day by day (month by month over a year) and by hour of the day.
 */
export function PerformanceDetailPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const accountId = Number(useParams().shopAccountId);
  const today = shopToday(useSession((state) => selectCurrentShop(state)?.timeZone));
  const [period, setPeriod] = useState<TPeriodChoice>(() => defaultPeriod('range', today));
  const report = useStaffReport(period, accountId);
  const person = report.data?.staff[0];
  const hours = useStaffReport(
    { kind: 'time', startDay: report.data?.startDay ?? today, endDay: report.data?.endDay ?? today },
    accountId,
  );
  const byHour = (hours.data?.staff[0]?.series ?? []).filter((p) => p.bills > 0);
  const numbers = new Intl.NumberFormat(language);
  const seriesHeader = [t('stats.column.period'), t('stats.figure.income'), t('stats.figure.bills')];
  return (
    <div className="stats-page">
      <div className="stats-toolbar">
        <PeriodPicker kinds={KINDS} value={period} today={today} onChange={setPeriod} />
        <ReportActions
          fileName={`performance-${person?.accountName ?? accountId}-${periodSlug(period)}`}
          rows={() => seriesCsvRows(person?.series ?? [], seriesHeader)}
        />
      </div>
      <h2 className="stats-person" data-testid="detail-name">
        {person?.accountName ?? ''}
      </h2>
      {person ? (
        <dl className="stats-figures">
          {STAFF_COLUMNS.map((name) => (
            <div key={name} className={name === 'income' ? 'stats-figure stats-figure--main' : 'stats-figure'}>
              <dt>{t(`stats.figure.${name}`)}</dt>
              <dd data-figure={name}>{MONEY_FIGURES.has(name) ? money(person[name]) : numbers.format(person[name])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="stats-charts">
        <section className="pad-card stats-chart" aria-labelledby="detail-series">
          <h2 id="detail-series">{t('stats.incomeOverTime')}</h2>
          <Chart
            ariaLabel={t('stats.incomeOverTime')}
            labels={(person?.series ?? []).map((p) => keyLabel(p.key, language))}
            formatValue={money}
            // Cents are whole: no tick at a fraction of one (money() refuses it; all zeros drew nothing).
            isWhole
            series={[
              { name: t('stats.figure.income'), kind: 'bar', values: (person?.series ?? []).map((p) => p.income) },
            ]}
          />
        </section>
        <section className="pad-card stats-chart" aria-labelledby="detail-hours">
          <h2 id="detail-hours">{t('stats.incomeByHour')}</h2>
          <Chart
            ariaLabel={t('stats.incomeByHour')}
            labels={byHour.map((p) => keyLabel(p.key, language))}
            formatValue={money}
            // Cents are whole: no tick at a fraction of one (money() refuses it; all zeros drew nothing).
            isWhole
            series={[{ name: t('stats.figure.income'), kind: 'bar', values: byHour.map((p) => p.income) }]}
          />
        </section>
      </div>
    </div>
  );
}
