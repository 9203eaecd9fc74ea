import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from './db/pool-gate.ts';
import {
  bool,
  csv,
  dayList,
  hosts,
  installmentCards,
  keyList,
  manat,
  millis,
  optionalUrl,
  socialProfile,
  phone,
  trackingId,
} from './config-values.ts';

/**
 * The environment variables the shop reads, each with its rule and default (the README's configuration table
 * documents them); `config.ts` parses them once at boot and shapes the typed `Config`.
 */

export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;
export const PAYMENT_TYPES = ['cash', 'card', 'installment'] as const;

export const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).optional().default('production'),
  PORT: z.coerce
    .number({ error: 'expected a port number from 0 to 65535' })
    .int()
    .min(0)
    .max(65535)
    .optional()
    .default(3000),
  HOST: z.string().trim().min(1).optional().default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).optional().default('./data'),
  // where uploaded files live (OPS-7, decision 0068): DATA_DIR (disk) or an S3-compatible bucket (s3)
  STORAGE: z.enum(['disk', 's3'], { error: 'expected disk or s3' }).optional().default('disk'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'expected a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'expected a region such as us-east-1')
    .optional()
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,256}$/, 'expected the access key id (printable characters, no spaces)')
    .optional(),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,256}$/, 'expected the secret access key (printable characters, no spaces)')
    .optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v.trim() === '' || /^(1|0|true|false|yes|no|on|off)$/i.test(v.trim()),
      'expected true/false, 1/0, yes/no or on/off',
    ),
  S3_PREFIX: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => !v || /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*\/?$/.test(v),
      'expected a key prefix such as shop1/ (lower-case letters, digits, . _ - and /)',
    )
    .transform((v) => (v ? v.replace(/\/?$/, '/') : '')),
  S3_CONNECT_TIMEOUT_MS: millis(1_000, 50),
  S3_TIMEOUT_MS: millis(5_000, 100),
  // the branches page's map tiles (decision 0039): {z}/{x}/{y} and optional {s}; empty = the map without tiles
  MAP_TILES_URL: z
    .string()
    .trim()
    .optional()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine(
      (v) =>
        v === '' || (/^https?:\/\/[^\s"'<>]+$/.test(v) && v.includes('{z}') && v.includes('{x}') && v.includes('{y}')),
      'expected an http(s) URL with {z}, {x} and {y}, or empty',
    ),
  MAP_TILES_ATTRIBUTION: z.string().trim().max(300).optional().default('© OpenStreetMap contributors'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      if (!/^postgres(ql)?:\/\//.test(v.trim())) {
        ctx.addIssue({
          code: 'custom',
          message: 'only postgres://… URLs are supported; leave it unset for SQLite in DATA_DIR',
        });
        return z.NEVER;
      }
      return v.trim();
    }),
  PUBLIC_URL: optionalUrl,
  ALLOWED_HOSTS: hosts,
  DB_CONNECT_TIMEOUT_MS: millis(5_000, 100),
  DB_QUERY_TIMEOUT_MS: millis(30_000, 100),
  // PostgreSQL connections this instance may open (OPS-11): instances × DB_POOL_SIZE stays under max_connections,
  // and near a few per core of the database (decision 0099); at least 2, as the first boot holds one for its lock
  // while it works on another (db/boot-lock.ts)
  DB_POOL_SIZE: z.coerce
    .number({ error: 'expected a whole number of connections from 2 to 200' })
    .int({ error: 'expected a whole number of connections from 2 to 200' })
    .min(2, { error: 'expected at least 2 (the first boot holds one for its lock)' })
    .max(200, { error: 'expected at most 200' })
    .optional()
    .default(DEFAULT_POOL_SIZE),
  // PostgreSQL (decision 0067): how long a request waits for a free pooled connection before it answers 503
  DB_POOL_WAIT_MS: millis(2_000, 10),
  SQLITE_MMAP_MB: z.coerce.number().int().min(0).max(65_536).optional().default(0),
  REQUEST_TIMEOUT_MS: millis(30_000, 100),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? '').trim();
      if (s === '') return 'loopback';
      if (s === 'true' || s === 'false') return s === 'true';
      if (/^\d{1,2}$/.test(s)) return Number(s);
      const parts = s.split(',').map((x) => x.trim());
      const ok = parts.every(
        (p) => ['loopback', 'linklocal', 'uniquelocal'].includes(p) || /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(p),
      );
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          message:
            'expected true, false, a hop count, or a comma-separated list of addresses/CIDRs (loopback, uniquelocal, 10.0.0.0/8 …)',
        });
        return z.NEVER;
      }
      return parts.join(',');
    }),
  SITE_TITLE: z.string().trim().min(1).max(60).optional().default('Volt'),
  SITE_CREDIT_NAME: z.string().trim().min(1).max(60).optional().default('Volt Digital'),
  SITE_CREDIT_URL: optionalUrl,
  SEED_DEMO: bool(true),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(2_000_000).optional().default(1500),
  COMING_SOON: bool(false),
  SNOW: bool(false),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(60).optional().default(1),
  GTM_ID: trackingId,
  FB_PIXEL_ID: trackingId,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  // GET /metrics with `Authorization: Bearer <token>` (OPS-16, platform/metrics.ts); unset: no metrics endpoint
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => !v || /^[\x21-\x7e]{24,512}$/.test(v),
      'expected a token of 24 to 512 printable characters without spaces',
    )
    .transform((v) => v || undefined),
  DELIVERY_CITIES: csv(['baku', 'other']),
  DELIVERY_TYPES: csv([...DELIVERY_TYPES], DELIVERY_TYPES),
  PAYMENT_TYPES: csv([...PAYMENT_TYPES], PAYMENT_TYPES),
  INSTALLMENT_CARDS: installmentCards,
  INSTALLMENT_MIN_AMOUNT: manat(10_000),
  FREE_DELIVERY_FROM: manat(5_000),
  DELIVERY_PRICE_UNDER_MIN: manat(500),
  // the product page's delivery estimate (PDP-14, decision 0080)
  // empty is the default, not hour 0
  DELIVERY_CUTOFF_HOUR: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: 'expected a whole hour from 0 to 23 (Baku time)' })
      .int({ error: 'expected a whole hour from 0 to 23 (Baku time)' })
      .min(0, { error: 'expected a whole hour from 0 to 23 (Baku time)' })
      .max(23, { error: 'expected a whole hour from 0 to 23 (Baku time)' })
      .optional()
      .default(16),
  ),
  DELIVERY_HOLIDAYS: dayList,
  NEW_CUSTOMER_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(50).optional().default(0),
  LOYALTY_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(50).optional().default(0),
  COOKIE_PREFIX: z
    .string()
    .optional()
    .default('volt_')
    .refine((v) => /^[a-z0-9_]{0,20}$/.test(v), 'expected up to 20 lowercase letters, digits or underscores'),
  COOKIE_SECURE: z
    .enum(['auto', 'always', 'never'], { error: 'expected auto, always or never' })
    .optional()
    .default('auto'),
  CONTACT_PHONE: phone('+994 12 555 00 00'),
  WHATSAPP_NUMBER: phone('+994 50 555 00 00'),
  // sign-in with Google and Facebook (issue 31, decision 0093): a provider is offered only when its id and secret are set
  GOOGLE_CLIENT_ID: z.string().trim().max(300).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().max(300).optional(),
  GOOGLE_ISSUER_URL: optionalUrl,
  FACEBOOK_APP_ID: z.string().trim().max(100).optional(),
  FACEBOOK_APP_SECRET: z.string().trim().max(300).optional(),
  FACEBOOK_API_URL: optionalUrl,
  FACEBOOK_DIALOG_URL: optionalUrl,
  SOCIAL_STARTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).optional().default(60),
  SOCIAL_FACEBOOK: socialProfile('facebook.com'),
  SOCIAL_INSTAGRAM: socialProfile('instagram.com'),
  SOCIAL_LINKEDIN: socialProfile('linkedin.com'),
  SOCIAL_YOUTUBE: socialProfile('youtube.com'),
  SOCIAL_TIKTOK: socialProfile('tiktok.com'),
  // checkout and payments (PAY-5…PAY-8, decisions 0025-0028)
  PAYMENT_GATEWAY: z.enum(['test', 'azericard'], { error: 'expected test or azericard' }).optional().default('test'),
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).optional().default(20),
  PAYMENT_SLOW_AFTER_SECONDS: z.coerce.number().int().min(1).max(600).optional().default(30),
  AZERICARD_URL: optionalUrl,
  AZERICARD_TERMINAL: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,16}$/, 'expected the terminal id the bank gave (letters and digits)')
    .optional(),
  AZERICARD_KEY: z
    .string()
    .trim()
    .regex(/^([0-9a-fA-F]{2}){16,64}$/, 'expected the MAC key as hex (32 to 128 hex digits)')
    .optional(),
  AZERICARD_MERCH_NAME: z.string().trim().min(1).max(50).optional(),
  AZERICARD_MERCH_GMT: z
    .string()
    .trim()
    .regex(/^[+-]?\d{1,2}$/, 'expected an hour offset such as +4')
    .optional()
    .default('+4'),
  SMS_DRIVER: z.enum(['outbox', 'http'], { error: 'expected outbox or http' }).optional().default('outbox'),
  SMS_HTTP_URL: optionalUrl,
  SMS_HTTP_LOGIN: z.string().trim().max(100).optional(),
  SMS_HTTP_KEY: z.string().trim().max(200).optional(),
  SMS_SENDER: z.string().trim().max(11).optional().default('Volt'),
  OTP_SENDS_PER_MOBILE_PER_HOUR: z.coerce.number().int().min(1).max(100).optional().default(5),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1000).optional().default(20),
  ORDER_REWARD_PERCENT: z.coerce.number().int().min(0).max(50).optional().default(5),
  ORDER_REWARD_MIN_TOTAL: manat(20_000),
  ORDER_REWARD_DAYS: z.coerce.number().int().min(1).max(365).optional().default(30),
  // holding stock without paying (CHK-13, ORD-9, decision 0062)
  ORDER_MAX_QTY_PER_PRODUCT: z.coerce
    .number({ error: 'expected a whole number from 1 to 1000' })
    .int({ error: 'expected a whole number from 1 to 1000' })
    .min(1, { error: 'expected at least 1' })
    .max(1000, { error: 'expected at most 1000' })
    .optional()
    .default(10),
  ORDER_MAX_OPEN_UNPAID: z.coerce
    .number({ error: 'expected a whole number from 1 to 50' })
    .int({ error: 'expected a whole number from 1 to 50' })
    .min(1, { error: 'expected at least 1' })
    .max(50, { error: 'expected at most 50' })
    .optional()
    .default(2),
  PICKUP_HOLD_DAYS: z.coerce
    .number({ error: 'expected a whole number of days from 1 to 30' })
    .int({ error: 'expected a whole number of days from 1 to 30' })
    .min(1, { error: 'expected at least 1 day' })
    .max(30, { error: 'expected at most 30 days' })
    .optional()
    .default(3),
  // accounts and sessions (ACC-4…ACC-6, decision 0028)
  SESSION_SECRET: keyList(
    /^[\x21-\x2b\x2d-\x7e]{32,512}$/,
    'expected keys of 32 to 512 printable characters without spaces, separated by commas (the first signs)',
  ),
  OTP_SECRET: keyList(
    /^[\x21-\x2b\x2d-\x7e]{32,512}$/,
    'expected keys of 32 to 512 printable characters without spaces, separated by commas (the first signs)',
  ),
  TEST_GATEWAY_KEY: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => !v || /^([0-9a-fA-F]{2}){16,64}$/.test(v),
      "expected the test bank's MAC key as hex (32 to 128 hex digits)",
    )
    .transform((v) => v || undefined),
  SESSION_ACCESS_MINUTES: z.coerce.number().int().min(1).max(60).optional().default(15),
  SESSION_REFRESH_DAYS: z.coerce.number().int().min(1).max(365).optional().default(30),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(730).optional().default(90),
  SESSION_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).optional().default(20),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .optional()
    .default(30),
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(72).optional().default(12),
  LOGIN_FAILS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).optional().default(5),
  LOGIN_FAILS_PER_IP: z.coerce.number().int().min(1).max(10_000).optional().default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).optional().default(15),
  PASSWORD_SCRYPT_LOG2N: z.coerce.number().int().min(10).max(20).optional().default(16),
  SIGNUP_GENDER: bool(false),
  SIGNUP_BIRTHDAY: bool(false),
  SIGNUP_MARKETING: bool(true),
  EMAIL_DRIVER: z.enum(['outbox', 'smtp'], { error: 'expected outbox or smtp' }).optional().default('outbox'),
  EMAIL_SMTP_HOST: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]{1,253}$|^\[[0-9a-fA-F:]+\]$/, 'expected a host name')
    .optional(),
  EMAIL_SMTP_PORT: z.coerce
    .number({ error: 'expected a port number from 1 to 65535' })
    .int()
    .min(1)
    .max(65535)
    .optional()
    .default(587),
  EMAIL_SMTP_USER: z.string().trim().max(200).optional(),
  EMAIL_SMTP_PASS: z.string().max(200).optional(),
  EMAIL_SMTP_TLS: z
    .enum(['starttls', 'tls', 'none'], { error: 'expected starttls, tls or none' })
    .optional()
    .default('starttls'),
  EMAIL_FROM: z
    .string()
    .trim()
    .max(200)
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        v === '' ||
        /^[^\r\n<>@\s]+@[^\r\n<>@\s]+$|^[^\r\n<>]*<[^\r\n<>@\s]+@[^\r\n<>@\s]+>$/.test(v),
      'expected an address such as shop@example.az or "Volt <shop@example.az>"',
    ),
});

export type Env = z.output<typeof envSchema>;
