import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.setup';
import { isRouteAvailable } from '../../../lib/route.registry';
import { useShopMoney } from '../../../lib/use-shop-money';
import { useAppointDay, useShopIsWorking, useTakingsToday, useWorkingToday } from '../api';
import { formatCount } from '../dashboard.dates';
import { PadPanel } from './pad-panel';

/** Today's appointments: how many, how they stand, and the next ones with time, customer and technician. */
export function AppointmentsTile({ today, canOpenBoard }: { today: string; canOpenBoard: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const day = useAppointDay(today);
  const figures = day.data;
  const link = canOpenBoard ? { to: `/frame/appointNew/${today}`, label: t('padStats.openBoard') } : undefined;
  return (
    <PadPanel
      id="pad-today"
      title={t('padStats.appointments')}
      link={link}
      isLoading={day.isLoading}
      isError={day.isError}
    >
      {figures ? (
        <>
          <p className="pad-card__value" data-testid="today-count">
            {formatCount(figures.appointments, language)}
          </p>
          <p className="pad-card__sub">
            {[
              t('padStats.arrived', { count: figures.arrived }),
              t('padStats.billed', { count: figures.billed }),
              figures.missed > 0 ? t('padStats.missed', { count: figures.missed }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <h4 className="pad-card__subtitle">{t('padStats.next')}</h4>
          {figures.next.length === 0 ? (
            <p className="pad-card__sub">{t('padStats.noneLeft')}</p>
          ) : (
            <ul className="pad-list">
              {figures.next.map((a) => (
                <li key={a.id}>
                  <span className="pad-list__time">
                    {a.startTime}–{a.endTime}
                  </span>
                  <span className="pad-list__main">{a.isTemporary ? t('padStats.walkIn') : a.customName}</span>
                  <span className="pad-list__side">{a.accountName}</span>
                  {a.isArrived ? <Tag color="green">{t('padStats.isArrived')}</Tag> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </PadPanel>
  );
}

/** Who works today (each bookable technician's bookable parts of the day) and whether the shop is open now. */
export function WorkingTile({ today, canOpenHours }: { today: string; canOpenHours: boolean }) {
  const { t } = useTranslation();
  const working = useWorkingToday(today);
  const shop = useShopIsWorking();
  const status = shop.data;
  const link =
    canOpenHours && isRouteAvailable('/frame/settings/timeManage')
      ? { to: '/frame/settings/timeManage', label: t('padStats.workTime') }
      : undefined;
  return (
    <PadPanel
      id="pad-working"
      title={t('padStats.working')}
      link={link}
      isLoading={working.isLoading || shop.isLoading}
      isError={working.isError || shop.isError}
    >
      {status ? (
        <p className="pad-card__sub">
          <Tag color={status.isWorking ? 'green' : 'default'}>
            {status.isWorking
              ? t('padStats.shopOpen', { open: status.open, close: status.close })
              : t(status.reason === 'holiday' ? 'padStats.shopHoliday' : 'padStats.shopClosed')}
          </Tag>
        </p>
      ) : null}
      {working.list.length === 0 ? (
        <p className="pad-card__sub">{t('padStats.nobodyWorking')}</p>
      ) : (
        <ul className="pad-list">
          {working.list.map((member) => (
            <li key={member.id}>
              <span className="pad-list__main">{member.name}</span>
              <span className="pad-list__side">{member.hours.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </PadPanel>
  );
}

/**
 * Today's takings so far against the same weekday last week at this time: a shop total, asked only for the owner and
 * for finance staff; it shows only when the server answers it (ADR 025), so it never asks for the internal password.
 */
export function TakingsTile({ isAsked, canOpenFinance }: { isAsked: boolean; canOpenFinance: boolean }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const takings = useTakingsToday(isAsked);
  const figures = takings.data;
  if (!isAsked || !figures) return null;
  const before = figures.lastWeekSoFar.takings;
  const change = before === 0 ? null : Math.round(((figures.today.takings - before) / before) * 100);
  const link = canOpenFinance
    ? { to: '/frame/choosePerformance/financeHistory', label: t('padStats.financeTable') }
    : undefined;
  return (
    <PadPanel id="pad-takings" title={t('padStats.takings')} link={link}>
      <p className="pad-card__value" data-testid="takings-today">
        {money(figures.today.takings)}
      </p>
      <p className="pad-card__sub">
        {t('padStats.lastWeekSoFar', { time: figures.time, amount: money(before) })}
        {change === null ? null : (
          <Tag className="pad-change" color={change >= 0 ? 'green' : 'orange'}>
            {change >= 0 ? `+${change}%` : `${change}%`}
          </Tag>
        )}
      </p>
      <p className="pad-card__sub">{t('padStats.billsToday', { count: figures.today.bills })}</p>
    </PadPanel>
  );
}
