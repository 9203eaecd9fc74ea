import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/money.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { insertOrder } from './sales.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
const ML = (az: string, ru: string, en: string) => ({ az, ru, en });

describeEachEngine(
  'back office: customer notifications on status moves (ADM-21)',
  (ctx) => {
    let made: Made;
    let owner: Awaited<ReturnType<typeof signedInStaff>>;
    let mobileSeq = 0;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      owner = await signedInStaff(made, ctx.database, { roles: ['owner'], name: 'Leyla', lang: 'en' });
    });
    afterAll(async () => {
      await made.app.close();
    });
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) => owner.jar.call(made.app, method, url, body);
    const move = (id: number, to: string) => call('POST', `/api/admin/orders/status/${id}`, { to });
    /** An order in `processing` (pickup from branch 1 unless told), total 1 234,50 ₼, in `lang`. */
    const order = (lang: string, over: Record<string, unknown> = {}) =>
      insertOrder(
        ctx.database,
        {
          status: 'processing',
          total: 123_450,
          createdAt: new Date().toISOString(),
          mobile: `99470${String(4_000_000 + ++mobileSeq * 7 + (process.pid % 1000) * 100)}`,
        },
        { lang, branch_id: 1, ...over },
      );
    const smsOf = (orderId: number) =>
      ctx.database.db
        .selectFrom('sms_outbox')
        .select(['mobile', 'purpose', 'body', 'order_id'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    const emailsOf = (orderId: number) =>
      ctx.database.db
        .selectFrom('email_outbox')
        .select(['to_address', 'purpose', 'subject', 'body_text'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    const tokenOf = async (id: number) =>
      (await ctx.database.db.selectFrom('orders').select('token').where('id', '=', id).executeTakeFirstOrThrow()).token;

    it('a move to ready for pickup texts the customer once, in the order’s language, and emails them when there is an address', async () => {
      const id = await order('ru', { email: 'pokupatel@volt.test' });
      const branch = await ctx.database.db
        .selectFrom('branches')
        .select('title_ru')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect((await move(id, 'ready_for_pickup')).statusCode).toBe(200);
      const sms = await smsOf(id);
      expect(sms).toHaveLength(1);
      const token = await tokenOf(id);
      expect(sms[0]).toMatchObject({ purpose: 'status:ready_for_pickup', order_id: id });
      const origin = /https?:\/\/[^/]+/.exec(sms[0]!.body)![0];
      expect(sms[0]!.body).toBe(
        `Ваш заказ №${id} готов, его можно забрать в филиале ${branch.title_ru}. Сумма: ${formatMoney(123_450)}. ` +
          `Подробнее: ${origin}/ru/order?token=${token}`,
      );
      const mails = await emailsOf(id);
      expect(mails).toEqual([
        {
          to_address: 'pokupatel@volt.test',
          purpose: 'status:ready_for_pickup',
          subject: `Заказ №${id} готов к выдаче`,
          body_text: sms[0]!.body,
        },
      ]);

      // delivered: one more of each, its own text
      expect((await move(id, 'delivered')).statusCode).toBe(200);
      expect((await smsOf(id)).map((s) => s.purpose)).toEqual(['status:ready_for_pickup', 'status:delivered']);
      expect((await smsOf(id))[1]!.body).toMatch(new RegExp(`^Ваш заказ №${id} вручён\\. Спасибо, что выбрали нас!`));
      expect((await emailsOf(id)).map((m) => m.subject)).toEqual([
        `Заказ №${id} готов к выдаче`,
        `Заказ №${id} вручён`,
      ]);
    });

    it('shipped and cancelled are told in the order’s language; no address, no email', async () => {
      const a = await order('en', { delivery_type: 'delivery', branch_id: null });
      expect((await move(a, 'shipped')).statusCode).toBe(200);
      expect((await smsOf(a)).map((s) => s.body)).toEqual([
        expect.stringMatching(
          new RegExp(`^Your order #${a} is on its way; the courier will call you soon\\. Total: 1 234\\.50 ₼\\.`),
        ),
      ]);
      expect(await emailsOf(a)).toEqual([]);

      const b = await order('az');
      expect((await move(b, 'cancelled')).statusCode).toBe(200);
      expect((await smsOf(b)).map((s) => s.purpose)).toEqual(['status:cancelled']);
      expect((await smsOf(b))[0]!.body).toMatch(new RegExp(`^Sifarişiniz №${b} ləğv edildi\\. Sualınız varsa`));
      // processing is not told
      const c = await order('az', { status: 'new' });
      expect((await move(c, 'processing')).statusCode).toBe(200);
      expect(await smsOf(c)).toEqual([]);
    });

    it('two presses at once, and a second write of the same notice (another instance, a retry), still send once', async () => {
      const id = await order('az', { email: 'musteri@volt.test' });
      const both = await Promise.all([move(id, 'ready_for_pickup'), move(id, 'ready_for_pickup')]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await smsOf(id)).toHaveLength(1);
      // the outboxes keep one row per order and move, whoever writes it again
      const { sms, email } = made.services;
      const again = await sms.enqueueOnce(ctx.database.db, {
        mobile: '994700000000',
        purpose: 'status:ready_for_pickup',
        body: 'again',
        orderId: id,
      });
      expect(again).toBeNull();
      await email.enqueueOnce(ctx.database.db, {
        to: 'musteri@volt.test',
        purpose: 'status:ready_for_pickup',
        orderId: id,
        subject: 'again',
        text: 'again',
      });
      expect((await smsOf(id)).map((s) => s.body)).not.toContain('again');
      expect(await emailsOf(id)).toHaveLength(1);
      // sending them: the outbox job sends the one row, once
      await sms.flush(50);
      await sms.flush(50);
      const sent = await ctx.database.db
        .selectFrom('sms_outbox')
        .select(['status', 'attempts'])
        .where('order_id', '=', id)
        .execute();
      expect(sent).toEqual([{ status: 'sent', attempts: 1 }]);
    });

    it('the shopper’s own cancel is not told by a notice (the page says it)', async () => {
      const id = await order('az', { status: 'new' });
      const r = await made.services.orders.move(ctx.database.db, id, 'cancelled', 'customer', null);
      expect(r.ok).toBe(true);
      expect(await smsOf(id)).toEqual([]);
    });

    it('staff edit a template (versioned, audited) and the next move uses it; the form previews it', async () => {
      const list = (await call('GET', '/api/admin/notifications')).json().data;
      expect(list.items.map((i: { move: string }) => i.move)).toEqual([
        'Ready for pickup',
        'Shipped',
        'Delivered',
        'Cancelled',
      ]);
      const shipped = list.items[1].id as number;
      const info = (await call('GET', `/api/admin/notifications/info/${shipped}`)).json().data;
      const field = (n: string) => (info.fields as { name: string; value: unknown }[]).find((f) => f.name === n)!;
      expect((field('preview').value as Record<string, string>).en).toMatch(/^Your order #10245 is on its way/);
      const subject = field('subject').value;
      const saved = await call('POST', `/api/admin/notifications/update/${shipped}`, {
        subject,
        text: ML(
          'Sifariş {number} yoldadır: {total}. {link}',
          'Заказ {number} в пути: {total}. {link}',
          'Order {number} shipped: {total}. {link}',
        ),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const again = (await call('GET', `/api/admin/notifications/info/${shipped}`)).json().data;
      expect(again.version).toBeGreaterThan(info.version);
      const preview = (again.fields as { name: string; value: Record<string, string> }[]).find(
        (f) => f.name === 'preview',
      )!.value;
      expect(preview.en).toMatch(/^Order 10245 shipped: 1 299\.00 ₼\. https?:\/\/.+\/en\/order\?token=…$/);
      const trail = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'user_id'])
        .where('entity', '=', 'notifications')
        .execute();
      expect(trail).toEqual([{ action: 'update', user_id: owner.id }]);

      const id = await order('en', { delivery_type: 'delivery', branch_id: null });
      expect((await move(id, 'shipped')).statusCode).toBe(200);
      expect((await smsOf(id))[0]!.body).toMatch(
        new RegExp(`^Order ${id} shipped: 1 234\\.50 ₼\\. https?://.+/en/order\\?token=[0-9a-f]+$`),
      );
    });

    it('refuses an unknown placeholder or an open brace with translated field errors; needs notifications.update', async () => {
      const bad = await call('POST', '/api/admin/notifications/update/1', {
        subject: ML('Sifariş {number}', 'Заказ {nomer}', 'Order {number'),
        text: ML('{number} {branch} {total} {link}', 'Заказ {number}', 'Hello {name}'),
      });
      expect(bad.statusCode).toBe(400);
      const errors = bad.json().errors as Record<string, string>;
      expect(errors['subject.ru']).toBe('Unknown placeholder: only {number}, {total}, {branch} and {link} can be used');
      expect(errors['subject.en']).toBe('A brace is not closed: write placeholders as {number}');
      expect(errors['text.en']).toMatch(/^Unknown placeholder/);
      expect(Object.keys(errors).sort()).toEqual(['subject.en', 'subject.ru', 'text.en']);
      const empty = await call('POST', '/api/admin/notifications/update/1', {
        subject: ML('', 'x', 'x'),
        text: ML('x', 'x', 'x'),
      });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors)).toEqual(['subject.az']);

      const operator = await signedInStaff(made, ctx.database, { roles: ['operator'] });
      const denied = await operator.jar.call(made.app, 'POST', '/api/admin/notifications/update/1', {
        subject: ML('a', 'b', 'c'),
        text: ML('a', 'b', 'c'),
      });
      expect(denied.statusCode).toBe(403);
      expect((await operator.jar.call(made.app, 'GET', '/api/admin/notifications')).statusCode).toBe(403);
    });
  },
  insertCartFixtures,
);
