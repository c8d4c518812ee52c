import DatePicker from 'antd/es/date-picker';
import Segmented from 'antd/es/segmented';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { defaultPeriod, type TPeriodChoice, type TPeriodKind } from '../stats.periods';

const DAY = 'YYYY-MM-DD';
const MONTH = 'YYYY-MM';

type TPeriodPickerProps = {
  kinds: readonly TPeriodKind[];
  value: TPeriodChoice;
  today: string;
  onChange: (period: TPeriodChoice) => void;
};

/** The period of a report: its kind, then the day, range, month, months or year it needs. */
export function PeriodPicker({ kinds, value, today, onChange }: TPeriodPickerProps) {
  const { t } = useTranslation();
  const rangeOf = (start: Dayjs | null | undefined, end: Dayjs | null | undefined, format: string) =>
    start && end ? [start.format(format), end.format(format)] : null;
  return (
    <div className="stats-period">
      {kinds.length > 1 ? (
        <Segmented
          value={value.kind}
          options={kinds.map((kind) => ({ value: kind, label: t(`stats.period.${kind}`) }))}
          onChange={(kind) => onChange(defaultPeriod(kind as TPeriodKind, today))}
        />
      ) : null}
      {value.kind === 'day' ? (
        <DatePicker
          aria-label={t('stats.period.day')}
          allowClear={false}
          value={dayjs(value.day)}
          onChange={(d) => d && onChange({ kind: 'day', day: d.format(DAY) })}
        />
      ) : null}
      {value.kind === 'range' || value.kind === 'time' ? (
        <DatePicker.RangePicker
          aria-label={t('stats.period.range')}
          allowClear={false}
          value={[dayjs(value.startDay), dayjs(value.endDay)]}
          onChange={(dates) => {
            const range = rangeOf(dates?.[0], dates?.[1], DAY);
            if (range) onChange({ kind: value.kind, startDay: range[0], endDay: range[1] });
          }}
        />
      ) : null}
      {value.kind === 'billMonth' ? (
        <DatePicker
          picker="month"
          aria-label={t('stats.period.billMonth')}
          allowClear={false}
          value={dayjs(`${value.month}-01`)}
          onChange={(d) => d && onChange({ kind: 'billMonth', month: d.format(MONTH) })}
        />
      ) : null}
      {value.kind === 'months' ? (
        <DatePicker.RangePicker
          picker="month"
          aria-label={t('stats.period.months')}
          allowClear={false}
          value={[dayjs(`${value.startMonth}-01`), dayjs(`${value.endMonth}-01`)]}
          onChange={(dates) => {
            const range = rangeOf(dates?.[0], dates?.[1], MONTH);
            if (range) onChange({ kind: 'months', startMonth: range[0], endMonth: range[1] });
          }}
        />
      ) : null}
      {value.kind === 'billYear' ? (
        <DatePicker
          picker="year"
          aria-label={t('stats.period.billYear')}
          allowClear={false}
          value={dayjs(`${value.year}-01-01`)}
          onChange={(d) => d && onChange({ kind: 'billYear', year: d.year() })}
        />
      ) : null}
    </div>
  );
}
