import { expect, it, vi } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import type { Database } from '../../db/kysely.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { OutboxSmsDriver } from './outbox-sms-driver.ts';
import type { OutgoingSms, SmsDelivery, SmsDriver } from './sms-driver.ts';
import { SMS_MAX_ATTEMPTS, SMS_SENDING_STALE_MS, SmsService } from './sms.service.ts';
import { SmsRepo } from './sms.repo.ts';

/** A provider double that answers from a script (then succeeds) and records what it was given. */
class ScriptedDriver implements SmsDriver {
  readonly name = 'http' as const;
  readonly calls: OutgoingSms[] = [];
  constructor(
    private readonly script: SmsDelivery[] = [],
    private readonly delayMs = 0,
  ) {}
  async send(sms: OutgoingSms): Promise<SmsDelivery> {
    this.calls.push(sms);
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    return this.script.shift() ?? { ok: true, providerId: `tx-${sms.id}` };
  }
}

const row = (database: Database, id: number) =>
  database.db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describeEachEngine('sms outbox', (ctx) => {
  it("writes the message with the caller's transaction: rolled back with it, or committed and then delivered", async () => {
    const lines: string[] = [];
    const sms = new SmsService({
      connection: new TransactionalConnection(ctx.database),
      driver: new OutboxSmsDriver((l) => lines.push(l)),
    });
    const msg = { mobile: '994505550001', purpose: 'order', body: 'Volt: order 1001 is placed' };
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await sms.enqueue(trx, msg);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(
      await ctx.database.db.selectFrom('sms_outbox').select('id').where('mobile', '=', msg.mobile).execute(),
    ).toEqual([]);

    const id = await ctx.database.db.transaction().execute((trx) => sms.enqueue(trx, msg));
    expect(await row(ctx.database, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      driver: 'outbox',
      sent_at: null,
    });
    expect(lines).toEqual([]);
    expect(await sms.deliver([id])).toEqual([{ id, status: 'sent' }]);
    expect(await row(ctx.database, id)).toMatchObject({ status: 'sent', attempts: 1, body: msg.body, error: null });
    expect((await row(ctx.database, id)).sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lines).toEqual(['[sms] to 99450***0001 (order): Volt: order 1001 is placed']);
    // a second delivery of the same row sends nothing
    expect(await sms.deliver([id])).toEqual([{ id, status: 'skipped' }]);
    expect(lines).toHaveLength(1);
  });

  it('records a failed send and retries it from flush, up to 5 attempts in all', async () => {
    const fail = { ok: false as const, error: 'LSIM error -104: Insufficient balance' };
    const driver = new ScriptedDriver(Array.from({ length: 10 }, () => fail));
    const sms = new SmsService({ connection: new TransactionalConnection(ctx.database), driver });
    const { id, status } = await sms.send({ mobile: '994505550002', purpose: 'order', body: 'Volt: order 1002' });
    expect(status).toBe('failed');
    expect(await row(ctx.database, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: fail.error,
      sent_at: null,
    });
    for (let i = 2; i <= SMS_MAX_ATTEMPTS; i++) {
      await sms.flush();
      expect((await row(ctx.database, id)).attempts).toBe(i);
    }
    await sms.flush();
    expect(await row(ctx.database, id)).toMatchObject({ status: 'failed', attempts: SMS_MAX_ATTEMPTS });
    expect(driver.calls.filter((c) => c.id === id)).toHaveLength(SMS_MAX_ATTEMPTS);
  });

  it('flush sends a queued message nobody delivered and a retry that succeeds, and reports the counts', async () => {
    const driver = new ScriptedDriver([{ ok: false, error: 'HTTP 503' }]);
    const sms = new SmsService({ connection: new TransactionalConnection(ctx.database), driver });
    const failed = await sms.send({ mobile: '994505550003', purpose: 'order', body: 'first' });
    const queued = await sms.enqueue(ctx.database.db, { mobile: '994505550003', purpose: 'order', body: 'second' });
    expect(await sms.flush()).toEqual({ sent: 2, failed: 0, expired: 0 });
    expect(await row(ctx.database, failed.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      provider_id: `tx-${failed.id}`,
      error: null,
    });
    expect(await row(ctx.database, queued)).toMatchObject({ status: 'sent', attempts: 1, provider_id: `tx-${queued}` });
    expect(await sms.flush()).toEqual({ sent: 0, failed: 0, expired: 0 });
  });

  it('sends one message once when two deliveries race for it', async () => {
    const driver = new ScriptedDriver([], 30);
    const sms = new SmsService({ connection: new TransactionalConnection(ctx.database), driver });
    const id = await sms.enqueue(ctx.database.db, { mobile: '994505550004', purpose: 'order', body: 'race' });
    const outcomes = await Promise.all([sms.deliver([id]), sms.deliver([id]), sms.flush()]);
    expect(driver.calls.filter((c) => c.id === id)).toHaveLength(1);
    expect(
      outcomes[0]
        .concat(outcomes[1])
        .map((o) => o.status)
        .sort(),
    ).toEqual(expect.arrayContaining(['skipped']));
    expect(await row(ctx.database, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('never sends a one-time code after its use is over, and blanks sent codes when a real provider has them', async () => {
    let now = new Date('2026-03-01T10:00:00.000Z');
    const driver = new ScriptedDriver([{ ok: false, error: 'network: ECONNREFUSED' }]);
    const sms = new SmsService({
      connection: new TransactionalConnection(ctx.database),
      driver,
      now: () => now,
      maxAgeMs: { otp: 300_000 },
    });
    const late = await sms.send({ mobile: '994505550005', purpose: 'otp', body: 'Volt: your code is 482913.' });
    expect(late.status).toBe('failed');
    const sent = await sms.send({ mobile: '994505550005', purpose: 'otp', body: 'Volt: your code is 777001.' });
    expect(sent.status).toBe('sent');
    expect((await row(ctx.database, sent.id)).body).toBe('Volt: your code is ••••••.');
    now = new Date(now.getTime() + 301_000);
    expect(await sms.flush()).toMatchObject({ expired: 1, sent: 0 });
    expect(await row(ctx.database, late.id)).toMatchObject({
      status: 'expired',
      attempts: 1,
      body: 'Volt: your code is ••••••.',
    });
    expect(driver.calls.map((c) => c.id)).toEqual([late.id, sent.id]);
  });

  it("a message written already claimed (an order's): rolled back with its transaction, sent once after the commit, and by flush only once stale if its process died first", async () => {
    let now = new Date('2026-03-01T14:00:00.000Z');
    const driver = new ScriptedDriver();
    const sms = new SmsService({ connection: new TransactionalConnection(ctx.database), driver, now: () => now });
    const msg = { mobile: '994505550007', purpose: 'order', body: 'Volt: order 1007 is placed' };
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await sms.enqueueClaimed(trx, msg);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(
      await ctx.database.db.selectFrom('sms_outbox').select('id').where('mobile', '=', msg.mobile).execute(),
    ).toEqual([]);

    const claimed = await ctx.database.db.transaction().execute((trx) => sms.enqueueClaimed(trx, msg));
    expect(await row(ctx.database, claimed.id)).toMatchObject({ status: 'sending', attempts: 1, sent_at: null });
    // nobody else takes it while it is fresh: neither flush nor a delivery by id
    expect(await sms.flush()).toEqual({ sent: 0, failed: 0, expired: 0 });
    expect(await sms.deliver([claimed.id])).toEqual([{ id: claimed.id, status: 'skipped' }]);
    expect(await sms.deliverClaimed([claimed])).toEqual([{ id: claimed.id, status: 'sent' }]);
    expect(await row(ctx.database, claimed.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_id: `tx-${claimed.id}`,
    });
    expect(driver.calls.map((c) => c.body)).toEqual([msg.body]);

    // the process that wrote it died before sending: flush sends it once it is stale, as any row left sending
    const orphan = await ctx.database.db
      .transaction()
      .execute((trx) => sms.enqueueClaimed(trx, { ...msg, body: 'orphan' }));
    await sms.flush();
    expect(driver.calls.filter((c) => c.id === orphan.id)).toHaveLength(0);
    now = new Date(now.getTime() + SMS_SENDING_STALE_MS + 1_000);
    await sms.flush();
    expect(await row(ctx.database, orphan.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(driver.calls.filter((c) => c.id === orphan.id)).toHaveLength(1);
  });

  it("marks the orders' texts sent together: one statement for the marks of a moment on PostgreSQL, each row only while it is still sending", async () => {
    const driver = new ScriptedDriver();
    const sms = new SmsService({ connection: new TransactionalConnection(ctx.database), driver, markLingerMs: 30 });
    const msg = (n: number) => ({ mobile: `99450555002${n}`, purpose: 'order', body: `Volt: order 20${n} is placed` });
    const rows = await ctx.database.db
      .transaction()
      .execute(async (trx) => [await sms.enqueueClaimed(trx, msg(1)), await sms.enqueueClaimed(trx, msg(2))]);
    const other = await ctx.database.db.transaction().execute((trx) => sms.enqueueClaimed(trx, msg(3)));
    // another process gave the third up meanwhile: its mark must not turn it into "sent"
    await ctx.database.db.updateTable('sms_outbox').set({ status: 'failed' }).where('id', '=', other.id).execute();
    const writes = vi.spyOn(SmsRepo.prototype, 'markSentMany');
    const outcomes = await Promise.all([sms.deliverClaimed(rows), sms.deliverClaimed([other])]);
    // PostgreSQL: the three marks in one write; SQLite (no round trips): each at once
    expect(writes.mock.calls.map(([marks]) => marks.map((m) => m.id).sort((a, b) => a - b))).toEqual(
      ctx.engine === 'postgres' ? [[rows[0]!.id, rows[1]!.id, other.id].sort((a, b) => a - b)] : [],
    );
    writes.mockRestore();
    expect(outcomes.flat().map((o) => o.status)).toEqual(['sent', 'sent', 'sent']);
    for (const r of rows)
      expect(await row(ctx.database, r.id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        provider_id: `tx-${r.id}`,
        body: r.body,
        error: null,
      });
    expect((await row(ctx.database, rows[0]!.id)).sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await row(ctx.database, other.id)).toMatchObject({ status: 'failed', provider_id: null });
    expect(driver.calls.map((c) => c.body).sort()).toEqual([msg(1).body, msg(2).body, msg(3).body]);
    await sms.close();
  });

  it('tries again a message whose sender died mid-send, once it is stale', async () => {
    let now = new Date('2026-03-01T12:00:00.000Z');
    const driver = new ScriptedDriver();
    const sms = new SmsService({ connection: new TransactionalConnection(ctx.database), driver, now: () => now });
    const id = await sms.enqueue(ctx.database.db, { mobile: '994505550006', purpose: 'order', body: 'crash' });
    // a process claimed it and died before recording the answer
    await ctx.database.db
      .updateTable('sms_outbox')
      .set({ status: 'sending', attempts: 1 })
      .where('id', '=', id)
      .execute();
    await sms.flush();
    expect(driver.calls.filter((c) => c.id === id)).toHaveLength(0);
    now = new Date(now.getTime() + SMS_SENDING_STALE_MS + 1_000);
    await sms.flush();
    expect(await row(ctx.database, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
