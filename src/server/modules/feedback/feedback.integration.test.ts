import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import type { Database } from '../../db/kysely.ts';
import { FEEDBACKS_PER_IP_PER_HOUR } from './feedback.service.ts';

async function api(database: Database) {
  const services = createServices(database, loadConfig({}), createI18n());
  const app = Fastify({ logger: false, trustProxy: true });
  await registerApi(app, services);
  await app.ready();
  return app;
}

type App = Awaited<ReturnType<typeof api>>;
const post = (app: App, payload: unknown, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/feedbacks/send',
    headers: { 'x-forwarded-for': ip },
    payload: payload as object,
  });
const good = {
  type: 'comment',
  firstName: 'Rəşad',
  lastName: "O'Neil-Həsənov",
  email: 'rashad@mail.az',
  mobile: '050 555 12 34',
  message: 'Kuryer çox nəzakətli idi 👍\nTəşəkkürlər!',
  lang: 'en',
};

describeEachEngine('feedback', (ctx) => {
  it('stores a message with its type and normalised mobile and thanks in the page language', async () => {
    const app = await api(ctx.database);
    const res = await post(app, { ...good, lang: 'ru' }, '10.2.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { message: { text: 'Спасибо! Ваш запрос успешно отправлен.' } } });
    const row = await ctx.database.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('ip', '=', '10.2.0.1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 'comment',
      first_name: 'Rəşad',
      last_name: "O'Neil-Həsənov",
      email: 'rashad@mail.az',
      mobile: '994505551234',
      message: good.message,
      lang: 'ru',
      user_id: null,
    });
    await app.close();
  });

  it('answers field errors for missing, wrong, overlong and script values and an unknown type; a 1 MB body is 413; nothing stored', async () => {
    const app = await api(ctx.database);
    const cases: [object, Record<string, string>][] = [
      [
        { lang: 'en' },
        {
          type: 'Required field',
          firstName: 'Required field',
          lastName: 'Required field',
          email: 'Required field',
          mobile: 'Required field',
          message: 'Required field',
        },
      ],
      [{ ...good, type: 'complaint' }, { type: 'The value is not allowed' }],
      [
        { ...good, email: 'x@y', mobile: '12345' },
        { email: 'Wrong email address', mobile: 'Wrong mobile number' },
      ],
      [{ ...good, mobile: '  ' }, { mobile: 'Mobile number is required' }],
      [{ ...good, message: '<script>alert(1)</script>' }, { message: 'Please remove the < > signs and emoji' }],
      [
        { ...good, message: 'x'.repeat(2001), firstName: 'x'.repeat(51) },
        { message: 'The text is too long', firstName: 'The text is too long' },
      ],
      [{ ...good, message: ['a'] }, { message: 'Wrong type of value' }],
    ];
    for (const [body, errors] of cases) {
      const res = await post(app, body, '10.2.1.1');
      expect(res.statusCode, JSON.stringify(body).slice(0, 50)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    expect((await post(app, { ...good, message: 'x'.repeat(1024 * 1024) }, '10.2.1.1')).statusCode).toBe(413);
    for (const payload of ['[]', 'null', '"hi"']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/feedbacks/send',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.2.1.1' },
        payload,
      });
      expect(r.statusCode, payload).toBe(400);
    }
    expect(await ctx.database.db.selectFrom('feedbacks').select('id').where('ip', '=', '10.2.1.1').execute()).toEqual(
      [],
    );
    await app.close();
  });

  it(`limits messages to ${FEEDBACKS_PER_IP_PER_HOUR} per address an hour, also under a burst (429, translated)`, async () => {
    const app = await api(ctx.database);
    const results = await Promise.all(
      Array.from({ length: FEEDBACKS_PER_IP_PER_HOUR + 2 }, () => post(app, good, '10.2.2.2')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(FEEDBACKS_PER_IP_PER_HOUR);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().error).toBe('Too many requests from your network. Please try again in an hour.');
    expect((await post(app, good, '10.2.2.3')).statusCode).toBe(200);
    await app.close();
  });
});
