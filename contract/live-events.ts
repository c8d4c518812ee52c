/**
 * Live sync (ADR 013): `GET /api/app/events` is a Server-Sent Events stream of the caller's shop. Events carry ids
 * only; a client refetches what it shows. The stream opens with `ready` (the subscription is live: refetch to catch
 * up on anything missed while away), may send `resync` (the server may have missed changes: refetch everything) and
 * otherwise one event per change.
 */

/** The stream's path under /api/app/. */
export const LIVE_EVENTS_PATH = 'events';
/** A comment line this often keeps proxies from closing the stream; the server re-checks the session each time. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how long a standard EventSource waits before reconnecting. */
export const LIVE_RETRY_MS = 3_000;

/** An appointment was created or changed (moved, resized, reassigned, missed, deleted, arrived). */
export type TLiveAppointmentEvent = {
  type: 'appointment';
  shopId: number;
  id: number;
  /** The day the appointment is on now (after a delete: the day it was on). */
  appointDay: string;
  /** The day it was on before, when a move changed the day. */
  fromDay?: string;
  /** The operation log's type (H5_ADD, H5_DRAG, ...). */
  operType: string;
};

/**
 * A change that reaches every day's board and the screens that show it (ADR 022), published by the database's
 * triggers in the write's transaction: 'staff' (hired, resigned, deleted, renamed, bookable or not, staff order, on
 * or off duty), 'workTime' (the shop's or a technician's hours, holidays, leave), 'settings' (the board's display
 * settings, the time zone).
 */
export const SHOP_CHANGE_TYPES = ['staff', 'workTime', 'settings'] as const;
export type TLiveShopChangeEvent = { type: (typeof SHOP_CHANGE_TYPES)[number]; shopId: number };

/**
 * An inventory item's quantity, threshold or existence changed (issue 20, ADR 026): the header bell re-reads the alert
 * count at once instead of waiting for its 120-s poll, and open inventory lists refetch.
 */
export type TLiveInventoryEvent = { type: 'inventory'; shopId: number; id: number };

export type TLiveEvent =
  | { type: 'ready' }
  | { type: 'resync' }
  | TLiveAppointmentEvent
  | TLiveShopChangeEvent
  | TLiveInventoryEvent;

/** One dispatched Server-Sent Events message. */
export type TSseMessage = { event: string; data: string; id: string };

/**
 * An incremental Server-Sent Events parser (the WHATWG event-stream rules): feed it decoded text in chunks of any
 * size; it calls `onMessage` for each dispatched message and `onRetry` for a `retry:` field. Comments (heartbeats)
 * are reported to `onComment`, so a client can tell a live but quiet stream from a dead one.
 */
export function createSseParser(handlers: {
  onMessage: (message: TSseMessage) => void;
  onRetry?: (ms: number) => void;
  onComment?: (text: string) => void;
}) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let lastId = '';
  let isStart = true;

  const dispatch = () => {
    if (data.length > 0) handlers.onMessage({ event: event || 'message', data: data.join('\n'), id: lastId });
    data = [];
    event = '';
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return handlers.onComment?.(text.slice(1).trimStart());
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      if (isStart && buffer.length > 0) {
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
        isStart = false;
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        // A '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
        if (c === '\r' && i === buffer.length - 1) break;
        line(buffer.slice(start, i));
        if (c === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The id of the last message with one, as `Last-Event-ID` would carry it. */
    lastEventId: () => lastId,
  };
}

/**
 * Reads one message's data as a live event; anything unknown (a newer server's event) is null. Checked by hand rather
 * than with a schema, so the web's always-loaded frame does not pull the schema library in for it.
 */
export function parseLiveEvent(data: string): TLiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (event.type === 'ready' || event.type === 'resync') return { type: event.type };
  const isInt = (v: unknown) => Number.isInteger(v);
  const shopChange = SHOP_CHANGE_TYPES.find((type) => type === event.type);
  if (shopChange) return isInt(event.shopId) ? { type: shopChange, shopId: event.shopId as number } : null;
  if (event.type === 'inventory') {
    return isInt(event.shopId) && isInt(event.id)
      ? { type: 'inventory', shopId: event.shopId as number, id: event.id as number }
      : null;
  }
  if (event.type !== 'appointment') return null;
  const isText = (v: unknown) => typeof v === 'string';
  if (!isInt(event.shopId) || !isInt(event.id) || !isText(event.appointDay) || !isText(event.operType)) return null;
  if (event.fromDay !== undefined && !isText(event.fromDay)) return null;
  return {
    type: 'appointment',
    shopId: event.shopId as number,
    id: event.id as number,
    appointDay: event.appointDay as string,
    ...(event.fromDay !== undefined ? { fromDay: event.fromDay as string } : {}),
    operType: event.operType as string,
  };
}
