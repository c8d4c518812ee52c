import { useTranslation } from 'react-i18next';
import type { TBoardAppointment, TDayBoard } from '../api';

/** One page per technician, or the whole day on one page (issue 21, the day sheet). */
export type TDaySheetLayout = 'perTechnician' | 'allOnOne';

type TDaySheetProps = { board: TDayBoard; title: string; shopName: string; layout: TDaySheetLayout };

const byStart = (a: TBoardAppointment, b: TBoardAppointment) =>
  a.startTime.localeCompare(b.startTime) || a.lane - b.lane || a.id - b.id;

/**
 * The day sheet: each appointment of the day with its time, customer, phone (only where the shop's display setting
 * shows phones), projects and remark, per technician or all together, laid out to print on paper.
 */
export function DaySheet({ board, title, shopName, layout }: TDaySheetProps) {
  const { t } = useTranslation();
  const isPhoneShown = board.displayPhone === '1';
  const customerOf = (item: TBoardAppointment) => item.customName || t('appointments.sheet.walkIn');
  const header = (technicianName?: string) => (
    <header className="day-sheet__header">
      <strong>{shopName}</strong>
      <span>{title}</span>
      {technicianName ? <span className="day-sheet__technician">{technicianName}</span> : null}
    </header>
  );
  const table = (items: TBoardAppointment[], withTechnician: boolean) => (
    <table className="day-sheet__table">
      <thead>
        <tr>
          <th scope="col">{t('appointments.sheet.time')}</th>
          {withTechnician ? <th scope="col">{t('appointments.sheet.technician')}</th> : null}
          <th scope="col">{t('appointments.sheet.customer')}</th>
          {isPhoneShown ? <th scope="col">{t('appointments.sheet.phone')}</th> : null}
          <th scope="col">{t('appointments.sheet.projects')}</th>
          <th scope="col">{t('appointments.sheet.remark')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="day-sheet__time">
              {item.startTime}–{item.endTime}
            </td>
            {withTechnician ? <td>{item.technicianName}</td> : null}
            <td>{customerOf(item)}</td>
            {isPhoneShown ? <td className="day-sheet__phone">{item.customPhone}</td> : null}
            <td>{item.projects.map((p) => p.productName).join(', ')}</td>
            <td className="day-sheet__remark">{item.remark}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const items = [...board.list].sort(byStart);
  if (items.length === 0) {
    return (
      <div className="day-sheet" data-testid="day-sheet">
        <section className="day-sheet__page">
          {header()}
          <p>{t('appointments.sheet.empty')}</p>
        </section>
      </div>
    );
  }
  if (layout === 'allOnOne') {
    return (
      <div className="day-sheet" data-testid="day-sheet">
        <section className="day-sheet__page">
          {header()}
          {table(items, true)}
        </section>
      </div>
    );
  }
  const pages = board.technicians
    .map((tech) => ({ tech, items: items.filter((item) => item.shopAccountId === tech.shopAccountId) }))
    .filter((page) => page.items.length > 0);
  return (
    <div className="day-sheet" data-testid="day-sheet">
      {pages.map((page) => (
        <section key={page.tech.shopAccountId} className="day-sheet__page day-sheet__page--break">
          {header(page.tech.name)}
          {table(page.items, false)}
        </section>
      ))}
    </div>
  );
}
