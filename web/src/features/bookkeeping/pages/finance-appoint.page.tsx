import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { useAppointment } from '../api';
import { BillForm } from '../components/bill-form';
import '../bookkeeping.css';

const boardPath = (day: string) => `/frame/appointNew/${day}`;

/**
 * Bookkeeping started from an appointment (SPEC §2.8, §2.9) at /frame/finance/:appoint: the appointment's customer,
 * projects and technician are filled in. An appointment billed already says so and leads back to its board day.
 */
export function FinanceAppointPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shop = useSession(selectCurrentShop);
  const { appoint } = useParams();
  const appointId = Number(appoint);
  const query = useAppointment(appointId);
  const appointment = query.data;

  const toBoard = (day: string) => (
    <Button type="primary" onClick={() => navigate(boardPath(day))}>
      {t('bookkeeping.appointment.backToBoard')}
    </Button>
  );

  let body: ReactNode;
  if (!Number.isSafeInteger(appointId) || appointId <= 0 || query.isError) {
    body = (
      <Result
        status="warning"
        title={t('bookkeeping.appointment.loadFailed')}
        subTitle={query.error?.message ?? errorText('NOT_FOUND', currentLanguage())}
        extra={toBoard(shopToday(shop?.timeZone))}
      />
    );
  } else if (!appointment) {
    body = (
      <div className="bk-loading">
        <Spin size="large" />
      </div>
    );
  } else if (appointment.billId !== null) {
    body = (
      <Result
        status="success"
        title={t('bookkeeping.appointment.billed')}
        subTitle={t('bookkeeping.appointment.billedDetail', {
          customer: appointment.customName || t('bookkeeping.appointment.temporary'),
          day: appointment.appointDay,
          start: appointment.startTime,
        })}
        extra={toBoard(appointment.appointDay)}
        data-testid="appointment-billed"
      />
    );
  } else {
    body = <BillForm key={appointment.id} mode={{ kind: 'appointment', appointment }} />;
  }

  return <div className="bk-page">{body}</div>;
}
