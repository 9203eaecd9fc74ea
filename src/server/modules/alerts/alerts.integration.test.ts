import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { accountApp, call, createUser, type App } from '../cabinet/cabinet.fixtures.ts';
import { lastCode, otherCode } from '../otp/otp.fixtures.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { alertToken } from './alert-links.ts';
import { alertRow, guestMobile, messagesOf, senderOf, setProduct, viewerOf } from './alerts.fixtures.ts';

const P = FX.product;
type Services = Awaited<ReturnType<typeof accountApp>>['services'];

describeEachEngine(
  'stock and price alerts (PDP-16, PDP-17, CAB-7, ADM-24)',
  (ctx) => {
    let app: App;
    let services: Services;
    beforeAll(async () => {
      ({ app, services } = await accountApp(ctx.database));
    });
    afterAll(async () => {
      await app.close();
    });
    let ipSeq = 0;
    const ip = () => `10.32.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

    /** A guest's subscription: the code step, the code from the SMS outbox, the alert. */
    async function guestAlert(productId: number, kind: 'stock' | 'price', mobile: string, lang: 'az' | 'en' = 'en') {
      const a = ip();
      const first = await services.alerts.subscribe({ productId, kind, mobile, lang }, null, a);
      if (!first.ok || !first.data.otp) throw new Error(`no code step: ${JSON.stringify(first)}`);
      const code = await lastCode(ctx.database, mobile);
      const done = await services.alerts.subscribe(
        { productId, kind, mobile, lang, token: first.data.token, otp: code },
        null,
        a,
      );
      if (!done.ok || done.data.otp) throw new Error(`not subscribed: ${JSON.stringify(done)}`);
      return done.data.alertId;
    }

    it('a guest subscribes with the code sent by SMS; a wrong code is a field error; a repeat finds the same alert', async () => {
      await setProduct(ctx.database, P.iron, { stock: 0 });
      const mobile = guestMobile();
      const res = await call(app, null, 'POST', '/api/alerts', {
        productId: P.iron,
        kind: 'stock',
        mobile: `+${mobile}`,
        lang: 'en',
      });
      expect(res.status).toBe(200);
      const step = res.body.data as unknown as { otp: true; token: string; channel: string };
      expect(step).toMatchObject({ otp: true, channel: 'sms' });
      const code = await lastCode(ctx.database, mobile);
      const wrong = await call(app, null, 'POST', '/api/alerts', {
        productId: P.iron,
        kind: 'stock',
        mobile,
        lang: 'en',
        token: step.token,
        otp: otherCode(code),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ otp: 'Wrong code, 4 attempts left' });
      const ok = await call(app, null, 'POST', '/api/alerts', {
        productId: P.iron,
        kind: 'stock',
        mobile,
        lang: 'en',
        token: step.token,
        otp: code,
      });
      expect(ok.status).toBe(200);
      const made = ok.body.data as unknown as { otp: false; alertId: number; message: string };
      expect(made.message).toBe(`Done! We will tell +${mobile} when it is back in stock.`);
      expect(await alertRow(ctx.database, made.alertId)).toMatchObject({
        kind: 'stock',
        channel: 'sms',
        recipient: mobile,
        lang: 'en',
        status: 'active',
        customer_id: null,
      });
      // the same code cannot be spent twice; the same alert again (a new code) is still one alert
      const again = await guestAlert(P.iron, 'stock', mobile);
      expect(again).toBe(made.alertId);
    });

    it('a guest by email gets the code by email', async () => {
      const res = await services.alerts.subscribe(
        { productId: P.iphone, kind: 'price', email: 'Leyla@Mail.az', lang: 'ru' },
        null,
        ip(),
      );
      expect(res).toMatchObject({ ok: true, data: { otp: true, channel: 'email' } });
      const mail = await ctx.database.db
        .selectFrom('email_outbox')
        .select(['subject', 'body_text'])
        .where('to_address', '=', 'leyla@mail.az')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Volt: ваш код подтверждения');
      const code = /\b(\d{6})\b/.exec(mail.body_text)![1]!;
      const done = await services.alerts.subscribe(
        {
          productId: P.iphone,
          kind: 'price',
          email: 'leyla@mail.az',
          lang: 'ru',
          token: (res.ok && res.data.otp && res.data.token) || '',
          otp: code,
        },
        null,
        ip(),
      );
      expect(done).toMatchObject({ ok: true, data: { otp: false } });
      if (!done.ok || done.data.otp) return;
      expect(await alertRow(ctx.database, done.data.alertId)).toMatchObject({
        channel: 'email',
        recipient: 'leyla@mail.az',
        price_at: 199900,
      });
    });

    it('a customer with their own mobile needs no code; the price recorded is the server’s', async () => {
      const u = await createUser(ctx.database);
      const res = await call(app, u.id, 'POST', '/api/alerts', {
        productId: P.galaxy,
        kind: 'price',
        mobile: u.mobile,
        lang: 'az',
      });
      expect(res.status).toBe(200);
      const data = res.body.data as unknown as { otp: boolean; alertId: number };
      expect(data.otp).toBe(false);
      const row = await alertRow(ctx.database, data.alertId);
      const product = await ctx.database.db
        .selectFrom('products')
        .select('price')
        .where('id', '=', P.galaxy)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ customer_id: u.id, price_at: product.price, lang: 'az' });
      // another number than the account's: the code step
      const other = await call(app, u.id, 'POST', '/api/alerts', {
        productId: P.galaxy,
        kind: 'price',
        mobile: guestMobile(),
      });
      expect((other.body.data as unknown as { otp: boolean }).otp).toBe(true);
    });

    it('refuses bad input with translated field errors, an unknown product with 404, a stock alert in stock with 409', async () => {
      const post = (body: object) => call(app, null, 'POST', '/api/alerts', { lang: 'en', ...body });
      const none = await post({ productId: P.iron, kind: 'stock' });
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual({
        mobile: 'Give a mobile number or an email address',
        email: 'Give a mobile number or an email address',
      });
      const both = await post({ productId: P.iron, kind: 'stock', mobile: guestMobile(), email: 'a@mail.az' });
      expect(both.status).toBe(400);
      expect(both.body.errors).toEqual({ mobile: 'Give either a mobile number or an email address, not both' });
      const kind = await post({ productId: P.iron, kind: 'restock', mobile: guestMobile() });
      expect(kind.status).toBe(400);
      expect(Object.keys(kind.body.errors!)).toEqual(['kind']);
      const badMobile = await post({ productId: P.iron, kind: 'stock', mobile: '12' });
      expect(badMobile.status).toBe(400);
      expect(Object.keys(badMobile.body.errors!)).toEqual(['mobile']);
      const extra = await post({ productId: P.iron, kind: 'stock', mobile: guestMobile(), price: 1 });
      expect(extra.status).toBe(400);
      const missing = await post({ productId: 999_999, kind: 'price', mobile: guestMobile() });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('The product was not found');
      const inactive = await post({ productId: P.inactive, kind: 'price', mobile: guestMobile() });
      expect(inactive.status).toBe(404);
      await setProduct(ctx.database, P.redmi, { stock: 4 });
      const inStock = await post({ productId: P.redmi, kind: 'stock', mobile: guestMobile() });
      expect(inStock.status).toBe(409);
      expect(inStock.body.errors).toEqual({ kind: 'This product is in stock: you can buy it now' });
      const noCode = await post({ productId: P.redmi, kind: 'price', mobile: guestMobile(), token: 'x', otp: '12' });
      expect(noCode.status).toBe(400);
      expect(Object.keys(noCode.body.errors!)).toEqual(['otp']);
    });

    it('limits new alerts per client address per hour (429), a repeat of an existing one still answers', async () => {
      const at = '10.99.0.1';
      const users = await Promise.all(Array.from({ length: 11 }, () => createUser(ctx.database)));
      const results = [];
      for (const u of users)
        results.push(
          await services.alerts.subscribe({ productId: P.iphonePro, kind: 'price', mobile: u.mobile }, viewerOf(u), at),
        );
      expect(results.slice(0, 10).every((r) => r.ok)).toBe(true);
      expect(results[10]).toMatchObject({ ok: false, kind: 'tooMany' });
      const repeat = await services.alerts.subscribe(
        { productId: P.iphonePro, kind: 'price', mobile: users[0]!.mobile },
        viewerOf(users[0]!),
        at,
      );
      expect(repeat.ok).toBe(true);
    });

    it('stock returns: one message per subscriber with two app instances racing, each alert ended', async () => {
      await setProduct(ctx.database, P.iron, { stock: 0 });
      const mobiles = [guestMobile(), guestMobile(), guestMobile()];
      const ids = [
        await guestAlert(P.iron, 'stock', mobiles[0]!, 'az'),
        await guestAlert(P.iron, 'stock', mobiles[1]!, 'en'),
        await guestAlert(P.iron, 'stock', mobiles[2]!, 'en'),
      ];
      const now = () => new Date('2026-06-01T08:00:00Z');
      // nothing is due while it is sold out
      expect((await senderOf(services, now).run()).sent).toBe(0);
      await setProduct(ctx.database, P.iron, { stock: 3 });
      const other = (await accountApp(ctx.database)).services;
      await Promise.all([senderOf(services, now).run(), senderOf(other, now).run(), senderOf(other, now).run()]);
      for (const [i, id] of ids.entries()) {
        const msgs = await messagesOf(ctx.database, id);
        expect(msgs).toHaveLength(1);
        expect(msgs[0]).toMatchObject({ to: mobiles[i], purpose: 'alert-stock' });
        expect((await alertRow(ctx.database, id)).status).toBe('sent');
      }
      const [az, en] = [(await messagesOf(ctx.database, ids[0]!))[0]!, (await messagesOf(ctx.database, ids[1]!))[0]!];
      expect(az.body).toMatch(
        /^Volt: .* yenidən stokdadır, .*₼\. https:\/\/volt\.az\/.* Dayandır: https:\/\/volt\.az\/alerts\/unsubscribe\?token=/,
      );
      expect(en.body).toMatch(
        /^Volt: .* is back in stock, .*₼\. https:\/\/volt\.az\/en\/.* Stop: https:\/\/volt\.az\/en\/alerts\/unsubscribe\?token=/,
      );
      // the next runs send nothing more
      expect((await senderOf(services, now).run()).sent).toBe(0);
      await other.database.db.selectFrom('alerts').select('id').limit(1).execute();
    });

    it('the job runs once per cluster: two runners ticking together, one run', async () => {
      await setProduct(ctx.database, P.iron, { stock: 0 });
      const id = await guestAlert(P.iron, 'stock', guestMobile());
      await setProduct(ctx.database, P.iron, { stock: 2 });
      const clock = new Date('2026-06-02T08:00:00Z');
      const runs: string[] = [];
      const job = (who: string) => ({
        name: 'alerts.send',
        everyMs: 30_000,
        run: async () => {
          runs.push(who);
          return senderOf(services, () => clock).run();
        },
      });
      const a = new JobRunner(
        ctx.database,
        () => undefined,
        () => clock,
      );
      const b = new JobRunner(
        ctx.database,
        () => undefined,
        () => clock,
      );
      const ran = await Promise.all([a.tick(job('a')), b.tick(job('b'))]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(runs).toHaveLength(1);
      expect(await messagesOf(ctx.database, id)).toHaveLength(1);
    });

    it('a price drop below the subscription price sends; a rise or the same price does not', async () => {
      const u = await createUser(ctx.database, { email: 'rashad@mail.az' });
      await setProduct(ctx.database, P.galaxy, { price: 150000 });
      const r = await services.alerts.subscribe(
        { productId: P.galaxy, kind: 'price', email: 'rashad@mail.az', lang: 'en' },
        viewerOf(u, 'rashad@mail.az'),
        ip(),
      );
      if (!r.ok || r.data.otp) throw new Error('not subscribed');
      const id = r.data.alertId;
      const now = () => new Date('2026-06-03T08:00:00Z');
      await setProduct(ctx.database, P.galaxy, { price: 170000 });
      await senderOf(services, now).run();
      await setProduct(ctx.database, P.galaxy, { price: 160000 });
      await senderOf(services, now).run();
      expect(await messagesOf(ctx.database, id)).toHaveLength(0);
      expect((await alertRow(ctx.database, id)).status).toBe('active');
      await setProduct(ctx.database, P.galaxy, { price: 149000 });
      await senderOf(services, now).run();
      const msgs = await messagesOf(ctx.database, id);
      expect(msgs).toHaveLength(1);
      expect(msgs[0]).toMatchObject({ to: 'rashad@mail.az', purpose: 'alert-price' });
      expect((msgs[0] as unknown as { subject: string }).subject).toMatch(/^The price of .* has dropped$/);
      expect(msgs[0]!.body).toContain('1 490.00 ₼ instead of 1 500.00 ₼');
      expect((await alertRow(ctx.database, id)).status).toBe('sent');
    });

    it('respects the daily limit per recipient: the rest wait for the next day in Baku, not lost', async () => {
      const u = await createUser(ctx.database);
      const viewer = viewerOf(u);
      const products = [P.iphone, P.iphonePro, P.redmi, P.iron];
      for (const id of products) await setProduct(ctx.database, id, { stock: 0 });
      const ids: number[] = [];
      for (const productId of products) {
        const r = await services.alerts.subscribe({ productId, kind: 'stock', mobile: u.mobile }, viewer, ip());
        if (!r.ok || r.data.otp) throw new Error('not subscribed');
        ids.push(r.data.alertId);
      }
      for (const id of products) await setProduct(ctx.database, id, { stock: 5 });
      let clock = new Date('2026-06-04T19:00:00Z'); // 23:00 in Baku
      const sender = senderOf(services, () => clock, 3);
      await sender.run();
      const sent = async () =>
        (await Promise.all(ids.map((id) => messagesOf(ctx.database, id)))).filter((m) => m.length).length;
      expect(await sent()).toBe(3);
      clock = new Date('2026-06-04T19:30:00Z');
      await sender.run();
      expect(await sent()).toBe(3);
      clock = new Date('2026-06-04T20:01:00Z'); // the next day in Baku
      await sender.run();
      expect(await sent()).toBe(4);
      for (const id of ids) expect((await alertRow(ctx.database, id)).status).toBe('sent');
    });

    it('unsubscribes by the link without signing in; a bad link is a clear 400', async () => {
      await setProduct(ctx.database, P.iron, { stock: 0 });
      const id = await guestAlert(P.iron, 'stock', guestMobile());
      const token = alertToken(services.secrets.otpKeys, id);
      const res = await call(app, null, 'POST', '/api/alerts/unsubscribe', { token, lang: 'en' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ message: 'The alert is off. You will get no more messages about this product.' });
      expect((await alertRow(ctx.database, id)).status).toBe('cancelled');
      // the stock returns: nothing is sent to it
      await setProduct(ctx.database, P.iron, { stock: 9 });
      await senderOf(services, () => new Date('2026-06-05T08:00:00Z')).run();
      expect(await messagesOf(ctx.database, id)).toHaveLength(0);
      for (const bad of [`${id}.${'A'.repeat(43)}`, 'nonsense', `${id + 1}${token.slice(String(id).length)}`]) {
        const r = await call(app, null, 'POST', '/api/alerts/unsubscribe', { token: bad, lang: 'en' });
        expect(r.status, bad).toBe(400);
        expect(r.body.errors).toEqual({ token: 'This link is not valid. It may have been copied incompletely.' });
      }
    });

    it('the cabinet lists the customer’s alerts and cancels one; a guest gets 401, another’s alert 404', async () => {
      const u = await createUser(ctx.database);
      const v = viewerOf(u);
      await setProduct(ctx.database, P.iron, { stock: 0 });
      await services.alerts.subscribe({ productId: P.iron, kind: 'stock', mobile: u.mobile, lang: 'en' }, v, ip());
      await services.alerts.subscribe({ productId: P.iphone, kind: 'price', mobile: u.mobile, lang: 'en' }, v, ip());
      const list = await call(app, u.id, 'GET', '/api/alerts/mine?lang=en');
      expect(list.status).toBe(200);
      const alerts = (
        list.body.data as unknown as { alerts: { id: number; kind: string; status: string; title: string }[] }
      ).alerts;
      expect(alerts.map((a) => [a.kind, a.status])).toEqual([
        ['price', 'active'],
        ['stock', 'active'],
      ]);
      expect(alerts[0]!.title).toBe('Apple iPhone 15 128GB');
      const cancelled = await call(app, u.id, 'POST', `/api/alerts/cancel/${alerts[0]!.id}`, { lang: 'en' });
      expect(cancelled.status).toBe(200);
      expect((cancelled.body.data as unknown as { alerts: { status: string }[] }).alerts.map((a) => a.status)).toEqual([
        'cancelled',
        'active',
      ]);
      expect((await call(app, null, 'GET', '/api/alerts/mine')).status).toBe(401);
      const stranger = await createUser(ctx.database);
      expect((await call(app, stranger.id, 'POST', `/api/alerts/cancel/${alerts[1]!.id}`, {})).status).toBe(404);
      expect((await alertRow(ctx.database, alerts[1]!.id)).status).toBe('active');
    });

    it('"Most wanted" lists sold-out products by their active stock alerts', async () => {
      await setProduct(ctx.database, P.iron, { stock: 0 });
      await setProduct(ctx.database, P.redmi, { stock: 0 });
      for (let i = 0; i < 3; i++) await guestAlert(P.redmi, 'stock', guestMobile());
      await guestAlert(P.iron, 'stock', guestMobile());
      const rows = await services.alerts.mostWanted('en');
      const redmi = rows.findIndex((r) => r.productId === P.redmi);
      const iron = rows.findIndex((r) => r.productId === P.iron);
      expect(redmi).toBeGreaterThanOrEqual(0);
      expect(iron).toBeGreaterThan(redmi);
      expect(rows[redmi]!.alerts).toBeGreaterThanOrEqual(3);
      expect(rows.every((r) => r.stock <= 0)).toBe(true);
      await setProduct(ctx.database, P.redmi, { stock: 1 });
      expect((await services.alerts.mostWanted('en')).some((r) => r.productId === P.redmi)).toBe(false);
    });
  },
  insertCartFixtures,
);
