/**
 * Every key this app writes to localStorage (SPEC §3 'Browser storage keys'). The cookie settings page lists
 * these same keys, so a key added here must also get a purpose text under `cookie.keys.<name>` in the catalogs.
 */
export const STORAGE_KEYS = {
  language: 'language',
  token: 'token',
  user: 'user',
  shopInfo: 'shopInfo',
  shopDetail: 'shopDetail',
  mainToken: 'mainToken',
  mainShopDetail: 'mainShopDetail',
  branchShops: 'branchShops',
  innerLogin: 'innerLogin',
  routerFrom: 'routerFrom',
  drawerStorage: 'drawerStorage',
  appVersion: 'appVersion',
  cookieConsent: 'cookieConsent',
  neverShowGuideStep: 'neverShowGuideStep',
  projectColorHistory: 'projectColorHistory',
} as const;

export type TStorageKey = keyof typeof STORAGE_KEYS;

/** localStorage that never throws (private mode, disabled storage): reads give null, writes are dropped. */
export const storage = {
  get(key: TStorageKey): string | null {
    try {
      return globalThis.localStorage?.getItem(STORAGE_KEYS[key]) ?? null;
    } catch {
      return null;
    }
  },
  set(key: TStorageKey, value: string): void {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEYS[key], value);
    } catch {
      // Storage unavailable: the value lives only in memory for this page.
    }
  },
  remove(key: TStorageKey): void {
    try {
      globalThis.localStorage?.removeItem(STORAGE_KEYS[key]);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
  getJson<T>(key: TStorageKey): T | null {
    const raw = storage.get(key);
    if (!raw || raw === 'null' || raw === 'undefined') return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: TStorageKey, value: unknown): void {
    storage.set(key, value === undefined ? 'null' : JSON.stringify(value));
  },
};

/** SPEC §2.3, §2.11: where the customer detail goes back to when no list was remembered under 'routerFrom'. */
export const DEFAULT_ROUTER_FROM = '/frame/chooseCustomerPage/customerAll';
