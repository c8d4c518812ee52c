import { parseLiveEvent, type TLiveEvent } from '../../contract/live-events';
import type { TDeps } from '../http/context';
import { notifySourceOf } from './realtime.listener';

export type TLiveListener = (event: TLiveEvent) => void;

type TLog = {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** An instance's live events: its one LISTEN fanned out to the streams open on it, by shop. */
export type TLiveBus = {
  /** Resolves once the LISTEN is active, so nothing committed after it is missed; answers the unsubscribe. */
  subscribe: (shopId: number, listener: TLiveListener) => Promise<() => void>;
  /** How many streams are subscribed now. */
  size: () => number;
  close: () => Promise<void>;
};

/** The live bus of an app instance, over its database's LISTEN/NOTIFY (ADR 013). */
export function createLiveBus(deps: Pick<TDeps, 'db' | 'dbKind'>, log: TLog): TLiveBus {
  const byShop = new Map<number, Set<TLiveListener>>();

  const deliver = (listener: TLiveListener, event: TLiveEvent) => {
    try {
      listener(event);
    } catch (err) {
      log.error({ err }, 'live events: a subscriber failed');
    }
  };

  const source = notifySourceOf(
    deps.db,
    deps.dbKind,
    {
      onPayload: (payload) => {
        const event = parseLiveEvent(payload);
        // Every event a write publishes names its shop: an appointment's (the app's) and a shop-wide change's (the
        // triggers', ADR 022). 'ready' and 'resync' are the stream's own and never come over NOTIFY.
        if (!event || !('shopId' in event)) {
          log.warn({ payload: payload.slice(0, 200) }, 'live events: an unknown notification was ignored');
          return;
        }
        for (const listener of byShop.get(event.shopId) ?? []) deliver(listener, event);
      },
      // Changes may have committed while the LISTEN was down: every stream refetches.
      onGap: () => {
        for (const listeners of byShop.values())
          for (const listener of listeners) deliver(listener, { type: 'resync' });
      },
    },
    log,
  );

  return {
    subscribe: async (shopId, listener) => {
      await source.start();
      let listeners = byShop.get(shopId);
      if (!listeners) {
        listeners = new Set();
        byShop.set(shopId, listeners);
      }
      listeners.add(listener);
      return () => {
        const set = byShop.get(shopId);
        set?.delete(listener);
        if (set?.size === 0) byShop.delete(shopId);
      };
    },
    size: () => [...byShop.values()].reduce((sum, set) => sum + set.size, 0),
    close: async () => {
      byShop.clear();
      await source.close();
    },
  };
}
