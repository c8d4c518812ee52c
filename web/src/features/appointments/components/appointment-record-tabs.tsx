import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { AppointmentLogList } from './appointment-log-list';
import { AppointmentSmsList } from './appointment-sms-list';

/** An appointment's modification log and its SMS messages (SPEC §2.8), in two tabs; on the board and in the history. */
export function AppointmentRecordTabs({ appointId }: { appointId: number }) {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="log"
      items={[
        {
          key: 'log',
          label: t('appointmentHistory.detail.logTab'),
          children: <AppointmentLogList appointId={appointId} />,
        },
        {
          key: 'sms',
          label: t('appointmentHistory.detail.smsTab'),
          children: <AppointmentSmsList appointId={appointId} />,
        },
      ]}
    />
  );
}
