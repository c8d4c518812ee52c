import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PROJECT_COLOR } from '../../../../../contract/projects';
import { type TBoardAppointment, useWeekBoards } from '../api';
import { dayTitle } from '../board.dates';
import { BoardLoadError } from './board-load-error';

type TProps = {
  days: string[];
  today: string;
  locale: string;
  onDay: (day: string) => void;
  onOpen: (item: TBoardAppointment) => void;
};

/** The week view (SPEC §2.8 names one): each day of the week with its appointments in time order; a day opens its board. */
export function WeekView({ days, today, locale, onDay, onOpen }: TProps) {
  const { t } = useTranslation();
  const boards = useWeekBoards(days);
  const failed = boards.filter((board) => board.isError);
  if (failed.length > 0) {
    return (
      <BoardLoadError
        isRetrying={failed.some((board) => board.isFetching)}
        onRetry={() => {
          for (const board of failed) void board.refetch();
        }}
      />
    );
  }
  return (
    <div className="week-grid" data-testid="week-view">
      {days.map((day, index) => {
        const board = boards[index];
        const list = [...(board.data?.list ?? [])].sort(
          (a, b) => a.startTime.localeCompare(b.startTime) || a.shopAccountId - b.shopAccountId,
        );
        return (
          <section
            key={day}
            className={`week-day${day === today ? ' week-day--today' : ''}`}
            data-testid={`week-day-${day}`}
          >
            <button type="button" className="week-day__head" onClick={() => onDay(day)}>
              <span>{dayTitle(day, locale, true)}</span>
              {list.length > 0 ? (
                <span className="week-day__count">{t('appointments.week.count', { count: list.length })}</span>
              ) : null}
            </button>
            {board.isPending ? (
              <Spin style={{ margin: 16 }} />
            ) : list.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('appointments.week.none')} />
            ) : (
              <ul className="week-day__list">
                {list.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="week-item"
                      style={{
                        background: item.projects[0]?.bgColor ?? DEFAULT_PROJECT_COLOR,
                        border: 0,
                        width: '100%',
                        textAlign: 'left',
                        cursor: 'pointer',
                      }}
                      onClick={() => onOpen(item)}
                    >
                      <span className="week-item__time">{item.startTime}</span>
                      <span className="week-item__who">
                        {item.kind === 'temporary' ? t('appointments.kind.temporary') : item.customName} ·{' '}
                        {item.technicianName}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
