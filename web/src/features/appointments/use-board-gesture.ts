import { useCallback, useEffect, useRef, useState } from 'react';
import type { TBoardAppointment } from './api';

/**
 * Drag to move and bottom-edge drag to change the duration, with a mouse or a finger (ADR 015). A mouse starts a move
 * after a few pixels; a finger or a pen after a long press that did not move, so a swipe still scrolls the board. The
 * bottom edge starts a resize at once for every pointer (it is a small handle that never scrolls).
 */
export const LONG_PRESS_MS = 450;
const MOUSE_SLOP_PX = 5;
const TOUCH_SLOP_PX = 10;
const EDGE_SCROLL_PX = 48;

export type TGestureKind = 'move' | 'resize';
export type TGesture = {
  kind: TGestureKind;
  item: TBoardAppointment;
  pointerId: number;
  pointerType: string;
  startX: number;
  startY: number;
  x: number;
  y: number;
  /** Where in the block the pointer took hold of it, so the block does not jump under the finger. */
  grabOffsetY: number;
  isActive: boolean;
};

export type TGestureCallbacks = {
  /** A press on a block that did not become a drag: open the appointment. */
  onTap: (item: TBoardAppointment) => void;
  /** A finished drag, with the last pointer position. */
  onDrop: (gesture: TGesture) => void;
  /** The board's scroll container, scrolled while a drag nears its edges. */
  scroller: () => HTMLElement | null;
};

export function useBoardGesture({ onTap, onDrop, scroller }: TGestureCallbacks) {
  const [gesture, setGesture] = useState<TGesture | null>(null);
  const gestureRef = useRef<TGesture | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onTap, onDrop, scroller });
  callbacks.current = { onTap, onDrop, scroller };

  const update = useCallback((next: TGesture | null) => {
    gestureRef.current = next;
    setGesture(next);
  }, []);

  const finish = useCallback(() => {
    clearTimeout(timer.current);
    update(null);
  }, [update]);

  const begin = useCallback(
    (kind: TGestureKind, item: TBoardAppointment, event: React.PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const isResize = kind === 'resize';
      if (isResize) event.stopPropagation();
      const next: TGesture = {
        kind,
        item,
        pointerId: event.pointerId,
        pointerType: event.pointerType,
        startX: event.clientX,
        startY: event.clientY,
        x: event.clientX,
        y: event.clientY,
        grabOffsetY: event.clientY - event.currentTarget.getBoundingClientRect().top,
        isActive: isResize,
      };
      update(next);
      if (!isResize && event.pointerType !== 'mouse') {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const current = gestureRef.current;
          if (current && current.pointerId === next.pointerId && !current.isActive) {
            navigator.vibrate?.(15);
            update({ ...current, isActive: true });
          }
        }, LONG_PRESS_MS);
      }
    },
    [update],
  );

  const isOn = gesture !== null;
  useEffect(() => {
    if (!isOn) return;
    const onMove = (event: PointerEvent) => {
      const current = gestureRef.current;
      if (!current || event.pointerId !== current.pointerId) return;
      const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
      if (!current.isActive) {
        if (current.pointerType === 'mouse' && distance > MOUSE_SLOP_PX) {
          update({ ...current, isActive: true, x: event.clientX, y: event.clientY });
        } else if (current.pointerType !== 'mouse' && distance > TOUCH_SLOP_PX) {
          finish(); // the finger scrolls the board: no long press
        }
        return;
      }
      update({ ...current, x: event.clientX, y: event.clientY });
      const box = callbacks.current.scroller();
      if (box) {
        const rect = box.getBoundingClientRect();
        if (event.clientY > rect.bottom - EDGE_SCROLL_PX) box.scrollTop += 12;
        else if (event.clientY < rect.top + EDGE_SCROLL_PX) box.scrollTop -= 12;
        if (event.clientX > rect.right - EDGE_SCROLL_PX) box.scrollLeft += 12;
        else if (event.clientX < rect.left + EDGE_SCROLL_PX) box.scrollLeft -= 12;
      }
    };
    const onUp = (event: PointerEvent) => {
      const current = gestureRef.current;
      if (!current || event.pointerId !== current.pointerId) return;
      finish();
      if (current.isActive) callbacks.current.onDrop({ ...current, x: event.clientX, y: event.clientY });
      else callbacks.current.onTap(current.item);
    };
    const onCancel = (event: PointerEvent) => {
      if (gestureRef.current && event.pointerId === gestureRef.current.pointerId) finish();
    };
    // While a drag is on, the finger must not scroll the page (touch events are the only ones that can stop it).
    const onTouchMove = (event: TouchEvent) => {
      if (gestureRef.current?.isActive) event.preventDefault();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('touchmove', onTouchMove, { passive: false });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('keydown', onKey);
    };
  }, [isOn, finish, update]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { gesture, begin };
}
