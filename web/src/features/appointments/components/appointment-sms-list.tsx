import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { type TAppointSms, useAppointSms } from '../api';
import { formatInstant, leadText, SMS_STATUS_COLORS, smsTimeKind } from '../appointment-history.format';
import '../appointment-history.css';

function SmsItem({ sms }: { sms: TAppointSms }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const kindText =
    sms.kind === 'advance'
      ? t('appointmentHistory.sms.kind.advance', { lead: leadText(sms.leadMinutes, language) })
      : t('appointmentHistory.sms.kind.immediate');
  return (
    <li className="sms-item">
      <div className="sms-item__head">
        <Tag color={SMS_STATUS_COLORS[sms.status]}>{t(`appointmentHistory.sms.status.${sms.status}`)}</Tag>
        <span className="sms-item__kind">{kindText}</span>
        {sms.sendTime ? (
          <time className="sms-item__time" dateTime={sms.sendTime}>
            {t(`appointmentHistory.sms.${smsTimeKind(sms.status)}`, {
              time: formatInstant(sms.sendTime, language, timeZone),
            })}
          </time>
        ) : null}
      </div>
      <p className="sms-item__content">{sms.content}</p>
    </li>
  );
}

/**
 * SPEC §2.8 / §3 appointment SMS: each message about an appointment (the booking confirmation and the advance
 * reminders) with its status, when it was sent or is due, and its content.
 */
export function AppointmentSmsList({ appointId }: { appointId: number }) {
  const { t } = useTranslation();
  const smsQuery = useAppointSms(appointId);
  const list = smsQuery.data?.list ?? [];

  if (smsQuery.isError && !smsQuery.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={smsQuery.error.message}
        action={<Button onClick={() => void smsQuery.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (smsQuery.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (list.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('appointmentHistory.sms.empty')} />;
  }
  return (
    <ol className="sms-list">
      {list.map((sms) => (
        <SmsItem key={sms.id} sms={sms} />
      ))}
    </ol>
  );
}
