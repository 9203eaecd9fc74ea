import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { i18n, issued, lastCode, otherCode, setup, T0 } from './otp.fixtures.ts';

it("words the code step's messages in az, ru and en (the attempts left with the right plural)", () => {
  const t = i18n.t;
  expect([1, 2, 4].map((count) => t('en', 'otp.wrongCode', { count }))).toEqual([
    'Wrong code, 1 attempt left',
    'Wrong code, 2 attempts left',
    'Wrong code, 4 attempts left',
  ]);
  expect([1, 2, 4].map((count) => t('ru', 'otp.wrongCode', { count }))).toEqual([
    'Неверный код, осталась 1 попытка',
    'Неверный код, осталось 2 попытки',
    'Неверный код, осталось 4 попытки',
  ]);
  expect(t('az', 'otp.wrongCode', { count: 3 })).toBe('Kod yanlışdır, 3 cəhdiniz qalıb');
  expect(t('en', 'otp.tooManyAttempts')).toBe('You added wrong OTP code many times');
  expect(t('ru', 'otp.tooMany', { minutes: 12 })).toBe('Запрошено слишком много кодов. Попробуйте снова через 12 мин.');
});

describeEachEngine('one-time codes: confirming, attempts, expiry, use with the order', (ctx) => {
  it('a code sent before a key rotation is still confirmed while the old key is accepted, and not after (decision 0066)', async () => {
    const keys = {
      signing: 'old-otp-key-old-otp-key-old-otp-key',
      accepted: ['old-otp-key-old-otp-key-old-otp-key'] as string[],
    };
    const { otp } = setup(ctx.database, undefined, keys);
    const mobile = '994501110090';
    const first = await issued(otp, mobile, '10.66.0.1');
    const firstCode = await lastCode(ctx.database, mobile);
    const second = await issued(otp, '994501110091', '10.66.0.1');
    const secondCode = await lastCode(ctx.database, '994501110091');
    // rotated: the new key signs, the old one is still accepted
    keys.signing = 'new-otp-key-new-otp-key-new-otp-key';
    keys.accepted = [keys.signing, 'old-otp-key-old-otp-key-old-otp-key'];
    expect(await otp.check({ token: first, code: firstCode, mobile, purpose: 'checkout' })).toEqual({ ok: true });
    // the grace is over: the old key is refused, so is a code hashed with it
    keys.accepted = [keys.signing];
    expect(
      await otp.check({ token: second, code: secondCode, mobile: '994501110091', purpose: 'checkout' }),
    ).toMatchObject({ ok: false, reason: 'wrong' });
    // a code sent now is hashed with the new key
    const third = await issued(otp, '994501110092', '10.66.0.1');
    expect(
      await otp.check({
        token: third,
        code: await lastCode(ctx.database, '994501110092'),
        mobile: '994501110092',
        purpose: 'checkout',
      }),
    ).toEqual({ ok: true });
  });

  it('sends a 6-digit code by SMS, keeps only hashes, confirms the right code and lets one order use it', async () => {
    const { otp, lines } = setup(ctx.database);
    const mobile = '994501110001';
    const r = await otp.issue({ purpose: 'checkout', mobile, clientIp: '10.1.1.1', lang: 'az' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      resendInSeconds: 60,
      expiresInSeconds: 300,
    });
    const code = await lastCode(ctx.database, mobile);
    expect(JSON.stringify(r)).not.toContain(code);
    const sms = await ctx.database.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', mobile).execute();
    expect(sms).toMatchObject([
      { purpose: 'otp', status: 'sent', body: `Volt: təsdiq kodunuz ${code}. Kodu heç kimə deməyin.` },
    ]);
    expect(lines).toEqual([`[sms] to 99450***0001 (otp): Volt: təsdiq kodunuz ${code}. Kodu heç kimə deməyin.`]);

    const ch = await ctx.database.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(ch.token_hash).toBe(createHash('sha256').update(r.data.token).digest('hex'));
    expect(ch.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(ch)).not.toContain(code);
    expect(JSON.stringify(ch)).not.toContain(r.data.token);
    expect(ch).toMatchObject({
      purpose: 'checkout',
      attempts: 0,
      sends: 1,
      client_ip: '10.1.1.1',
      expires_at: '2026-03-01T10:05:00.000Z',
      verified_at: null,
    });

    const check = { token: r.data.token, code, mobile, purpose: 'checkout' };
    expect(await otp.check(check)).toEqual({ ok: true });
    // the order failed on stock and the shopper submits again: the confirmed code still works
    expect(await otp.check(check)).toEqual({ ok: true });
    expect(await ctx.database.db.transaction().execute((trx) => otp.consume(trx, r.data.token))).toBe(true);
    expect(await otp.consume(ctx.database.db, r.data.token)).toBe(false);
    expect(await otp.check(check)).toEqual({ ok: false, reason: 'expired' });
  });

  it('counts five wrong codes down and then refuses even the right one', async () => {
    const { otp } = setup(ctx.database);
    const mobile = '994501110002';
    const token = await issued(otp, mobile);
    const code = await lastCode(ctx.database, mobile);
    const wrong = { token, code: otherCode(code), mobile, purpose: 'checkout' };
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await otp.check(wrong));
    expect(replies).toEqual([
      { ok: false, reason: 'wrong', attemptsLeft: 4 },
      { ok: false, reason: 'wrong', attemptsLeft: 3 },
      { ok: false, reason: 'wrong', attemptsLeft: 2 },
      { ok: false, reason: 'wrong', attemptsLeft: 1 },
      { ok: false, reason: 'tooMany' },
    ]);
    expect(await otp.check({ ...wrong, code })).toEqual({ ok: false, reason: 'tooMany' });
    expect(await otp.consume(ctx.database.db, token)).toBe(false);
    const resend = await otp.resend({ token, clientIp: '10.1.0.1', lang: 'en' });
    expect(resend).toMatchObject({ ok: false, kind: 'invalid', code: 'otp.tooManyAttempts' });
  });

  it('counts wrong guesses made at the same moment, every one of them', async () => {
    const { otp } = setup(ctx.database);
    const mobile = '994501110003';
    const token = await issued(otp, mobile);
    const code = await lastCode(ctx.database, mobile);
    const wrong = { token, code: otherCode(code), mobile, purpose: 'checkout' };
    const replies = await Promise.all(Array.from({ length: 8 }, () => otp.check(wrong)));
    const attempts = async () =>
      (
        await ctx.database.db
          .selectFrom('otp_challenges')
          .select('attempts')
          .where('mobile', '=', mobile)
          .executeTakeFirstOrThrow()
      ).attempts;
    expect(await attempts()).toBe(5);
    expect(
      replies
        .filter((r) => !r.ok && r.reason === 'wrong')
        .map((r) => (r as { attemptsLeft: number }).attemptsLeft)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(replies.filter((r) => !r.ok && r.reason === 'tooMany')).toHaveLength(4);
    expect(await otp.check({ ...wrong, code })).toEqual({ ok: false, reason: 'tooMany' });
  });

  it('lets a code work for 5 minutes only, and a confirmed challenge expire unused', async () => {
    const { otp, advance } = setup(ctx.database);
    const mobile = '994501110004';
    const token = await issued(otp, mobile);
    const code = await lastCode(ctx.database, mobile);
    advance(300);
    expect(await otp.check({ token, code, mobile, purpose: 'checkout' })).toEqual({ ok: false, reason: 'expired' });
    expect(await otp.resend({ token, clientIp: '10.1.0.1', lang: 'en' })).toEqual({
      ok: false,
      kind: 'invalid',
      code: 'otp.expired',
      errors: { otpCode: 'otp.expired' },
    });

    const mobile2 = '994501110014';
    const token2 = await issued(otp, mobile2);
    advance(299);
    expect(
      await otp.check({
        token: token2,
        code: await lastCode(ctx.database, mobile2),
        mobile: mobile2,
        purpose: 'checkout',
      }),
    ).toEqual({ ok: true });
    advance(1);
    expect(await otp.consume(ctx.database.db, token2)).toBe(false);
  });

  it('answers expired for an unknown token and for another mobile or purpose, without using up an attempt', async () => {
    const { otp } = setup(ctx.database);
    const mobile = '994501110005';
    const token = await issued(otp, mobile);
    const code = await lastCode(ctx.database, mobile);
    expect(await otp.check({ token: 'x'.repeat(43), code, mobile, purpose: 'checkout' })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await otp.check({ token, code, mobile: '994501110099', purpose: 'checkout' })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await otp.check({ token, code, mobile, purpose: 'login' })).toEqual({ ok: false, reason: 'expired' });
    expect(await otp.consume(ctx.database.db, token)).toBe(false); // not confirmed yet
    expect(await otp.check({ token, code, mobile, purpose: 'checkout' })).toEqual({ ok: true });
    const ch = await ctx.database.db
      .selectFrom('otp_challenges')
      .select(['attempts'])
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(ch.attempts).toBe(0);
  });

  it('uses a challenge up only with the order: a rolled-back order leaves it usable', async () => {
    const { otp } = setup(ctx.database);
    const mobile = '994501110031';
    const token = await issued(otp, mobile);
    expect(await otp.check({ token, code: await lastCode(ctx.database, mobile), mobile, purpose: 'checkout' })).toEqual(
      { ok: true },
    );
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        expect(await otp.consume(trx, token)).toBe(true);
        throw new Error('out of stock');
      }),
    ).rejects.toThrow('out of stock');
    const both = await Promise.all([otp.consume(ctx.database.db, token), otp.consume(ctx.database.db, token)]);
    expect(both.sort()).toEqual([false, true]);
  });

  it("spends a typed code in the caller's transaction with no read first: only the right code for that mobile and purpose, with any accepted key, once, and nothing counted when refused (decision 0069)", async () => {
    const keys = {
      signing: 'old-otp-key-old-otp-key-old-otp-key',
      accepted: ['old-otp-key-old-otp-key-old-otp-key'] as string[],
    };
    const { otp } = setup(ctx.database, undefined, keys);
    const mobile = '994501110093';
    const token = await issued(otp, mobile, '10.69.0.1');
    const code = await lastCode(ctx.database, mobile);
    // rotated since the code was sent: the old key is still accepted
    keys.signing = 'new-otp-key-new-otp-key-new-otp-key';
    keys.accepted = [keys.signing, 'old-otp-key-old-otp-key-old-otp-key'];
    const spend = (over: Partial<{ code: string; mobile: string; purpose: string }> = {}) =>
      otp.consumeCode(ctx.database.db, { token, code, mobile, purpose: 'checkout', ...over });
    expect(await spend({ code: otherCode(code) })).toBe(false);
    expect(await spend({ mobile: '994501110094' })).toBe(false);
    expect(await spend({ purpose: 'signup' })).toBe(false);
    // a refusal here counts no attempt (the checkout asks `verify`, which counts a wrong one)
    const row = await ctx.database.db
      .selectFrom('otp_challenges')
      .select(['attempts', 'consumed_at'])
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 0, consumed_at: null });
    // rolled back with its transaction, the code still works; then it works once
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        expect(await otp.consumeCode(trx, { token, code, mobile, purpose: 'checkout' })).toBe(true);
        throw new Error('out of stock');
      }),
    ).rejects.toThrow('out of stock');
    expect((await Promise.all([spend(), spend()])).sort()).toEqual([false, true]);
    expect(await otp.verify({ token, code, mobile, purpose: 'checkout' })).toEqual({ ok: false, reason: 'expired' });
  });

  it('prunes challenges untouched for a day', async () => {
    const { otp, advance } = setup(ctx.database);
    const mobile = '994501110032';
    await issued(otp, mobile);
    advance(12 * 3600);
    await issued(otp, mobile);
    advance(12 * 3600 + 1);
    const deleted = await otp.prune(new Date(T0.getTime() + (24 * 3600 + 1) * 1000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db
      .selectFrom('otp_challenges')
      .select('sent_at')
      .where('mobile', '=', mobile)
      .execute();
    expect(left).toEqual([{ sent_at: '2026-03-01T22:00:00.000Z' }]);
  });
});
