import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_STEP, toHhmm, toMinutes } from '../../../../../contract/time-slots';
import type { TBoardAppointment, TDayBoard } from '../api';
import {
  boardRange,
  durationAt,
  heightOf,
  isUnavailable,
  layoutColumns,
  minuteAt,
  nowLineTop,
  rowStarts,
  topOf,
} from '../board.layout';
import { type TGesture, useBoardGesture } from '../use-board-gesture';
import { AppointmentBlock } from './appointment-block';

export type TMoveTarget = { accountId: number; startTime: string };

type TProps = {
  board: TDayBoard;
  zone: string;
  now: Date;
  rowHeight: number;
  /** Phones get narrower columns (the board scrolls sideways under a sticky time axis). */
  isPhone: boolean;
  onSlot: (accountId: number, time: string) => void;
  onOpen: (item: TBoardAppointment) => void;
  onMove: (item: TBoardAppointment, target: TMoveTarget) => void;
  onResize: (item: TBoardAppointment, duration: number) => void;
  /** Tells the page a drag is on (swiping to another date is then refused, SPEC §8). */
  onDragging: (isDragging: boolean) => void;
};

type TTarget = { kind: 'move'; accountId: number; minute: number } | { kind: 'resize'; duration: number };

/**
 * The day board's grid (SPEC §2.8): a sticky row of technicians over a sticky time axis, one column per bookable
 * technician with their unavailable time shaded, the day's appointments in their lanes, a current-time line, and
 * drag to move or to change the duration with a mouse or a finger.
 */
export function DayGrid({
  board,
  zone,
  now,
  rowHeight,
  isPhone,
  onSlot,
  onOpen,
  onMove,
  onResize,
  onDragging,
}: TProps) {
  const { t } = useTranslation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const columnRefs = useRef(new Map<number, HTMLDivElement>());
  const range = useMemo(() => boardRange(board.slots, board.list), [board.slots, board.list]);
  const rows = useMemo(() => rowStarts(range), [range]);
  const columns = useMemo(
    () => layoutColumns(board.technicians, board.list, range, rowHeight),
    [board.technicians, board.list, range, rowHeight],
  );
  const height = rows.length * rowHeight;
  const bookable = new Set(board.technicians.filter((c) => c.isBookable).map((c) => c.shopAccountId));

  const targetOf = (g: TGesture): TTarget | null => {
    if (g.kind === 'resize') {
      const column = columnRefs.current.get(g.item.shopAccountId);
      if (!column) return null;
      const offset = g.y - column.getBoundingClientRect().top;
      const edge = range.startMin + Math.round(offset / rowHeight) * SLOT_STEP;
      return { kind: 'resize', duration: durationAt(toMinutes(g.item.startTime), edge) };
    }
    for (const [accountId, column] of columnRefs.current) {
      if (!bookable.has(accountId)) continue;
      const rect = column.getBoundingClientRect();
      if (g.x < rect.left || g.x >= rect.right) continue;
      // The row nearest the block's new top, never so late that the block would end past the day.
      const top = g.y - g.grabOffsetY - rect.top;
      const latest = Math.max(range.startMin, Math.min(range.endMin, 1440 - g.item.duration) - SLOT_STEP);
      const minute = Math.min(latest, minuteAt(top + rowHeight / 2, range, rowHeight));
      return { kind: 'move', accountId, minute };
    }
    return null;
  };

  const { gesture, begin } = useBoardGesture({
    scroller: () => scrollerRef.current,
    onTap: onOpen,
    onDrop: (g) => {
      const target = targetOf(g);
      if (!target) return;
      if (target.kind === 'resize') {
        if (target.duration !== g.item.duration) onResize(g.item, target.duration);
        return;
      }
      const startTime = toHhmm(target.minute);
      if (target.accountId !== g.item.shopAccountId || startTime !== g.item.startTime) {
        onMove(g.item, { accountId: target.accountId, startTime });
      }
    },
  });
  const activeGesture = gesture?.isActive ? gesture : null;
  const target = activeGesture ? targetOf(activeGesture) : null;
  const isDragging = activeGesture !== null;
  const onDraggingRef = useRef(onDragging);
  onDraggingRef.current = onDragging;
  useEffect(() => onDraggingRef.current(isDragging), [isDragging]);

  const lineTop = nowLineTop(board.appointDay, zone, now, range, rowHeight);
  const columnMin = isPhone ? 112 : 150;

  return (
    <div
      ref={scrollerRef}
      className={`board-scroll${isDragging ? ' board-scroll--dragging' : ''}`}
      data-testid="board-scroll"
    >
      <div
        className="board-grid"
        style={{
          gridTemplateColumns: `var(--board-time-col) repeat(${Math.max(1, columns.length)}, minmax(${columnMin}px, 1fr))`,
        }}
      >
        <div className="board-corner" />
        {columns.map(({ technician }, index) => (
          <div key={technician.shopAccountId} className="board-head" style={{ gridColumn: index + 2 }}>
            <span className="board-head__name">{technician.name}</span>
            {technician.isBookable ? null : (
              <span className="board-head__note">{t('appointments.board.notBookable')}</span>
            )}
          </div>
        ))}
        {columns.length === 0 ? <div className="board-head" style={{ gridColumn: 2 }} /> : null}

        <div className="board-times" style={{ height }} aria-hidden>
          {rows.map((minute) => (
            <div
              key={minute}
              className={`board-time${minute % 60 === 0 ? ' board-time--hour' : ''}`}
              style={{ height: rowHeight }}
            >
              {minute % 30 === 0 ? toHhmm(minute) : ''}
            </div>
          ))}
        </div>

        {columns.map(({ technician, lanes, blocks, shades }, index) => (
          <div
            key={technician.shopAccountId}
            ref={(el) => {
              if (el) columnRefs.current.set(technician.shopAccountId, el);
              else columnRefs.current.delete(technician.shopAccountId);
            }}
            className="board-col"
            style={{ gridColumn: index + 2, height, backgroundSize: `100% ${rowHeight * 4}px` }}
            data-testid={`board-column-${technician.shopAccountId}`}
          >
            {shades.map((shade) => (
              <div
                key={`${shade.top}-${shade.reason}`}
                className={`board-shade board-shade--${shade.reason}`}
                style={{ top: shade.top, height: shade.height }}
                title={t(`appointments.unavailable.${shade.reason}`)}
              />
            ))}
            {technician.isBookable ? null : (
              <div className="board-shade" style={{ top: 0, height }} title={t('appointments.board.notBookable')} />
            )}
            {(technician.isBookable ? rows : []).map((minute) => {
              const time = toHhmm(minute);
              const isOff = isUnavailable(technician, minute);
              return (
                <button
                  key={minute}
                  type="button"
                  className={`board-slot${isOff ? ' board-slot--off' : ''}`}
                  style={{ top: topOf(minute, range, rowHeight), height: rowHeight }}
                  data-testid={`slot-${technician.shopAccountId}-${time}`}
                  aria-label={t('appointments.board.slotLabel', { name: technician.name, time })}
                  onClick={() => onSlot(technician.shopAccountId, time)}
                />
              );
            })}
            {blocks.map((block) => {
              const isHeld = gesture?.item.id === block.item.id && gesture.isActive;
              const resized = isHeld && target?.kind === 'resize' ? heightOf(target.duration, rowHeight) : null;
              return (
                <AppointmentBlock
                  key={block.item.id}
                  item={block.item}
                  top={block.top}
                  height={resized ?? block.height}
                  lane={block.lane}
                  lanes={lanes}
                  rowHeight={rowHeight}
                  isPhoneShown={board.displayPhone === '1'}
                  state={isHeld ? (resized !== null ? 'resizing' : 'moving') : 'idle'}
                  onPointerDown={(event) => begin('move', block.item, event)}
                  onEdgePointerDown={(event) => begin('resize', block.item, event)}
                  onOpen={() => onOpen(block.item)}
                />
              );
            })}
            {activeGesture && target?.kind === 'move' && target.accountId === technician.shopAccountId ? (
              <div
                className="board-ghost"
                style={{
                  top: topOf(target.minute, range, rowHeight),
                  height: heightOf(activeGesture.item.duration, rowHeight),
                }}
                data-testid="board-ghost"
              >
                {toHhmm(target.minute)}–{toHhmm(target.minute + activeGesture.item.duration)}
              </div>
            ) : null}
          </div>
        ))}

        {lineTop !== null ? (
          <div className="board-now-layer" aria-hidden>
            <div className="board-now" style={{ top: lineTop }} data-testid="board-now" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
