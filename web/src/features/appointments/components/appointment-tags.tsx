import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { TBoardAppointment } from '../../../../../contract/appointments-board';
import { useShopMoney } from '../../../lib/use-shop-money';
import { appointmentState, KIND_COLORS, STATE_COLORS } from '../appointment-history.format';

/** The kind of an appointment (SPEC §2.8: temporary, member, app); a paying member's booking says so. */
export function KindTag({ appointment }: { appointment: Pick<TBoardAppointment, 'kind' | 'vipFlag'> }) {
  const { t } = useTranslation();
  const kind = appointment.kind === 'member' && appointment.vipFlag === 1 ? 'vip' : appointment.kind;
  return (
    <Tag className="history-tag" color={KIND_COLORS[kind]}>
      {t(`appointmentHistory.kind.${kind}`)}
    </Tag>
  );
}

/** Where an appointment stands: arrived, not yet arrived, missed or deleted. */
export function StateTag({
  appointment,
}: {
  appointment: Pick<TBoardAppointment, 'delFlag' | 'lostFlag' | 'arrivedFlag'>;
}) {
  const { t } = useTranslation();
  const state = appointmentState(appointment);
  return (
    <Tag className="history-tag" color={STATE_COLORS[state]}>
      {t(`appointmentHistory.state.${state}`)}
    </Tag>
  );
}

/** The customer's name, or 'Temporary customer' for an appointment without name and phone. */
export function CustomerName({ appointment }: { appointment: Pick<TBoardAppointment, 'customName' | 'kind'> }) {
  const { t } = useTranslation();
  if (appointment.kind === 'temporary' || appointment.customName === '') {
    return <span className="history-temporary">{t('appointmentHistory.temporaryCustomer')}</span>;
  }
  return <span className="history-customer">{appointment.customName}</span>;
}

/** The projects as booked, each with its colour and, where asked, the price it was booked at in the shop's currency. */
export function ProjectList({
  projects,
  hasPrices = false,
}: {
  projects: TBoardAppointment['projects'];
  hasPrices?: boolean;
}) {
  const money = useShopMoney();
  if (projects.length === 0) return <span>—</span>;
  return (
    <span className="history-projects">
      {projects.map((project, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a project may be booked twice in one appointment
        <span key={`${project.productId}-${i}`} className="history-project">
          <span className="history-project__dot" style={{ background: project.bgColor || '#bdbdbd' }} aria-hidden />
          {project.productName}
          {hasPrices ? <span className="appoint-price"> · {money(project.unitPrice)}</span> : null}
        </span>
      ))}
    </span>
  );
}
