import { join } from 'node:path';
import { z } from 'zod';
import { LANGUAGES } from '../contract/languages';
import { isTimeZone } from '../contract/shop-time';

/**
 * The payment providers PAYMENT_PROVIDER can name (ADR 019). `none` sells nothing; `sandbox` is the simulated wallet.
 * What each needs of PAYMENT_SECRET: `unused`, `generated` (kept in the database when unset, payment-secret.ts) or
 * `required` (the server refuses to start without it); a real provider adapter adds its name as `required`.
 */
export const PAYMENT_PROVIDERS = ['none', 'sandbox'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
const PAYMENT_SECRET_RULE: Record<TPaymentProviderName, 'unused' | 'generated' | 'required'> = {
  none: 'unused',
  sandbox: 'generated',
};
/** The shortest PAYMENT_SECRET accepted. */
const MIN_PAYMENT_SECRET = 16;

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Every setting the server reads, from the environment, in one place (README: Configuration). */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DEMO: bool.optional(),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES).default('it-IT'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  APP_VERSION: z.string().default('0.1.0'),
  TRUST_PROXY: bool.default(false),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  INSIDE_ELEVATION_MINUTES: z.coerce.number().positive().default(15),
  TRIAL_DAYS: z.coerce.number().int().positive().default(30),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Salon Desk <no-reply@salondesk.local>'),
  // Issue 16, payments (ADR 019): the sandbox only where asked for, and no secret in the source.
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  PAYMENT_SECRET: z.string().optional(),
  PLAN_PRICES: z.string().default('monthly:9900:6900,quarter:26900:19900,yearly:99900:69900'),
  SMS_PACKS: z.string().default('100:1500,500:6500,1000:11900'),
  PUBLIC_URL: z.string().url().optional(),
  INVITATION_REWARD: z.coerce.number().int().positive().default(4000),
  INVITATION_SUPER_REWARD: z.coerce.number().int().positive().default(8000),
  MIN_WITHDRAW: z.coerce.number().int().positive().default(1000),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(5),
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  SERVICE_PHONE: z.string().default('+39 02 0000 0000'),
  SERVICE_EMAIL: z.string().default('support@salondesk.local'),
  SERVICE_WECHAT: z.string().default('salondesk'),
  SERVICE_HOURS: z.string().default('09:00-18:00'),
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  TEST_CLOCK: bool.default(false),
  // Issue 16, uploads (ADR 019): a per-shop quota, a per-session rate, and the grace before an unreferenced file goes.
  UPLOAD_SHOP_QUOTA_MB: z.coerce.number().positive().default(200),
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().positive().default(10),
  UPLOAD_GRACE_HOURS: z.coerce.number().positive().default(24),
  // Issue 16, accounts: the ALTCHA key, the account lock and the code-sending budget (ADR 020)
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  LOGIN_LOCK_FAILURES: z.coerce.number().int().min(1).default(50),
  LOGIN_LOCK_ADDRESSES: z.coerce.number().int().min(2).default(5),
  // Failed-login events are pruned after two hours (jobs/housekeeping.repo.ts), so the window cannot be longer.
  LOGIN_LOCK_WINDOW_MINUTES: z.coerce.number().int().min(1).max(120).default(60),
  CODE_SEND_BUDGET_PER_HOUR: z.coerce.number().int().min(1).default(100),
  // Issue 23, backups (ADR 031): nightly at BACKUP_AT in BACKUP_TIME_ZONE (the first shop's zone when unset), and on a
  // clean shutdown, into BACKUP_DIR (DATA_DIR/backups when unset).
  BACKUPS: bool.default(true),
  BACKUP_DIR: z.string().optional(),
  BACKUP_AT: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'HH:MM')
    .default('03:30'),
  BACKUP_TIME_ZONE: z.string().refine(isTimeZone, 'an IANA time zone, such as Europe/Rome').optional(),
  // A private bucket (never the public uploads bucket) each backup is also copied to, with the S3_* endpoint and keys.
  BACKUP_S3_BUCKET: z.string().optional(),
  // Cash machines the browser reaches on the shop's network, beyond the workstation's own loopback (ADR 032):
  // origins such as http://192.168.1.20:3000, comma-separated. The page's CSP lets it call them and nothing else.
  CASH_DEVICE_ORIGINS: z
    .string()
    .optional()
    .default('')
    .refine(
      (value) =>
        value.split(',').every((o) => o.trim() === '' || /^https?:\/\/[0-9A-Za-z.[\]:-]+(:\d+)?$/.test(o.trim())),
      'comma-separated origins, such as http://192.168.1.20:3000',
    ),
});

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  defaultLanguage: (typeof LANGUAGES)[number];
  logLevel: string;
  /** 'pretty' one readable line per entry, 'json' pino's lines; 'auto' is pretty on a terminal and JSON otherwise. */
  logFormat: 'auto' | 'pretty' | 'json';
  appVersion: string;
  trustProxy: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  insideElevationMs: number;
  trialDays: number;
  sms: { provider: 'outbox' | 'http'; url?: string; token?: string };
  email: { provider: 'outbox' | 'smtp'; smtpUrl?: string; from: string };
  /**
   * The payment provider and the secret that signs its notifications and pay links. With the sandbox and no
   * PAYMENT_SECRET the secret is '' here and filled from the database at start (withPaymentSecret).
   */
  payment: { provider: TPaymentProviderName; secret: string };
  planPrices: { goodsType: 'monthly' | 'quarter' | 'yearly'; price: number; lowestPrice: number }[];
  /** SMS packs for sale: SMS count and price in CNY cents. */
  smsPacks: { smsNums: number; price: number }[];
  /** Where browsers and phones reach this server (the sandbox pay page's QR code points here). */
  publicUrl: string;
  /** Invitation rewards and the smallest withdrawal, in CNY cents (ADR 017). */
  invitation: { reward: number; superReward: number; minWithdraw: number };
  /**
   * Image uploads: the size cap per file, where files are kept (ADR 017); the per-shop quota, the uploads one session
   * may make a minute, and how long an upload nothing references is kept (ADR 019).
   */
  upload: { maxMb: number; shopQuotaMb: number; ratePerMinute: number; graceMs: number };
  storage: {
    provider: 'local' | 's3';
    endpoint?: string;
    region: string;
    bucket?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    publicUrl?: string;
  };
  customerService: { phone: string; email: string; wechat: string; hours: string };
  /** The background job worker (SMS reminders): how often it looks for due jobs. */
  jobs: { pollMs: number };
  /** TEST ONLY, never in production: the server clock can be set through POST /api/test/clock (http/test-clock.ts). */
  testClock: boolean;
  /**
   * Issue 16, accounts (ADR 020): the ALTCHA HMAC key when configured (else generated once and kept in the database);
   * an account locks when `lockFailures` failed logins come from `lockAddresses` distinct addresses within
   * `lockWindowMs`; the public code-sending calls send at most `codeBudgetPerHour` codes an hour per installation.
   */
  accounts: {
    altchaHmacKey?: string;
    lockFailures: number;
    lockAddresses: number;
    lockWindowMs: number;
    codeBudgetPerHour: number;
  };
  /**
   * Issue 23 (ADR 031): whether the server takes backups (nightly and at a clean shutdown), where it keeps them, and
   * when the nightly one runs: `at` (HH:MM) in `timeZone`, or in the first shop's zone when that is unset; and the
   * private bucket each is also copied to.
   */
  backups: { enabled: boolean; dir: string; at: string; timeZone?: string; s3Bucket?: string };
  /** Origins of cash machines on the shop's network the page may call, beyond the loopback (ADR 032). */
  cashDeviceOrigins: string[];
};

/** Parses the environment into the config; throws a readable error listing each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const demo = c.DEMO ?? !c.DATABASE_URL;
  const paymentProvider = c.PAYMENT_PROVIDER ?? (demo ? 'sandbox' : 'none');
  const paymentSecret = c.PAYMENT_SECRET ?? '';
  const secretRule = PAYMENT_SECRET_RULE[paymentProvider];
  if (secretRule === 'required' && !paymentSecret) {
    throw new Error(`Invalid configuration:\n  PAYMENT_SECRET: required when PAYMENT_PROVIDER=${paymentProvider}`);
  }
  if (paymentSecret && paymentSecret.length < MIN_PAYMENT_SECRET) {
    throw new Error(`Invalid configuration:\n  PAYMENT_SECRET: at least ${MIN_PAYMENT_SECRET} characters`);
  }
  if (c.BACKUP_S3_BUCKET && c.BACKUP_S3_BUCKET === c.S3_BUCKET) {
    throw new Error(
      'Invalid configuration:\n  BACKUP_S3_BUCKET: a private bucket of its own, not S3_BUCKET (browsers read the uploads there)',
    );
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL || undefined,
    demo,
    defaultLanguage: c.DEFAULT_LANGUAGE,
    logLevel: c.LOG_LEVEL,
    logFormat: c.LOG_FORMAT,
    appVersion: c.APP_VERSION,
    trustProxy: c.TRUST_PROXY,
    sessionIdleMs: c.SESSION_IDLE_HOURS * 3_600_000,
    sessionAbsoluteMs: c.SESSION_ABSOLUTE_DAYS * 86_400_000,
    insideElevationMs: c.INSIDE_ELEVATION_MINUTES * 60_000,
    trialDays: c.TRIAL_DAYS,
    sms: { provider: c.SMS_PROVIDER, url: c.SMS_HTTP_URL, token: c.SMS_HTTP_TOKEN },
    email: { provider: c.EMAIL_PROVIDER, smtpUrl: c.SMTP_URL, from: c.EMAIL_FROM },
    payment: { provider: paymentProvider, secret: paymentSecret },
    planPrices: parsePlanPrices(c.PLAN_PRICES),
    smsPacks: parseSmsPacks(c.SMS_PACKS),
    publicUrl: (c.PUBLIC_URL ?? `http://${c.HOST === '0.0.0.0' ? '127.0.0.1' : c.HOST}:${c.PORT}`).replace(/\/$/, ''),
    invitation: { reward: c.INVITATION_REWARD, superReward: c.INVITATION_SUPER_REWARD, minWithdraw: c.MIN_WITHDRAW },
    upload: {
      maxMb: c.UPLOAD_MAX_MB,
      shopQuotaMb: c.UPLOAD_SHOP_QUOTA_MB,
      ratePerMinute: c.UPLOAD_RATE_PER_MINUTE,
      graceMs: c.UPLOAD_GRACE_HOURS * 3_600_000,
    },
    storage: {
      provider: c.STORAGE_PROVIDER,
      endpoint: c.S3_ENDPOINT,
      region: c.S3_REGION,
      bucket: c.S3_BUCKET,
      accessKeyId: c.S3_ACCESS_KEY_ID,
      secretAccessKey: c.S3_SECRET_ACCESS_KEY,
      publicUrl: c.S3_PUBLIC_URL,
    },
    customerService: {
      phone: c.SERVICE_PHONE,
      email: c.SERVICE_EMAIL,
      wechat: c.SERVICE_WECHAT,
      hours: c.SERVICE_HOURS,
    },
    jobs: { pollMs: c.JOBS_POLL_MS },
    testClock: c.TEST_CLOCK,
    accounts: {
      altchaHmacKey: c.ALTCHA_HMAC_KEY,
      lockFailures: c.LOGIN_LOCK_FAILURES,
      lockAddresses: c.LOGIN_LOCK_ADDRESSES,
      lockWindowMs: c.LOGIN_LOCK_WINDOW_MINUTES * 60_000,
      codeBudgetPerHour: c.CODE_SEND_BUDGET_PER_HOUR,
    },
    backups: {
      enabled: c.BACKUPS,
      dir: c.BACKUP_DIR ?? join(c.DATA_DIR, 'backups'),
      at: c.BACKUP_AT,
      timeZone: c.BACKUP_TIME_ZONE,
      s3Bucket: c.BACKUP_S3_BUCKET || undefined,
    },
    cashDeviceOrigins: c.CASH_DEVICE_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

/** `monthly:9900:6900,...` → plan, current price and lowest price in CNY cents. */
function parsePlanPrices(raw: string): TConfig['planPrices'] {
  return raw.split(',').map((part) => {
    const [goodsType, price, lowest] = part.trim().split(':');
    if (!['monthly', 'quarter', 'yearly'].includes(goodsType) || !/^\d+$/.test(price) || !/^\d+$/.test(lowest)) {
      throw new Error(`Invalid configuration:\n  PLAN_PRICES: bad entry "${part}" (want plan:cents:lowestCents)`);
    }
    return { goodsType: goodsType as 'monthly', price: Number(price), lowestPrice: Number(lowest) };
  });
}

/** `100:1500,...` → SMS count and price in CNY cents. */
function parseSmsPacks(raw: string): TConfig['smsPacks'] {
  return raw.split(',').map((part) => {
    const [smsNums, price] = part.trim().split(':');
    if (!/^[1-9]\d*$/.test(smsNums ?? '') || !/^\d+$/.test(price ?? '')) {
      throw new Error(`Invalid configuration:\n  SMS_PACKS: bad entry "${part}" (want smsCount:cents)`);
    }
    return { smsNums: Number(smsNums), price: Number(price) };
  });
}
