import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import type { TStaff } from '../../../../../contract/staff';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useIsPathOpen } from '../../../lib/route.access';
import { isRouteAvailable } from '../../../lib/route.registry';
import { UPCOMING_SHOWN, useUpcomingAppointments } from '../api';

const DAY_BOARD = '/frame/appointNew/:date';
/** The appointments menu covers the history read this warning makes (SPEC §6). */
const APPOINTMENT_READ_PATH = '/frame/appointmentHistory';

/** A 'YYYY-MM-DD' day with its weekday in the reader's language, without any zone shift. */
function dayText(day: string, locale: string) {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/**
 * SPEC §4 resignation: the confirmation says to handle the employee's appointments first and, when some are still to
 * come (not deleted, not missed, from the shop-local now on), how many and the next few, each linking to its day
 * board. Without the appointments menu only the advice is shown.
 */
export function StaffResignWarning({ staff, onLeave }: { staff: TStaff; onLeave: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPathOpen = useIsPathOpen();
  const canCheck = isPathOpen(APPOINTMENT_READ_PATH);
  const canOpenBoard = isRouteAvailable(DAY_BOARD);
  const upcoming = useUpcomingAppointments(staff.id, canCheck);
  const list = upcoming.data?.list ?? [];
  const totalCount = upcoming.data?.totalCount ?? 0;

  return (
    <div className="staff-resign">
      <p className="staff-resign__advice">{t('staff.confirm.resignText', { name: staff.name })}</p>
      {!canCheck ? null : upcoming.isPending ? (
        <p className="staff-resign__checking">
          <Spin size="small" /> {t('staff.resign.checking', { name: staff.name })}
        </p>
      ) : upcoming.isError ? (
        <Alert type="info" showIcon title={t('staff.resign.checkFailed')} />
      ) : totalCount === 0 ? (
        <p className="staff-resign__clear">
          <CheckCircleOutlined aria-hidden /> {t('staff.resign.none', { name: staff.name })}
        </p>
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t('staff.resign.pending', { name: staff.name, count: totalCount })}
          description={
            <>
              <ul className="staff-resign__list" aria-label={t('staff.resign.nextOnes')}>
                {list.map((a) => {
                  const text = t('staff.resign.item', {
                    day: dayText(a.appointDay, language),
                    time: a.startTime,
                    customer: a.customName || t('staff.resign.temporaryCustomer'),
                  });
                  return (
                    <li key={a.id}>
                      {canOpenBoard ? (
                        <a href={`#/frame/appointNew/${a.appointDay}`} onClick={onLeave}>
                          {text}
                        </a>
                      ) : (
                        text
                      )}
                    </li>
                  );
                })}
              </ul>
              {totalCount > UPCOMING_SHOWN ? (
                <p className="staff-resign__more">{t('staff.resign.more', { count: totalCount - UPCOMING_SHOWN })}</p>
              ) : null}
            </>
          }
        />
      )}
    </div>
  );
}
