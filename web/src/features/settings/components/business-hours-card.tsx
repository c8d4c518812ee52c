import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_CLOSE, DEFAULT_OPEN, toHhmm } from '../../../../../contract/time-slots';
import { currentLanguage } from '../../../lib/i18n.setup';
import { isRouteAvailable } from '../../../lib/route.registry';
import { useSession } from '../../../lib/session.store';
import { type TBusinessTime, useBusinessTime } from '../api';
import { periodsText, weekdayName } from '../settings.format';

const WORK_TIME_PATH = '/frame/settings/timeManage';
const DEFAULT_HOURS = `${toHhmm(DEFAULT_OPEN)}–${toHhmm(DEFAULT_CLOSE)}`;

/**
 * The shop's business hours (setup/businessTime), read from the same store the work time screen writes (ADR 008),
 * so they are shown here and edited there: one source of truth.
 */
export function BusinessHoursCard({ bodyStyle }: { bodyStyle: { body: React.CSSProperties } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const hours = useBusinessTime();

  const hoursOf = (day: TBusinessTime | undefined) => {
    if (!day) return t('settings.hours.defaultHint', { hours: DEFAULT_HOURS });
    const text = periodsText(day);
    if (text) return text;
    return day.open
      ? t('settings.hours.defaultHint', { hours: `${day.open}–${day.close}` })
      : t('settings.hours.closed');
  };

  return (
    <Card
      title={t('settings.shop.businessHours')}
      styles={bodyStyle}
      style={{ height: '100%' }}
      extra={
        isRouteAvailable(WORK_TIME_PATH) && !isPhone ? (
          <Button type="link" onClick={() => navigate(WORK_TIME_PATH)}>
            {t('settings.shop.editHours')}
          </Button>
        ) : null
      }
    >
      {hours.isPending ? (
        <Skeleton active />
      ) : hours.isError ? (
        <Alert type="error" showIcon title={hours.error.message} />
      ) : (
        <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', gap: '6px 16px', margin: 0 }}>
          {[1, 2, 3, 4, 5, 6, 7].map((week) => (
            <div key={week} style={{ display: 'contents' }}>
              <dt style={{ color: 'var(--muted)' }}>{weekdayName(week, language)}</dt>
              <dd style={{ margin: 0 }}>{hoursOf(hours.data.list.find((day) => day.week === week))}</dd>
            </div>
          ))}
        </dl>
      )}
      {isRouteAvailable(WORK_TIME_PATH) && isPhone ? (
        <Button block size="large" style={{ marginTop: 16 }} onClick={() => navigate(WORK_TIME_PATH)}>
          {t('settings.shop.editHours')}
        </Button>
      ) : null}
    </Card>
  );
}
