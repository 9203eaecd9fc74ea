import path from 'node:path';
import { envSchema, type DELIVERY_TYPES, type Env, type PAYMENT_TYPES } from './config-env.ts';

/**
 * Typed configuration, read from the environment once at boot: the variables and their rules are in `config-env.ts`
 * (the readers of each kind of value in `config-values.ts`); this file checks what depends on several of them, shapes
 * the `Config` the code reads, and stops the boot on a bad value with a message naming the variable (`loadConfig`).
 * Every variable is documented in the README's configuration table.
 */

export type Config = ReturnType<typeof shape>;

/**
 * The shop's own address for links that leave the site (an order's SMS and email, staff password links): PUBLIC_URL,
 * else the first allowed host on this port (a development machine).
 */
export function siteOrigin(config: Pick<Config, 'publicUrl' | 'allowedHosts' | 'port'>): string {
  return config.publicUrl ?? `http://${config.allowedHosts[0] ?? 'localhost'}:${config.port}`;
}

function shape(env: Env) {
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
      /**
       * a card attempt unanswered this long is "taking longer than usual": the order page offers paying again, cash
       * at pickup or cancelling, and a new attempt may start (PAY-11, decision 0078)
       */
      slowAfterSeconds: env.PAYMENT_SLOW_AFTER_SECONDS,
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
    /** sign-in with Google and Facebook (decision 0093); null: the provider is not offered */
    social: socialOf(env),
    /** sign-ins with Google or Facebook one client address may start in an hour (decision 0096) */
    socialStartsPerIpPerHour: env.SOCIAL_STARTS_PER_IP_PER_HOUR,
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
      /** the product page's delivery estimate (decision 0080): Baku cut-off hour and days without deliveries */
      deliveryCutoffHour: env.DELIVERY_CUTOFF_HOUR,
      deliveryHolidays: env.DELIVERY_HOLIDAYS,
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
      /** the shop's own profiles; a network left unset has no icon (never a link to the network's home page) */
      social: {
        facebook: env.SOCIAL_FACEBOOK ?? null,
        instagram: env.SOCIAL_INSTAGRAM ?? null,
        linkedin: env.SOCIAL_LINKEDIN ?? null,
        youtube: env.SOCIAL_YOUTUBE ?? null,
        tiktok: env.SOCIAL_TIKTOK ?? null,
      },
    },
  };
}

/** A provider is configured when both its id and its secret are set; one without the other stops the boot. */
function socialOf(env: Env) {
  const pair = (id: string | undefined, secret: string | undefined, names: [string, string]) => {
    if (!id !== !secret) throw new ConfigError([`${names[id ? 1 : 0]}="": required when ${names[id ? 0 : 1]} is set`]);
    return id && secret ? { clientId: id, clientSecret: secret } : null;
  };
  const google = pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']);
  const facebook = pair(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET, ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET']);
  return {
    google: google && { ...google, issuerUrl: env.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com' },
    facebook: facebook && {
      ...facebook,
      apiUrl: env.FACEBOOK_API_URL ?? 'https://graph.facebook.com/v21.0',
      dialogUrl: env.FACEBOOK_DIALOG_URL ?? 'https://www.facebook.com/v21.0/dialog/oauth',
    },
  };
}

/** STORAGE=s3 needs a bucket and its key pair; S3_FORCE_PATH_STYLE defaults to on when S3_ENDPOINT names a server. */
function storageOf(env: Env, dataDir: string) {
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
  'GOOGLE_CLIENT_SECRET',
  'FACEBOOK_APP_SECRET',
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
