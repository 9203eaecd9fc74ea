import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { issued, lastCode, setup } from './otp.fixtures.ts';

describeEachEngine('one-time codes: resends and send limits', (ctx) => {
  it('sends a new code after 60 s: the old one stops working and the expiry starts again', async () => {
    const { otp, advance } = setup(ctx.database);
    const mobile = '994501110006';
    const token = await issued(otp, mobile);
    const first = await lastCode(ctx.database, mobile);
    advance(30);
    expect(await otp.resend({ token, clientIp: '10.1.0.1', lang: 'en' })).toEqual({
      ok: false,
      kind: 'tooMany',
      code: 'otp.wait',
      vars: { seconds: 30 },
    });
    advance(30);
    expect(await otp.resend({ token, clientIp: '10.1.0.1', lang: 'ru' })).toEqual({
      ok: true,
      data: { resendInSeconds: 60, expiresInSeconds: 300 },
    });
    const rows = await ctx.database.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('mobile', '=', mobile)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    const second = await lastCode(ctx.database, mobile);
    expect(rows[1]!.body).toBe(`Volt: ваш код ${second}. Никому его не сообщайте.`);
    if (second !== first)
      expect(await otp.check({ token, code: first, mobile, purpose: 'checkout' })).toEqual({
        ok: false,
        reason: 'wrong',
        attemptsLeft: 4,
      });
    advance(290); // 350 s after the first code, 290 s after the second
    expect(await otp.check({ token, code: second, mobile, purpose: 'checkout' })).toEqual({ ok: true });
    // a confirmation does not survive a new code: the shopper must type the newest one
    expect((await otp.resend({ token, clientIp: '10.1.0.1', lang: 'en' })).ok).toBe(true);
    expect(await otp.consume(ctx.database.db, token)).toBe(false);
  });

  it('sends one new code when two resends arrive together', async () => {
    const { otp, advance } = setup(ctx.database);
    const mobile = '994501110007';
    const token = await issued(otp, mobile);
    advance(61);
    const replies = await Promise.all([0, 1, 2].map(() => otp.resend({ token, clientIp: '10.1.0.1', lang: 'en' })));
    expect(replies.filter((r) => r.ok)).toHaveLength(1);
    expect(replies.filter((r) => !r.ok && r.code === 'otp.wait')).toHaveLength(2);
    expect(
      await ctx.database.db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute(),
    ).toHaveLength(2);
  });

  it('makes the newest code for a mobile the only one that works', async () => {
    const { otp } = setup(ctx.database);
    const mobile = '994501110008';
    const older = await issued(otp, mobile);
    const olderCode = await lastCode(ctx.database, mobile);
    const newer = await issued(otp, mobile);
    const newerCode = await lastCode(ctx.database, mobile);
    expect(await otp.check({ token: older, code: olderCode, mobile, purpose: 'checkout' })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await otp.check({ token: newer, code: newerCode, mobile, purpose: 'checkout' })).toEqual({ ok: true });
  });

  it('limits sends per mobile per hour, resends included, and says how long to wait', async () => {
    const { otp, advance } = setup(ctx.database, { sendsPerMobilePerHour: 3, sendsPerIpPerHour: 100 });
    const mobile = '994501110009';
    const token = await issued(otp, mobile, '10.2.0.1');
    advance(60);
    expect((await otp.resend({ token, clientIp: '10.2.0.2', lang: 'en' })).ok).toBe(true);
    advance(60);
    const newest = await issued(otp, mobile, '10.2.0.3');
    advance(60);
    expect(await otp.issue({ purpose: 'checkout', mobile, clientIp: '10.2.0.4', lang: 'en' })).toEqual({
      ok: false,
      kind: 'tooMany',
      code: 'otp.tooMany',
      vars: { minutes: 58 },
    });
    expect(await otp.resend({ token: newest, clientIp: '10.2.0.4', lang: 'en' })).toMatchObject({
      ok: false,
      kind: 'tooMany',
      code: 'otp.tooMany',
    });
    expect(
      await ctx.database.db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute(),
    ).toHaveLength(3);
    // another number is not affected
    expect(
      (await otp.issue({ purpose: 'checkout', mobile: '994501110019', clientIp: '10.2.0.4', lang: 'en' })).ok,
    ).toBe(true);
    advance(58 * 60);
    expect((await otp.issue({ purpose: 'checkout', mobile, clientIp: '10.2.0.4', lang: 'en' })).ok).toBe(true);
  });

  it('limits sends per client address per hour; a request without an address is limited by its mobile only', async () => {
    const { otp, advance } = setup(ctx.database, { sendsPerMobilePerHour: 5, sendsPerIpPerHour: 2 });
    await issued(otp, '994501110010', '10.3.0.1');
    await issued(otp, '994501110011', '10.3.0.1');
    expect(await otp.issue({ purpose: 'checkout', mobile: '994501110012', clientIp: '10.3.0.1', lang: 'en' })).toEqual({
      ok: false,
      kind: 'tooMany',
      code: 'otp.tooMany',
      vars: { minutes: 60 },
    });
    expect(
      await ctx.database.db.selectFrom('sms_outbox').select('id').where('mobile', '=', '994501110012').execute(),
    ).toEqual([]);
    expect(
      (await otp.issue({ purpose: 'checkout', mobile: '994501110012', clientIp: '10.3.0.2', lang: 'en' })).ok,
    ).toBe(true);
    for (let i = 0; i < 3; i++)
      expect((await otp.issue({ purpose: 'checkout', mobile: `99450111002${i}`, clientIp: null, lang: 'en' })).ok).toBe(
        true,
      );
    advance(3601);
    expect(
      (await otp.issue({ purpose: 'checkout', mobile: '994501110013', clientIp: '10.3.0.1', lang: 'en' })).ok,
    ).toBe(true);
  });

  it('holds the per-mobile limit under a burst of simultaneous requests', async () => {
    const { otp } = setup(ctx.database, { sendsPerMobilePerHour: 3, sendsPerIpPerHour: 100 });
    const mobile = '994501110030';
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        otp.issue({ purpose: 'checkout', mobile, clientIp: `10.4.0.${i}`, lang: 'en' }),
      ),
    );
    expect(replies.filter((r) => r.ok)).toHaveLength(3);
    expect(replies.filter((r) => !r.ok && r.code === 'otp.tooMany')).toHaveLength(5);
    expect(
      await ctx.database.db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute(),
    ).toHaveLength(3);
  });
});
