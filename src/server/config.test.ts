import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('data')).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.comingSoon).toBe(false);
    expect(c.business.deliveryTypes).toEqual(['delivery', 'pickup']);
    expect(c.business.installmentCards.birkart).toBeDefined();
    expect(c.business.installmentMinAmount).toBe(10_000);
    expect(c.trustProxy).toBe('loopback');
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback,10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('reads booleans, amounts, lists and installment cards', () => {
    const c = loadConfig({
      COMING_SOON: 'yes',
      SNOW: '1',
      SEED_DEMO: 'off',
      INSTALLMENT_MIN_AMOUNT: '99.90',
      PAYMENT_TYPES: 'cash, card',
      INSTALLMENT_CARDS: 'birkart:12,3,6;tamkart:18',
      DATABASE_URL: 'postgres://u@h:5432/db',
      PUBLIC_URL: 'https://shop.example.az/',
      GTM_ID: 'GTM-ABC123',
    });
    expect(c.comingSoon).toBe(true);
    expect(c.snow).toBe(true);
    expect(c.seedDemo).toBe(false);
    expect(c.business.installmentMinAmount).toBe(9990);
    expect(c.business.paymentTypes).toEqual(['cash', 'card']);
    expect(c.business.installmentCards).toEqual({ birkart: [3, 6, 12], tamkart: [18] });
    expect(c.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(c.publicUrl).toBe('https://shop.example.az');
    expect(c.gtmId).toBe('GTM-ABC123');
  });

  it('a bad secret is named, never repeated: keys, passwords and the database address stay out of the log', () => {
    const secrets = {
      AZERICARD_KEY: 'zz-not-hex-secret-1',
      SMS_HTTP_KEY: 'x'.repeat(201),
      EMAIL_SMTP_PASS: 'p'.repeat(201),
      DATABASE_URL: 'mysql://root:hunter2@db/shop',
      METRICS_TOKEN: 'short-metrics-tok',
    };
    let message = '';
    try {
      loadConfig(secrets);
    } catch (e) {
      message = (e as Error).message;
    }
    for (const [name, value] of Object.entries(secrets)) {
      expect(message).toContain(`${name}=(hidden)`);
      expect(message).not.toContain(value.slice(0, 12));
    }
    expect(message).not.toContain('hunter2');
  });

  it('stops on bad values and names every bad variable', () => {
    let err: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        COMING_SOON: 'maybe',
        DATABASE_URL: 'mysql://x',
        PAYMENT_TYPES: 'cash,barter',
        INSTALLMENT_CARDS: 'birkart',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    for (const name of ['PORT', 'COMING_SOON', 'DATABASE_URL', 'PAYMENT_TYPES', 'INSTALLMENT_CARDS'])
      expect(msg).toContain(name);
    expect(msg).toContain('barter');
  });

  it('rejects script-like tracking ids and non-http URLs', () => {
    expect(() => loadConfig({ GTM_ID: "x');alert(1)//" })).toThrow(/GTM_ID/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ INSTALLMENT_MIN_AMOUNT: '-5' })).toThrow(/INSTALLMENT_MIN_AMOUNT/);
  });

  it("links only the shop's own social profiles: unset shows no icon, a network's home page or another site stops the boot", () => {
    expect(loadConfig({}).business.social).toEqual({
      facebook: null,
      instagram: null,
      linkedin: null,
      youtube: null,
      tiktok: null,
    });
    const c = loadConfig({
      SOCIAL_INSTAGRAM: 'https://www.instagram.com/volt.store/',
      SOCIAL_YOUTUBE: 'https://youtube.com/@volt',
    });
    expect(c.business.social).toMatchObject({
      instagram: 'https://www.instagram.com/volt.store',
      youtube: 'https://youtube.com/@volt',
      facebook: null,
    });
    expect(() => loadConfig({ SOCIAL_FACEBOOK: 'https://facebook.com/' })).toThrow(/SOCIAL_FACEBOOK.*profile/s);
    expect(() => loadConfig({ SOCIAL_TIKTOK: 'https://evil.example/tiktok.com/x' })).toThrow(/SOCIAL_TIKTOK/);
    expect(() => loadConfig({ SOCIAL_LINKEDIN: 'http://linkedin.com/company/volt' })).toThrow(/SOCIAL_LINKEDIN/);
    expect(() => loadConfig({ SOCIAL_FACEBOOK: 'https://notfacebook.com/volt' })).toThrow(/SOCIAL_FACEBOOK/);
  });

  it('reads timeouts and allowed hosts; production always has a host list', () => {
    const c = loadConfig({
      DB_CONNECT_TIMEOUT_MS: '2500',
      DB_QUERY_TIMEOUT_MS: '10000',
      REQUEST_TIMEOUT_MS: '15000',
      DB_POOL_WAIT_MS: '500',
    });
    expect(c.database).toEqual({
      connectTimeoutMs: 2500,
      queryTimeoutMs: 10000,
      poolSize: 4,
      poolWaitMs: 500,
      mmapBytes: 0,
    });
    expect(c.requestTimeoutMs).toBe(15000);
    expect(loadConfig({}).database).toEqual({
      connectTimeoutMs: 5000,
      queryTimeoutMs: 30000,
      poolSize: 4,
      poolWaitMs: 2000,
      mmapBytes: 0,
    });
    // the wait for a free pooled connection (decision 0067)
    for (const bad of ['5', '600001', 'soon'])
      expect(() => loadConfig({ DB_POOL_WAIT_MS: bad }), bad).toThrow(/DB_POOL_WAIT_MS/);
    // SQLite reads through its page cache unless a memory map is asked for (PERF-7: resident memory)
    expect(loadConfig({ SQLITE_MMAP_MB: '64' }).database.mmapBytes).toBe(64 * 1024 * 1024);
    expect(() => loadConfig({ SQLITE_MMAP_MB: '-1' })).toThrow(/SQLITE_MMAP_MB/);
    expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({ NODE_ENV: 'development' }).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: 'Shop.az, www.shop.az:8080' }).allowedHosts).toEqual([
      'shop.az',
      'www.shop.az:8080',
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'evil.com/x' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
  it('reads the limits on holding stock without paying, with defaults and bounds (decision 0062)', () => {
    expect(loadConfig({}).orderLimits).toEqual({ maxQtyPerProduct: 10, maxOpenUnpaid: 2, pickupHoldDays: 3 });
    expect(
      loadConfig({ ORDER_MAX_QTY_PER_PRODUCT: '1000', ORDER_MAX_OPEN_UNPAID: '50', PICKUP_HOLD_DAYS: '1' }).orderLimits,
    ).toEqual({ maxQtyPerProduct: 1000, maxOpenUnpaid: 50, pickupHoldDays: 1 });
    expect(() => loadConfig({ ORDER_MAX_QTY_PER_PRODUCT: '0' })).toThrow(/ORDER_MAX_QTY_PER_PRODUCT.*at least 1/);
    expect(() => loadConfig({ ORDER_MAX_QTY_PER_PRODUCT: '1001' })).toThrow(/ORDER_MAX_QTY_PER_PRODUCT/);
    expect(() => loadConfig({ ORDER_MAX_OPEN_UNPAID: '51' })).toThrow(/ORDER_MAX_OPEN_UNPAID.*at most 50/);
    expect(() => loadConfig({ PICKUP_HOLD_DAYS: '2.5' })).toThrow(/PICKUP_HOLD_DAYS/);
    expect(() => loadConfig({ PICKUP_HOLD_DAYS: 'week' })).toThrow(/PICKUP_HOLD_DAYS/);
  });
  it("reads the delivery estimate's cut-off hour and holidays, with defaults and bounds (decision 0080)", () => {
    const b = loadConfig({}).business;
    expect([b.deliveryCutoffHour, b.deliveryHolidays]).toEqual([16, []]);
    const set = loadConfig({ DELIVERY_CUTOFF_HOUR: '0', DELIVERY_HOLIDAYS: ' 2026-12-31, 2027-01-01 ' }).business;
    expect([set.deliveryCutoffHour, set.deliveryHolidays]).toEqual([0, ['2026-12-31', '2027-01-01']]);
    expect(loadConfig({ DELIVERY_CUTOFF_HOUR: '' }).business.deliveryCutoffHour).toBe(16);
    expect(() => loadConfig({ DELIVERY_CUTOFF_HOUR: '24' })).toThrow(/DELIVERY_CUTOFF_HOUR.*0 to 23/);
    expect(() => loadConfig({ DELIVERY_CUTOFF_HOUR: '9.5' })).toThrow(/DELIVERY_CUTOFF_HOUR/);
    expect(() => loadConfig({ DELIVERY_HOLIDAYS: '2026-02-30' })).toThrow(/DELIVERY_HOLIDAYS.*2026-02-30/);
    expect(() => loadConfig({ DELIVERY_HOLIDAYS: '31.12.2026' })).toThrow(/DELIVERY_HOLIDAYS/);
  });
});
