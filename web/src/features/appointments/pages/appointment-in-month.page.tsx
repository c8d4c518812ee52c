import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useIsPathOpen } from '../../../lib/route.access';
import { isRouteAvailable } from '../../../lib/route.registry';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { useMonthCounts } from '../api';
import { countsByDay, dayBoardPath, isMonth, monthOf, monthTitle, shiftMonth } from '../appointment-month.format';
import { MonthGrid } from '../components/month-grid';
import '../appointment-month.css';

const DAY_BOARD = '/frame/appointNew/:date';
const HISTORY = '/frame/appointmentHistory';

/**
 * SPEC §2.8 month view: the month's active appointments per day, previous and next month, today marked; a day opens
 * its day board. The month shown is kept in the address (?month=YYYY-MM), so going back returns to it.
 */
export function AppointmentInMonthPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const isPathOpen = useIsPathOpen();
  const isPhone = useSession((state) => state.phoneDevice);
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const [params, setParams] = useSearchParams();
  const today = shopToday(timeZone);
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : monthOf(today);
  const countsQuery = useMonthCounts(month);
  const { byDay, total } = countsByDay(countsQuery.data?.month === month ? countsQuery.data.list : []);

  const canOpenBoard = isRouteAvailable(DAY_BOARD) && isPathOpen(dayBoardPath(today));
  const canOpenHistory = isRouteAvailable(HISTORY) && isPathOpen(HISTORY);
  const showMonth = (next: string) => setParams(next === monthOf(today) ? {} : { month: next }, { replace: true });

  return (
    <div className="month-page">
      <div className="month-toolbar">
        <div className="month-toolbar__nav">
          <Button
            size="large"
            icon={<LeftOutlined />}
            aria-label={t('appointmentMonth.previous')}
            title={t('appointmentMonth.previous')}
            onClick={() => showMonth(shiftMonth(month, -1))}
          />
          <h2 className="month-toolbar__title" aria-live="polite">
            {monthTitle(month, language)}
          </h2>
          <Button
            size="large"
            icon={<RightOutlined />}
            aria-label={t('appointmentMonth.next')}
            title={t('appointmentMonth.next')}
            onClick={() => showMonth(shiftMonth(month, 1))}
          />
          <Button size="large" disabled={month === monthOf(today)} onClick={() => showMonth(monthOf(today))}>
            {t('appointmentMonth.thisMonth')}
          </Button>
        </div>
        <div className="month-toolbar__links">
          {canOpenBoard ? (
            <Button size="large" icon={<CalendarOutlined />} onClick={() => navigate(dayBoardPath(today))}>
              {t('appointmentMonth.todayBoard')}
            </Button>
          ) : null}
          {canOpenHistory ? (
            <Button size="large" icon={<HistoryOutlined />} onClick={() => navigate(HISTORY)}>
              {t('appointmentMonth.history')}
            </Button>
          ) : null}
        </div>
      </div>

      {countsQuery.isError && !countsQuery.data ? (
        <Alert
          type="error"
          showIcon
          title={countsQuery.error.message}
          action={<Button onClick={() => void countsQuery.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Spin spinning={countsQuery.isFetching && countsQuery.data?.month !== month} delay={200}>
          <p className="month-summary">
            {countsQuery.isPending ? t('common.loading') : t('appointmentMonth.total', { count: total })}
          </p>
          <MonthGrid
            month={month}
            today={today}
            counts={byDay}
            locale={language}
            isPhone={isPhone}
            onOpenDay={canOpenBoard ? (day) => navigate(dayBoardPath(day)) : undefined}
          />
          {canOpenBoard ? <p className="month-hint">{t('appointmentMonth.hint')}</p> : null}
        </Spin>
      )}
    </div>
  );
}
