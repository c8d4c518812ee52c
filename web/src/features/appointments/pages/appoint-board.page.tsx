import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../../../contract/errors';
import { addDays, todayIn } from '../../../../../contract/shop-time';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useLiveStatus } from '../../../lib/live-events';
import { notify } from '../../../lib/notify.bridge';
import { useIsPathOpen } from '../../../lib/route.access';
import { findRoute } from '../../../lib/route.registry';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopZone } from '../../../lib/shop-today';
import { type TAppointEntry, type TBoardAppointment, useChangeDuration, useDayBoard, useDragAppointment } from '../api';
import { dayTitle, isBoardDay, weekOf, weekTitle } from '../board.dates';
import { isPastSlot } from '../board.layout';
import { AppointmentDialog, type TDialogState } from '../components/appointment-dialog';
import { AppointmentDrawer } from '../components/appointment-drawer';
import { BoardLegend } from '../components/board-legend';
import { BoardLoadError } from '../components/board-load-error';
import { ChangeDurationDialog, ChangeDutyDialog } from '../components/change-dialogs';
import { DayGrid, type TMoveTarget } from '../components/day-grid';
import { DaySheetDialog } from '../components/day-sheet-dialog';
import { PastChoiceDialog } from '../components/past-choice-dialog';
import { WeekView } from '../components/week-view';
import { usePlacement } from '../use-placement';
import { useUndoToast } from '../use-undo-toast';
import '../appointments.css';

const boardPath = (day: string) => `/frame/appointNew/${day}`;
const MONTH_PATH = '/frame/appointmentInMonth';
const HISTORY_PATH = '/frame/appointmentHistory';
const SMS_PURCHASE_PATH = '/frame/chooseMarketing/paySmsDetail';
/** A horizontal swipe of at least this many pixels, mostly sideways, changes the date. */
const SWIPE_MIN_PX = 70;
const NOW_TICK_MS = 60_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The route's date, or today in the shop when it is missing or not a date. */
export function AppointBoardPage() {
  const { date } = useParams();
  const shop = useSession(selectCurrentShop);
  const zone = shopZone(shop?.timeZone);
  if (!isBoardDay(date)) return <Navigate to={boardPath(todayIn(zone, new Date()))} replace />;
  return <Board day={date} zone={zone} />;
}

type TPastAsk = { resolve: (entry: TAppointEntry | null) => void };
type TSide = { kind: 'duty' | 'duration'; item: TBoardAppointment } | null;

/**
 * The appointment board (SPEC §2.8) at /frame/appointNew/:date: the day board, or the week around it (?view=week).
 * Arrows, the date picker, a swipe or ← → change the date; both are refused while an appointment is being moved.
 */
function Board({ day, zone }: { day: string; zone: string }) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const isPhone = useSession((state) => state.phoneDevice);
  const isPathOpen = useIsPathOpen();
  const locale = currentLanguage();
  const now = useNow();
  const liveStatus = useLiveStatus();
  const today = todayIn(zone, now);
  const view = search.get('view') === 'week' ? 'week' : 'day';
  const openId = Number(search.get('open') ?? 0);
  const board = useDayBoard(day);
  const drag = useDragAppointment();
  const changeDuration = useChangeDuration();
  const place = usePlacement();
  const offerUndo = useUndoToast();
  const [dialog, setDialog] = useState<TDialogState | null>(null);
  const [side, setSide] = useState<TSide>(null);
  const [pastAsk, setPastAsk] = useState<TPastAsk | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const shopName = useSession(selectCurrentShop)?.shopName ?? '';
  const [isMoving, setIsMoving] = useState(false);
  const isMovingRef = useRef(false);
  isMovingRef.current = isDragging || isMoving;
  // A board kept from before a failed read is not used: its technicians and appointments may be out of date.
  const data = board.data?.appointDay === day && !board.isError ? board.data : undefined;
  const openItem = data?.list.find((item) => item.id === openId) ?? null;

  const setOpen = (id: number | null) =>
    setSearch(
      (params) => {
        if (id) params.set('open', String(id));
        else params.delete('open');
        return params;
      },
      { replace: true },
    );

  const goTo = (next: string) => {
    if (isMovingRef.current) {
      notify.error(errorText('MOVING_NO_SWIPE', currentLanguage()));
      return;
    }
    navigate({ pathname: boardPath(next), search: view === 'week' ? '?view=week' : '' });
  };
  const step = view === 'week' ? 7 : 1;

  // ← and → change the date when nothing else has the keyboard.
  const goToRef = useRef(goTo);
  goToRef.current = goTo;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"], .ant-select, .ant-picker')) return;
      if (document.querySelector('.ant-modal-wrap, .ant-drawer-open')) return;
      goToRef.current(addDays(day, event.key === 'ArrowLeft' ? -step : step));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [day, step]);

  // A sideways swipe changes the date, except on a board that scrolls sideways (its own swipe scrolls it).
  const touchStart = useRef<{ x: number; y: number; isScrollable: boolean } | null>(null);
  const onTouchStart = (event: React.TouchEvent) => {
    const touch = event.touches[0];
    const scroller = (event.target as HTMLElement).closest('.board-scroll');
    const isScrollable = scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false;
    touchStart.current = event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY, isScrollable } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 2) return;
    if (isMovingRef.current) {
      notify.error(errorText('MOVING_NO_SWIPE', currentLanguage()));
      return;
    }
    if (start.isScrollable) return;
    goTo(addDays(day, dx < 0 ? step : -step));
  };

  const askPast = () =>
    new Promise<TAppointEntry | null>((resolve) => {
      setPastAsk({ resolve });
    });

  const onSlot = async (accountId: number, time: string) => {
    if (isPastSlot(day, time, zone, new Date())) {
      const entry = await askPast();
      if (entry) setDialog({ mode: 'create', day, startTime: time, accountId, entry });
      return;
    }
    setDialog({ mode: 'create', day, startTime: time, accountId, entry: 'normal' });
  };

  const newAppointment = () => {
    const first = data?.slots.find((slot) => !isPastSlot(day, slot, zone, new Date())) ?? data?.slots[0] ?? '09:00';
    setDialog({ mode: 'create', day, startTime: first, entry: 'normal' });
  };

  // The 'n' shortcut (app.global-search) opens the board with ?new=1: the new appointment dialog, once the day is in.
  const isNewAsked = search.get('new') === '1';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per ?new=1, when the day's slots are known
  useEffect(() => {
    if (!isNewAsked || !data) return;
    setSearch(
      (params) => {
        params.delete('new');
        return params;
      },
      { replace: true },
    );
    newAppointment();
  }, [isNewAsked, data]);

  const onMove = async (item: TBoardAppointment, target: TMoveTarget) => {
    const technician = data?.technicians.find((tech) => tech.shopAccountId === target.accountId);
    setIsMoving(true);
    try {
      const isSure = await modal.confirm({
        title: t('appointments.move.confirm'),
        content: t('appointments.move.detail', {
          from: `${item.technicianName} ${item.startTime}`,
          to: `${technician?.name ?? ''} ${target.startTime}`,
        }),
        okText: t('appointments.move.ok'),
        cancelText: t('appointments.action.cancel'),
      });
      if (!isSure) return;
      const body = {
        id: item.id,
        version: item.version,
        shopAccountId: target.accountId,
        appointDay: day,
        startTime: target.startTime,
      };
      const moved = await place(body, (input) => drag.mutateAsync(input));
      if (moved) {
        // Undo puts it back through the same call; a slot booked meanwhile is asked about as any move's would be.
        const back = { ...body, version: moved.version, shopAccountId: item.shopAccountId, startTime: item.startTime };
        offerUndo(t('appointments.undo.moved'), () =>
          place(back, (input) => drag.mutateAsync(input), { allowOverlap: false, confirmOutsideHours: true }),
        );
      }
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setIsMoving(false);
    }
  };

  const onResize = async (item: TBoardAppointment, duration: number) => {
    setIsMoving(true);
    try {
      const changed = await place({ id: item.id, version: item.version, duration }, (input) =>
        changeDuration.mutateAsync(input),
      );
      if (changed) {
        const back = { id: item.id, version: changed.version, duration: item.duration };
        offerUndo(t('appointments.undo.resized'), () =>
          place(back, (input) => changeDuration.mutateAsync(input), { allowOverlap: false, confirmOutsideHours: true }),
        );
      }
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setIsMoving(false);
    }
  };

  const week = weekOf(day);
  const title = view === 'week' ? weekTitle(week, locale) : dayTitle(day, locale, isPhone);
  const canMonth = Boolean(findRoute(MONTH_PATH)) && isPathOpen(MONTH_PATH);
  const canHistory = Boolean(findRoute(HISTORY_PATH)) && isPathOpen(HISTORY_PATH);
  const isReady = view === 'day' ? Boolean(data) && !board.isFetching : true;

  return (
    <div
      className="board-page"
      data-testid="day-board"
      data-ready={isReady ? 'true' : 'false'}
      data-day={day}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="board-toolbar">
        <span className="board-toolbar__date">
          <Button
            icon={<LeftOutlined />}
            onClick={() => goTo(addDays(day, -step))}
            aria-label={view === 'week' ? t('appointments.board.prevWeek') : t('appointments.board.prevDay')}
            data-testid="board-prev"
          />
          <DatePicker
            value={dayjs(day)}
            allowClear={false}
            inputReadOnly
            format={() => title}
            onChange={(value) => value && goTo(value.format('YYYY-MM-DD'))}
            aria-label={t('appointments.board.pickDate')}
            style={{ minWidth: isPhone ? 130 : 190 }}
          />
          <Button
            icon={<RightOutlined />}
            onClick={() => goTo(addDays(day, step))}
            aria-label={view === 'week' ? t('appointments.board.nextWeek') : t('appointments.board.nextDay')}
            data-testid="board-next"
          />
          {day !== today ? <Button onClick={() => goTo(today)}>{t('appointments.board.today')}</Button> : null}
        </span>
        <Segmented
          value={view}
          onChange={(value) =>
            setSearch(
              (params) => {
                if (value === 'week') params.set('view', 'week');
                else params.delete('view');
                return params;
              },
              { replace: true },
            )
          }
          options={[
            { value: 'day', label: t('appointments.view.day') },
            { value: 'week', label: t('appointments.view.week') },
          ]}
        />
        {canMonth ? (
          <Link to={MONTH_PATH}>
            <Button icon={<CalendarOutlined aria-hidden />} aria-label={t('appointments.view.month')}>
              {isPhone ? null : t('appointments.view.month')}
            </Button>
          </Link>
        ) : null}
        {canHistory ? (
          <Link to={HISTORY_PATH}>
            <Button icon={<HistoryOutlined aria-hidden />} aria-label={t('appointments.view.history')}>
              {isPhone ? null : t('appointments.view.history')}
            </Button>
          </Link>
        ) : null}
        {view === 'day' && data ? (
          <Button
            icon={<PrinterOutlined aria-hidden />}
            aria-label={t('appointments.sheet.button')}
            onClick={() => setIsSheetOpen(true)}
            data-testid="board-day-sheet"
          >
            {isPhone ? null : t('appointments.sheet.button')}
          </Button>
        ) : null}
        <span className="board-toolbar__spacer" />
        <span className={`board-live board-live--${liveStatus}`} data-testid="board-live" role="status">
          <span className="board-live__dot" aria-hidden />
          {liveStatus === 'live'
            ? t('appointments.board.live')
            : liveStatus === 'connecting'
              ? t('appointments.board.connecting')
              : t('appointments.board.offline')}
        </span>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={newAppointment}
          disabled={view === 'day' && board.isError}
          data-testid="board-new"
        >
          {t('appointments.board.new')}
        </Button>
      </div>

      {data?.reminders.enabled && data.reminders.msgNums <= 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('appointments.board.noCredit')}
          data-testid="board-no-credit"
          action={
            findRoute(SMS_PURCHASE_PATH) && isPathOpen(SMS_PURCHASE_PATH) ? (
              <Link to={SMS_PURCHASE_PATH}>
                <Button size="small">{t('appointments.board.buySms')}</Button>
              </Link>
            ) : undefined
          }
        />
      ) : null}
      {view === 'week' ? (
        <WeekView
          days={week}
          today={today}
          locale={locale}
          onDay={(next) => navigate(boardPath(next))}
          onOpen={(item) => navigate(`${boardPath(item.appointDay)}?open=${item.id}`)}
        />
      ) : board.isError ? (
        <BoardLoadError isRetrying={board.isFetching} onRetry={() => void board.refetch()} />
      ) : !data ? (
        <Spin style={{ margin: 48 }} />
      ) : data.technicians.length === 0 ? (
        <Empty description={t('appointments.board.noTechnicians')} />
      ) : (
        <>
          <DayGrid
            board={data}
            zone={zone}
            now={now}
            rowHeight={isPhone ? 26 : 24}
            isPhone={isPhone}
            onSlot={onSlot}
            onOpen={(item) => setOpen(item.id)}
            onMove={onMove}
            onResize={onResize}
            onDragging={setIsDragging}
          />
          <BoardLegend />
        </>
      )}

      {dialog && data ? (
        <AppointmentDialog
          state={dialog}
          technicians={data.technicians}
          zone={zone}
          onClose={() => setDialog(null)}
          onPastChosen={() => askPast()}
        />
      ) : null}
      {openItem && !dialog && !side ? (
        <AppointmentDrawer
          item={openItem}
          isPhone={isPhone}
          onEdit={() => setDialog({ mode: 'edit', item: openItem })}
          onChangeDuty={() => setSide({ kind: 'duty', item: openItem })}
          onChangeDuration={() => setSide({ kind: 'duration', item: openItem })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {isSheetOpen && data ? (
        <DaySheetDialog
          board={data}
          title={dayTitle(day, locale, false)}
          shopName={shopName}
          onClose={() => setIsSheetOpen(false)}
        />
      ) : null}
      {side?.kind === 'duty' && data ? (
        <ChangeDutyDialog item={side.item} technicians={data.technicians} onClose={() => setSide(null)} />
      ) : null}
      {side?.kind === 'duration' ? <ChangeDurationDialog item={side.item} onClose={() => setSide(null)} /> : null}
      {pastAsk ? (
        <PastChoiceDialog
          onChoose={(entry) => {
            pastAsk.resolve(entry);
            setPastAsk(null);
          }}
        />
      ) : null}
    </div>
  );
}
