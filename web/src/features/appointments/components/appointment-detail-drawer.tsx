import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAppointment } from '../../../../../contract/appointments';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { formatDay, formatInstant, formatMinutes } from '../appointment-history.format';
import { AppointmentRecordTabs } from './appointment-record-tabs';
import { CustomerName, KindTag, ProjectList, StateTag } from './appointment-tags';

type TFact = { key: string; label: string; value: ReactNode; isWide?: boolean };

type TDetailDrawerProps = {
  appointment: TAppointment | null;
  onClose: () => void;
  /** Opens the appointment's day board; absent when that screen cannot be opened. */
  onOpenDay?: (day: string) => void;
};

/** An appointment of the history: its facts, then its modification log and its SMS messages in two tabs. */
export function AppointmentDetailDrawer({ appointment, onClose, onOpenDay }: TDetailDrawerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const a = appointment;
  const facts: TFact[] = a
    ? [
        {
          key: 'day',
          label: t('appointmentHistory.column.day'),
          value: formatDay(a.appointDay, language, 'full'),
          isWide: true,
        },
        { key: 'time', label: t('appointmentHistory.column.time'), value: `${a.startTime}–${a.endTime}` },
        { key: 'technician', label: t('appointmentHistory.column.technician'), value: a.technicianName },
        { key: 'customer', label: t('appointmentHistory.column.customer'), value: <CustomerName appointment={a} /> },
        { key: 'phone', label: t('appointmentHistory.column.phone'), value: a.customPhone || '—' },
        {
          key: 'projects',
          label: t('appointmentHistory.column.projects'),
          value: <ProjectList projects={a.projects} hasPrices />,
        },
        {
          key: 'duration',
          label: t('appointmentHistory.column.duration'),
          value:
            a.additionTime > 0
              ? t('appointmentHistory.durationWithAddition', {
                  duration: formatMinutes(a.duration, language),
                  addition: formatMinutes(a.additionTime, language),
                })
              : formatMinutes(a.duration, language),
        },
        {
          key: 'state',
          label: t('appointmentHistory.column.state'),
          value: (
            <span className="history-tags">
              <KindTag appointment={a} />
              <StateTag appointment={a} />
            </span>
          ),
        },
        {
          key: 'createTime',
          label: t('appointmentHistory.column.createTime'),
          value: formatInstant(a.createTime, language, timeZone),
        },
        { key: 'remark', label: t('appointmentHistory.column.remark'), value: a.remark || '—', isWide: true },
      ]
    : [];

  const openDayButton =
    a && onOpenDay ? (
      <Button icon={<CalendarOutlined />} block={isPhone} onClick={() => onOpenDay(a.appointDay)}>
        {t('appointmentHistory.detail.openDay')}
      </Button>
    ) : null;

  return (
    <Drawer
      open={a !== null}
      onClose={onClose}
      placement={isPhone ? 'bottom' : 'right'}
      size={isPhone ? '88%' : 600}
      destroyOnHidden
      title={
        a ? t('appointmentHistory.detail.title', { day: formatDay(a.appointDay, language), time: a.startTime }) : ''
      }
      extra={isPhone ? null : openDayButton}
    >
      {a ? (
        <div className="history-detail">
          {isPhone ? openDayButton : null}
          <dl className="history-facts">
            {facts.map((fact) => (
              <div key={fact.key} className={fact.isWide ? 'history-fact history-fact--wide' : 'history-fact'}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <AppointmentRecordTabs appointId={a.id} />
        </div>
      ) : null}
    </Drawer>
  );
}
