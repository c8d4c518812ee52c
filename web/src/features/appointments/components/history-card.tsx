import { useTranslation } from 'react-i18next';
import type { TAppointment } from '../../../../../contract/appointments';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatDay, formatMinutes } from '../appointment-history.format';
import { CustomerName, KindTag, ProjectList, StateTag } from './appointment-tags';

/** An appointment of the history on a phone, as a card that opens its detail. */
export function HistoryCard({
  appointment: a,
  onOpen,
}: {
  appointment: TAppointment;
  onOpen: (a: TAppointment) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li>
      <button type="button" className="history-card" onClick={() => onOpen(a)}>
        <span className="history-card__row">
          <strong className="history-card__when">
            {formatDay(a.appointDay, language)} · {a.startTime}–{a.endTime}
          </strong>
          <StateTag appointment={a} />
        </span>
        <span className="history-card__row">
          <CustomerName appointment={a} />
          {a.customPhone ? <span className="history-muted">{a.customPhone}</span> : null}
          {a.kind === 'temporary' ? null : <KindTag appointment={a} />}
        </span>
        <span className="history-card__row">
          <ProjectList projects={a.projects} />
        </span>
        <span className="history-card__row history-muted">
          {t('appointmentHistory.card.with', {
            technician: a.technicianName,
            duration: formatMinutes(a.duration, language),
          })}
        </span>
        {a.remark ? <span className="history-card__remark">{a.remark}</span> : null}
      </button>
    </li>
  );
}
