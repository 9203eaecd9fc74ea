import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { createServices, type Services } from '../../services.ts';
import { describeEachEngine } from '../../testing/test-db.ts';

const noSsr = async (): Promise<ServerBuild> => {
  throw new Error('SSR not used in this test');
};

describeEachEngine('POST /api/checkout/otp/resend', (ctx) => {
  let app: FastifyInstance;
  let services: Services;
  beforeAll(async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/otp-api-test-data' });
    services = createServices(ctx.database, config, createI18n());
    app = await createApp({ services, build: noSsr, clientDir: '/nonexistent', logger: false });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/checkout/otp/resend',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const smsTo = (mobile: string) =>
    ctx.database.db
      .selectFrom('sms_outbox')
      .select(['body', 'status'])
      .where('mobile', '=', mobile)
      .orderBy('id')
      .execute();

  it('sends a new code after the wait and never puts a code in the reply', async () => {
    const mobile = '994551230001';
    const issued = await services.otp.issue({ purpose: 'checkout', mobile, clientIp: '127.0.0.1', lang: 'en' });
    if (!issued.ok) throw new Error(issued.code);
    const otpToken = issued.data.token;

    const early = await post({ otpToken, lang: 'en' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      ok: false,
      error: expect.stringMatching(/^You can ask for a new code in (59|60) s\.$/),
    });
    const ru = await post({ otpToken, lang: 'ru' });
    expect(ru.json().error).toMatch(/^Новый код можно запросить через \d+ с\.$/);

    // a minute passes
    const past = new Date(Date.now() - 61_000).toISOString();
    await ctx.database.db.updateTable('otp_challenges').set({ sent_at: past }).where('mobile', '=', mobile).execute();
    const res = await post({ otpToken, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { resendInSeconds: 60, expiresInSeconds: 300 } });
    const sent = await smsTo(mobile);
    expect(sent).toHaveLength(2);
    const code = /(\d{6})/.exec(sent[1]!.body)![1]!;
    expect(res.body).not.toContain(code);
    expect(await services.otp.check({ token: otpToken, code, mobile, purpose: 'checkout' })).toEqual({ ok: true });
  });

  it("answers an unknown or expired token with the code field's message, translated", async () => {
    const unknown = await post({ otpToken: 'bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LWF0LWFsbA', lang: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      ok: false,
      error: 'The code has expired. Please ask for a new one.',
      errors: { otpCode: 'The code has expired. Please ask for a new one.' },
    });
    const az = await post({ otpToken: 'bm90LWEtcmVhbC10b2tlbg' });
    expect(az.json().errors).toEqual({ otpCode: 'Kodun vaxtı bitib. Yeni kod istəyin.' });
  });

  it('refuses bad bodies with 4xx and field errors, sending nothing', async () => {
    const before = await ctx.database.db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [unknown, Record<string, string>][] = [
      [{ lang: 'en' }, { otpToken: 'Required field' }],
      [{ otpToken: '', lang: 'en' }, { otpToken: 'Required field' }],
      [{ otpToken: 12345, lang: 'en' }, { otpToken: 'Wrong type of value' }],
      [{ otpToken: null, lang: 'en' }, { otpToken: 'Wrong type of value' }],
      [{ otpToken: ['a'], lang: 'en' }, { otpToken: 'Wrong type of value' }],
      [{ otpToken: 'a'.repeat(129), lang: 'en' }, { otpToken: 'The code has expired. Please ask for a new one.' }],
      [{ otpToken: 'abc', lang: 'en', otpCode: '123456' }, { otpCode: 'Unknown field' }],
      [{ otpToken: 'ab\u0000c', lang: 'en' }, { otpToken: 'The text contains characters that are not allowed' }],
    ];
    for (const [payload, errors] of cases) {
      const r = await post(payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json(), JSON.stringify(payload)).toEqual({ ok: false, error: 'The form has errors.', errors });
    }
    for (const raw of ['[]', '"token"', 'null', '{"otpToken": "abc", "lang": "fr"}', '{"otpToken":']) {
      const r = await post(raw);
      expect(r.statusCode, raw).toBe(400);
      expect(r.json().ok, raw).toBe(false);
    }
    // the body is refused before it is read, so the language comes from the query string
    const big = await app.inject({
      method: 'POST',
      url: '/api/checkout/otp/resend?lang=en',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ otpToken: 'a'.repeat(1024 * 1024 + 10), lang: 'en' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ ok: false, error: 'The request is too large.' });
    const text = await app.inject({
      method: 'POST',
      url: '/api/checkout/otp/resend',
      headers: { 'content-type': 'text/plain' },
      payload: 'otpToken=abc',
    });
    expect(text.statusCode).toBe(415);
    const after = await ctx.database.db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
