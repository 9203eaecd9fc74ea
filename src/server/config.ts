import path from 'node:path';
import { z } from 'zod';

/**
 * Typed configuration, read from the environment once at boot.
 * A bad value stops the boot with a message naming the variable (see `loadConfig`).
 * Every variable is documented in the README's configuration table.
 */

const bool = (def: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return def;
      const s = v.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(s)) return true;
      if (['0', 'false', 'no', 'off'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: 'expected true/false, 1/0, yes/no or on/off' });
      return z.NEVER;
    });

const csv = (def: string[], allowed?: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list =
        v === undefined || v.trim() === ''
          ? def
          : v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean);
      if (allowed) {
        const bad = list.filter((x) => !allowed.includes(x));
        if (bad.length) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown value(s) ${bad.join(', ')}; allowed: ${allowed.join(', ')}`,
          });
          return z.NEVER;
        }
      }
      if (list.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'must list at least one value' });
        return z.NEVER;
      }
      return list;
    });

/** "12.5" AZN → 1250 qəpik. */
const manat = (def: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return def;
      if (!/^\d+(\.\d{1,2})?$/.test(v.trim())) {
        ctx.addIssue({ code: 'custom', message: 'expected an amount in AZN such as 100 or 99.90' });
        return z.NEVER;
      }
      return Math.round(Number(v.trim()) * 100);
    });

/** "birkart:2,3,6,12;tamkart:3,6,12,18" → { birkart: [2,3,6,12], tamkart: [3,6,12,18] } */
const installmentCards = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const src = v === undefined || v.trim() === '' ? 'birkart:2,3,6,12;tamkart:3,6,9,12,18' : v;
    const out: Record<string, number[]> = {};
    for (const part of src
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const m = /^([a-z][a-z0-9_-]*)\s*:\s*(\d+(?:\s*,\s*\d+)*)$/i.exec(part);
      if (!m) {
        ctx.addIssue({
          code: 'custom',
          message: `cannot read "${part}"; expected card:months,months (e.g. birkart:3,6,12)`,
        });
        return z.NEVER;
      }
      const months = m[2]!.split(',').map((s) => Number(s.trim()));
      if (months.some((n) => n < 1 || n > 60)) {
        ctx.addIssue({ code: 'custom', message: `months for ${m[1]} must be between 1 and 60` });
        return z.NEVER;
      }
      out[m[1]!.toLowerCase()] = [...new Set(months)].sort((a, b) => a - b);
    }
    return out;
  });

const optionalUrl = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    try {
      const u = new URL(v.trim());
      if (!/^https?:$/.test(u.protocol)) throw new Error('protocol');
      return u.toString().replace(/\/$/, '');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected an absolute http(s) URL' });
      return z.NEVER;
    }
  });

const trackingId = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    if (!/^[A-Za-z0-9-]{3,40}$/.test(v.trim())) {
      ctx.addIssue({ code: 'custom', message: 'expected letters, digits and dashes only' });
      return z.NEVER;
    }
    return v.trim();
  });

const phone = (def: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? '').trim() || def;
      const digits = s.replace(/[\s()+-]/g, '');
      if (!/^\d{9,15}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: 'expected a phone number such as +994 12 345 67 89' });
        return z.NEVER;
      }
      return digits;
    });

const millis = (def: number, min: number) =>
  z.coerce
    .number({ error: 'expected a number of milliseconds' })
    .int({ error: 'expected a whole number of milliseconds' })
    .min(min, { error: `expected at least ${min} ms` })
    .max(600_000, { error: 'expected at most 600000 ms' })
    .optional()
    .default(def);

/**
 * Signing keys given by the operator instead of the database's (decision 0066): a comma-separated list, the first
 * signs and every one is accepted (rotation: "new,old", later "new"); each at least 32 characters without spaces.
 */
const keyList = (check: RegExp, message: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!list.length) return undefined;
      if (!list.every((k) => check.test(k))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return list;
    });

/** "shop.az, www.shop.az:8080" → ['shop.az', 'www.shop.az:8080'] (lower case) */
const hosts = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const list = (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = list.filter((h) => !/^[a-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/.test(h));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not a host name: ${bad.join(', ')} (expected names such as shop.az or shop.az:8080, comma-separated)`,
      });
      return z.NEVER;
    }
    return list;
  });

export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;
export const PAYMENT_TYPES = ['cash', 'card', 'installment'] as const;

const envSchema = z.object({
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
  // PostgreSQL connections this instance may open (OPS-11): instances × DB_POOL_SIZE stays under max_connections;
  // at least 2, as the first boot holds one for its lock while it works on another (db/boot-lock.ts)
  DB_POOL_SIZE: z.coerce
    .number({ error: 'expected a whole number of connections from 2 to 200' })
    .int({ error: 'expected a whole number of connections from 2 to 200' })
    .min(2, { error: 'expected at least 2 (the first boot holds one for its lock)' })
    .max(200, { error: 'expected at most 200' })
    .optional()
    .default(10),
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
  SOCIAL_FACEBOOK: optionalUrl,
  SOCIAL_INSTAGRAM: optionalUrl,
  SOCIAL_LINKEDIN: optionalUrl,
  SOCIAL_YOUTUBE: optionalUrl,
  SOCIAL_TIKTOK: optionalUrl,
  // checkout and payments (PAY-5…PAY-8, decisions 0025-0028)
  PAYMENT_GATEWAY: z.enum(['test', 'azericard'], { error: 'expected test or azericard' }).optional().default('test'),
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).optional().default(20),
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

export type Config = ReturnType<typeof shape>;

function shape(env: z.output<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.PAYMENT_GATEWAY === 'azericard') {
    const missing = (['AZERICARD_URL', 'AZERICARD_TERMINAL', 'AZERICARD_KEY', 'AZERICARD_MERCH_NAME'] as const).filter(
      (k) => !env[k],
    );
    if (missing.length) throw new ConfigError(missing.map((k) => `${k}="": required when PAYMENT_GATEWAY=azericard`));
  }
  if (env.SMS_DRIVER === 'http' && !env.SMS_HTTP_URL)
    throw new ConfigError(['SMS_HTTP_URL="": required when SMS_DRIVER=http']);
  if (env.EMAIL_DRIVER === 'smtp') {
    const missing = (['EMAIL_SMTP_HOST', 'EMAIL_FROM'] as const).filter((k) => !env[k]);
    if (missing.length) throw new ConfigError(missing.map((k) => `${k}="": required when EMAIL_DRIVER=smtp`));
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL,
    /**
     * Host names (optionally with port) this shop answers as, for links built from the request when PUBLIC_URL
     * is unset. In production an unlisted Host header is never used in links (see platform/origin.ts);
     * the default there is the local machine.
     */
    allowedHosts: env.ALLOWED_HOSTS.length
      ? env.ALLOWED_HOSTS
      : env.NODE_ENV === 'production'
        ? ['localhost', '127.0.0.1', '[::1]']
        : [],
    database: {
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
      /** PostgreSQL: the pool's connections in this instance */
      poolSize: env.DB_POOL_SIZE,
      /** PostgreSQL: a request waits this long for a free connection of the pool, then answers 503 (decision 0067) */
      poolWaitMs: env.DB_POOL_WAIT_MS,
      /** SQLite: bytes of the file read through a memory map (0: through SQLite's 64 MB page cache only) */
      mmapBytes: env.SQLITE_MMAP_MB * 1024 * 1024,
    },
    /** the whole request (headers and body) must arrive within this time, else 408 */
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    /** which peers may set X-Forwarded-For (client IPs for rate limits and logs) */
    trustProxy: env.TRUST_PROXY as boolean | number | string,
    siteTitle: env.SITE_TITLE,
    /** the branches page's map (decision 0039) */
    map: { tilesUrl: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION },
    /** the site-builder credit in the footer (CNT-12) */
    credit: { name: env.SITE_CREDIT_NAME, url: env.SITE_CREDIT_URL },
    seedDemo: env.SEED_DEMO,
    seedProducts: env.SEED_PRODUCTS,
    comingSoon: env.COMING_SOON,
    snow: env.SNOW,
    /** seconds a guest's page without cookies of the shop is served again from memory (platform/page-cache.ts); 0: off */
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    gtmId: env.GTM_ID,
    fbPixelId: env.FB_PIXEL_ID,
    logLevel: env.LOG_LEVEL,
    /** the bearer token of GET /metrics (platform/metrics.ts); undefined: the endpoint is off (404) */
    metricsToken: env.METRICS_TOKEN,
    /** where uploaded pictures and files sent with forms live (decision 0068); resized variants stay in DATA_DIR/media/cache */
    storage: storageOf(env, dataDir),
    payments: {
      /** 'test': the built-in test bank (a notice on the payment step); 'azericard': the real gateway */
      gateway: env.PAYMENT_GATEWAY,
      /** an unpaid card/installment order gives its stock back after this many minutes */
      timeoutMinutes: env.PAYMENT_TIMEOUT_MINUTES,
      azericard: {
        url: env.AZERICARD_URL,
        terminal: env.AZERICARD_TERMINAL,
        key: env.AZERICARD_KEY,
        merchName: env.AZERICARD_MERCH_NAME,
        merchGmt: env.AZERICARD_MERCH_GMT,
      },
    },
    sms: {
      /** 'outbox': record in sms_outbox and print to the log (offline default); 'http': the provider at SMS_HTTP_URL */
      driver: env.SMS_DRIVER,
      httpUrl: env.SMS_HTTP_URL,
      login: env.SMS_HTTP_LOGIN,
      key: env.SMS_HTTP_KEY,
      sender: env.SMS_SENDER,
    },
    otp: {
      sendsPerMobilePerHour: env.OTP_SENDS_PER_MOBILE_PER_HOUR,
      sendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
    },
    /**
     * signing keys from the environment instead of the database's shop_secrets (decision 0066); undefined: the
     * database's. Every instance must be given the same.
     */
    secrets: { session: env.SESSION_SECRET, otp: env.OTP_SECRET, testGateway: env.TEST_GATEWAY_KEY },
    accounts: {
      sessions: {
        accessMinutes: env.SESSION_ACCESS_MINUTES,
        refreshDays: env.SESSION_REFRESH_DAYS,
        maxDays: Math.max(env.SESSION_MAX_DAYS, env.SESSION_REFRESH_DAYS),
        reuseGraceSeconds: env.SESSION_REUSE_GRACE_SECONDS,
      },
      loginLimits: {
        perAccount: env.LOGIN_FAILS_PER_ACCOUNT,
        perIp: env.LOGIN_FAILS_PER_IP,
        windowMinutes: env.LOGIN_WINDOW_MINUTES,
      },
      /** scrypt cost: N = 2^log2N, r = 8, p = 2 (OWASP; decision 0028). Lower only in tests. */
      scryptLog2N: env.PASSWORD_SCRYPT_LOG2N,
      /** optional sign-up fields shown (ACC-2) */
      signup: { gender: env.SIGNUP_GENDER, birthday: env.SIGNUP_BIRTHDAY, marketing: env.SIGNUP_MARKETING },
    },
    /** the back office (decision 0041): staff sign-ins end sooner than customers' */
    admin: {
      sessions: { idleMinutes: env.ADMIN_SESSION_IDLE_MINUTES, maxHours: env.ADMIN_SESSION_MAX_HOURS },
    },
    email: {
      /** 'outbox': record in email_outbox and print a line to the log (offline default); 'smtp': EMAIL_SMTP_* */
      driver: env.EMAIL_DRIVER,
      host: env.EMAIL_SMTP_HOST,
      port: env.EMAIL_SMTP_PORT,
      user: env.EMAIL_SMTP_USER || undefined,
      pass: env.EMAIL_SMTP_PASS || undefined,
      tls: env.EMAIL_SMTP_TLS,
      from: env.EMAIL_FROM || `${env.SITE_TITLE} <no-reply@localhost>`,
    },
    /** a code for the next order, given for an order of at least `minTotal` (decision 0027); percent 0 = off */
    orderReward: {
      percent: env.ORDER_REWARD_PERCENT,
      minTotal: env.ORDER_REWARD_MIN_TOTAL,
      days: env.ORDER_REWARD_DAYS,
    },
    /**
     * limits on holding stock without paying (decision 0062): units of one product in one order, open unpaid orders per
     * mobile and per customer account, days an unpaid pickup order is kept before it is cancelled
     */
    orderLimits: {
      maxQtyPerProduct: env.ORDER_MAX_QTY_PER_PRODUCT,
      maxOpenUnpaid: env.ORDER_MAX_OPEN_UNPAID,
      pickupHoldDays: env.PICKUP_HOLD_DAYS,
    },
    business: {
      deliveryCities: env.DELIVERY_CITIES,
      deliveryTypes: env.DELIVERY_TYPES as (typeof DELIVERY_TYPES)[number][],
      paymentTypes: env.PAYMENT_TYPES as (typeof PAYMENT_TYPES)[number][],
      installmentCards: env.INSTALLMENT_CARDS,
      installmentMinAmount: env.INSTALLMENT_MIN_AMOUNT,
      freeDeliveryFrom: env.FREE_DELIVERY_FROM,
      deliveryPriceUnderMin: env.DELIVERY_PRICE_UNDER_MIN,
      /** whole percent off the goods for a mobile with no completed order / a loyal customer (decision 0023); 0 = off */
      newCustomerPercent: env.NEW_CUSTOMER_DISCOUNT_PERCENT,
      loyaltyPercent: env.LOYALTY_DISCOUNT_PERCENT,
      cookiePrefix: env.COOKIE_PREFIX,
      /**
       * `Secure` on the shop's cookies (guest lists and sessions): auto = on https and on localhost (which browsers
       * treat as secure), always = every response (behind a proxy that terminates TLS), never = plain http intranet.
       */
      cookieSecure: env.COOKIE_SECURE,
      contactPhone: env.CONTACT_PHONE,
      whatsappNumber: env.WHATSAPP_NUMBER,
      social: {
        facebook: env.SOCIAL_FACEBOOK ?? 'https://facebook.com/',
        instagram: env.SOCIAL_INSTAGRAM ?? 'https://instagram.com/',
        linkedin: env.SOCIAL_LINKEDIN ?? 'https://linkedin.com/',
        youtube: env.SOCIAL_YOUTUBE ?? 'https://youtube.com/',
        tiktok: env.SOCIAL_TIKTOK ?? 'https://tiktok.com/',
      },
    },
  };
}

/** STORAGE=s3 needs a bucket and its key pair; S3_FORCE_PATH_STYLE defaults to on when S3_ENDPOINT names a server. */
function storageOf(env: z.output<typeof envSchema>, dataDir: string) {
  if (env.STORAGE === 'disk') return { driver: 'disk' as const, root: dataDir };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !env[k]);
  if (missing.length) throw new ConfigError(missing.map((k) => `${k}="": required when STORAGE=s3`));
  const flag = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  return {
    driver: 's3' as const,
    root: dataDir,
    s3: {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: flag ? ['1', 'true', 'yes', 'on'].includes(flag) : env.S3_ENDPOINT !== undefined,
      prefix: env.S3_PREFIX,
      connectTimeoutMs: env.S3_CONNECT_TIMEOUT_MS,
      timeoutMs: env.S3_TIMEOUT_MS,
    },
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Variables whose value a configuration error does not repeat: signing keys (decision 0066), the bank's MAC key, the
 * SMS and mail passwords, the database address (it may carry a password) and the metrics token.
 */
const HIDDEN_VALUES = new Set([
  'SESSION_SECRET',
  'OTP_SECRET',
  'TEST_GATEWAY_KEY',
  'AZERICARD_KEY',
  'SMS_HTTP_KEY',
  'EMAIL_SMTP_PASS',
  'DATABASE_URL',
  'METRICS_TOKEN',
  'S3_SECRET_ACCESS_KEY',
]);

/** Parses the environment; throws ConfigError listing every bad variable by name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) picked[key] = env[key];
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const key = String(i.path[0] ?? '?');
        // a key's value never goes to the log
        return `${key}=${HIDDEN_VALUES.has(key) ? '(hidden)' : JSON.stringify(picked[key] ?? '')}: ${i.message}`;
      }),
    );
  }
  return shape(parsed.data);
}

/** For command-line entry points: the config, or the list of bad variables on stderr and exit code 78 (EX_CONFIG). */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
}
