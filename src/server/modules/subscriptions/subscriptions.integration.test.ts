import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import type { Database } from '../../db/kysely.ts';
import { SubscriptionsRepo } from './subscriptions.repo.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { SubscriptionsService, SUBSCRIPTIONS_PER_IP_PER_HOUR } from './subscriptions.service.ts';

async function api(database: Database) {
  const services = createServices(database, loadConfig({}), createI18n());
  const app = Fastify({ logger: false, trustProxy: true });
  await registerApi(app, services);
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof api>>, payload: unknown, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/subscriptions/send',
    headers: { 'x-forwarded-for': ip },
    payload: payload as object,
  });

describeEachEngine('subscriptions', (ctx) => {
  it('subscribes an address and answers the translated success text of CNT-9 (data.message.text)', async () => {
    const app = await api(ctx.database);
    for (const [lang, email, text] of [
      ['az', 'aysel@mail.az', 'Təşəkkür edirik! Sorğunuz uğurla göndərildi.'],
      ['ru', 'olga@mail.ru', 'Спасибо! Ваш запрос успешно отправлен.'],
      ['en', 'emily@example.com', 'Thank you! Your request has been sent successfully.'],
    ] as const) {
      const res = await post(app, { email, lang }, `10.0.1.${lang.length}${email.length}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, data: { message: { text } } });
    }
    const row = await new SubscriptionsRepo(ctx.database.db, ctx.database.dialect).byEmail('olga@mail.ru');
    expect(row).toMatchObject({ email: 'olga@mail.ru', lang: 'ru' });
    await app.close();
  });

  it('keeps one subscription per address, case-insensitively: a repeat is a friendly field error', async () => {
    const app = await api(ctx.database);
    expect((await post(app, { email: '  Nigar.Aliyeva@Mail.az ', lang: 'en' }, '10.0.2.1')).statusCode).toBe(200);
    const again = await post(app, { email: 'nigar.aliyeva@mail.AZ', lang: 'en' }, '10.0.2.2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      ok: false,
      error: 'This email address is already subscribed.',
      errors: { email: 'This email address is already subscribed.' },
    });
    const ru = await post(app, { email: 'NIGAR.ALIYEVA@MAIL.AZ', lang: 'ru' }, '10.0.2.3');
    expect(ru.json().errors).toEqual({ email: 'Этот адрес уже подписан на рассылку.' });
    const rows = await ctx.database.db
      .selectFrom('subscriptions')
      .select(['email', 'email_key'])
      .where('email_key', '=', 'nigar.aliyeva@mail.az')
      .execute();
    expect(rows).toEqual([{ email: 'Nigar.Aliyeva@Mail.az', email_key: 'nigar.aliyeva@mail.az' }]);
    await app.close();
  });

  it('holds one row under simultaneous repeats of one address', async () => {
    const svc = new SubscriptionsService({ connection: new TransactionalConnection(ctx.database), i18n: createI18n() });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => svc.send({ email: `Burst@mail.az`, lang: 'az' }, `10.0.3.${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.kind === 'conflict')).toHaveLength(5);
  });

  it('checks the email with the shared rule and answers translated field errors, never a 500', async () => {
    const app = await api(ctx.database);
    for (const email of ['', '   ', 'a..bc@mail.az', 'abc@mail', 'ab c@mail.az', `${'a'.repeat(250)}@mail.az`]) {
      const res = await post(app, { email, lang: 'en' }, '10.0.4.1');
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors.email, email).toBe(email.trim() ? 'Wrong email address' : 'Required field');
    }
    const extra = await post(app, { email: 'a@b.az', lang: 'en', admin: true }, '10.0.4.1');
    expect(extra.json()).toMatchObject({ ok: false, errors: { admin: 'Unknown field' } });
    for (const payload of ['[]', '"x"', 'null', '{"email": 1}', '{"email": "a@b.az", "lang": "fr"}']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/subscriptions/send',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(r.statusCode, payload).toBe(400);
      expect(r.json().ok).toBe(false);
    }
    expect(
      await ctx.database.db.selectFrom('subscriptions').select('id').where('ip', '=', '10.0.4.1').execute(),
    ).toEqual([]);
    await app.close();
  });

  it(`limits new subscriptions to ${SUBSCRIPTIONS_PER_IP_PER_HOUR} per IP per hour (429 on the email field, translated)`, async () => {
    const app = await api(ctx.database);
    for (let i = 0; i < SUBSCRIPTIONS_PER_IP_PER_HOUR; i++)
      expect((await post(app, { email: `limit${String.fromCharCode(97 + i)}@mail.az` }, '10.0.5.1')).statusCode).toBe(
        200,
      );
    const res = await post(app, { email: 'limitz@mail.az', lang: 'ru' }, '10.0.5.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toEqual({ email: 'Слишком много подписок из вашей сети. Попробуйте снова через час.' });
    expect((await post(app, { email: 'limitz@mail.az' }, '10.0.5.2')).statusCode).toBe(200);
    await app.close();
  });
});
