import {
  DRAWER_INTERVAL_MS,
  daysLeft,
  hasExpiry,
  headerExpiryLevel,
  type TExpiryLevel,
} from '../../../contract/expiry';

export type TRenewalInput = {
  expireTime: string | null | undefined;
  goodsType: string | null | undefined;
  path: string;
  now: number;
  /** localStorage drawerStorage: when the reminder last opened (ms). */
  lastOpenedAt: number | null;
};

export type TRenewalDecision = {
  isOpen: boolean;
  isExpired: boolean;
  isClosable: boolean;
  /** Write drawerStorage = now (only the once-per-12-hours reminder records its opening). */
  isOpeningRecorded: boolean;
  level: TExpiryLevel | null;
  days: number | null;
};

const CLOSED: TRenewalDecision = {
  isOpen: false,
  isExpired: false,
  isClosable: true,
  isOpeningRecorded: false,
  level: null,
  days: null,
};

/** SPEC §4 'Subscription expiry': when the renewal drawer opens and whether it can be closed. */
export function decideRenewal(input: TRenewalInput): TRenewalDecision {
  if (!hasExpiry(input.expireTime, input.goodsType) || input.path.includes('serviceInfo')) return CLOSED;
  const days = daysLeft(input.expireTime as string, input.now);
  if (Number.isNaN(days)) return CLOSED;
  const level = headerExpiryLevel(days);
  const isPayDetail = input.path.includes('payDetail');
  if (days <= 0) {
    return {
      isOpen: !isPayDetail,
      isExpired: true,
      isClosable: !input.path.includes('appointNew'),
      isOpeningRecorded: false,
      level,
      days,
    };
  }
  if (days <= 6) {
    const isDue = input.lastOpenedAt === null || input.now - input.lastOpenedAt >= DRAWER_INTERVAL_MS;
    const isOpen = !isPayDetail && isDue;
    return { isOpen, isExpired: false, isClosable: true, isOpeningRecorded: isOpen, level, days };
  }
  return { ...CLOSED, level, days };
}
