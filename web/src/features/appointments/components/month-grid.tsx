import { useTranslation } from 'react-i18next';
import { longDay, monthTitle, monthWeeks, weekdayNames } from '../appointment-month.format';

type TMonthGridProps = {
  month: string;
  today: string;
  counts: ReadonlyMap<string, number>;
  locale: string;
  isPhone: boolean;
  /** Opens a day; absent when the day board cannot be opened (the cells are then read-only). */
  onOpenDay?: (day: string) => void;
};

/**
 * The month as a Monday-first grid: each day with its count of active appointments, today marked. Desktop cells say
 * the count in words; phone cells are compact with the count as a badge.
 */
export function MonthGrid({ month, today, counts, locale, isPhone, onOpenDay }: TMonthGridProps) {
  const { t } = useTranslation();
  const weekdays = weekdayNames(locale, isPhone ? 'narrow' : 'short');
  // Each day's button names its weekday and date in full, so the heading row is only for the eye.
  return (
    <section className={isPhone ? 'month-grid month-grid--phone' : 'month-grid'} aria-label={monthTitle(month, locale)}>
      <div className="month-grid__row month-grid__head" aria-hidden>
        {weekdays.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays never move
          <div key={i} className="month-grid__weekday">
            {name}
          </div>
        ))}
      </div>
      {monthWeeks(month).map((week) => (
        <div key={week.find(Boolean)} className="month-grid__row">
          {week.map((day, i) => {
            // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is known only by its place in the week
            if (!day) return <div key={`empty-${i}`} className="month-cell month-cell--empty" />;
            const count = counts.get(day) ?? 0;
            const isToday = day === today;
            const className = [
              'month-cell',
              isToday ? 'month-cell--today' : '',
              day < today ? 'month-cell--past' : '',
              count > 0 ? 'month-cell--busy' : '',
            ]
              .filter(Boolean)
              .join(' ');
            const countText = t('appointmentMonth.count', { count });
            return (
              <div key={day} className="month-grid__cell">
                <button
                  type="button"
                  className={className}
                  disabled={!onOpenDay}
                  aria-current={isToday ? 'date' : undefined}
                  aria-label={`${longDay(day, locale)}${isToday ? ` (${t('appointmentMonth.today')})` : ''}: ${countText}`}
                  onClick={() => onOpenDay?.(day)}
                >
                  <span className="month-cell__day">{Number(day.slice(8))}</span>
                  {count > 0 ? (
                    isPhone ? (
                      <span className="month-cell__badge" aria-hidden>
                        {count}
                      </span>
                    ) : (
                      <span className="month-cell__count" aria-hidden>
                        {countText}
                      </span>
                    )
                  ) : null}
                  {isToday && !isPhone ? (
                    <span className="month-cell__today" aria-hidden>
                      {t('appointmentMonth.today')}
                    </span>
                  ) : null}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
}
