import type { TLiveEvent } from '../../contract/live-events';
import type { TDb } from '../db/client';
import { notifyLive } from './realtime.repo';

/**
 * NOTIFY payloads are limited to 8000 bytes; an event carries ids only (about 120 bytes), so it stays far below. A
 * payload that somehow grew past the limit would fail the write, so this guards it with a clear message.
 */
export const NOTIFY_PAYLOAD_LIMIT = 8000;

/** Publishes a live event to the shop's open screens when (and only if) the transaction `tx` commits. */
export async function publishLiveEvent(tx: TDb, event: TLiveEvent) {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) >= NOTIFY_PAYLOAD_LIMIT) throw new Error('live event payload over the NOTIFY limit');
  await notifyLive(tx, payload);
}
