import { expect, it } from 'vitest';
import { insertOrder } from '../../admin/sales/sales.fixtures.ts';
import { RewardsRepo } from '../../modules/orders/rewards.repo.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { bindRewards } from './0026-reward-code-owner.ts';

describeEachEngine('migration 0026: reward codes made so far belong to their orders', (ctx) => {
  it("binds each code to its order's mobile and customer; switches off the unused codes of orders not paid or delivered", async () => {
    const { db } = ctx.database;
    const at = '2026-11-01T10:00:00.000Z';
    const rewards = new RewardsRepo(db);
    // codes as the old checkout made them: no owner
    const code = async (name: string, used = 0) => {
      const id = await rewards.create({
        code: name,
        percent: 5,
        startsAt: at,
        endsAt: '2026-12-01T10:00:00.000Z',
        ownerMobile: 'x',
        ownerCustomerId: null,
      });
      await db.updateTable('promo_codes').set({ owner_mobile: null, used }).where('id', '=', id).execute();
      return id;
    };
    const order = async (status: string, paid: 0 | 1, rewardId: number, mobile: string) =>
      insertOrder(ctx.database, { status, total: 30_000, createdAt: at, mobile }, { paid, reward_code_id: rewardId });
    const unpaid = await code('M26NEW');
    const delivered = await code('M26DLV');
    const paid = await code('M26PAID');
    const cancelled = await code('M26CNC');
    const cancelledUsed = await code('M26USED', 1);
    const staffs = await code('M26STAFF');
    await order('new', 0, unpaid, '994501110001');
    await order('delivered', 0, delivered, '994501110002');
    await order('paid', 1, paid, '994501110003');
    await order('cancelled', 0, cancelled, '994501110004');
    await order('payment_failed', 0, cancelledUsed, '994501110005');

    await bindRewards(db);
    const rows = await db
      .selectFrom('promo_codes')
      .select(['code', 'active', 'owner_mobile'])
      .where('code', 'like', 'M26%')
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'M26CNC', active: 0, owner_mobile: '994501110004' },
      { code: 'M26DLV', active: 1, owner_mobile: '994501110002' },
      { code: 'M26NEW', active: 0, owner_mobile: '994501110001' },
      { code: 'M26PAID', active: 1, owner_mobile: '994501110003' },
      { code: 'M26STAFF', active: 1, owner_mobile: null },
      // used already: its order stays as it is, the code is spent anyway
      { code: 'M26USED', active: 1, owner_mobile: '994501110005' },
    ]);
    expect(staffs).toBeGreaterThan(0);
  });
});
