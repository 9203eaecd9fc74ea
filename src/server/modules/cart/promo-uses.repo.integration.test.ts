import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { PromoUsesRepo } from './promo-uses.repo.ts';

describeEachEngine('promo code spending', (ctx) => {
  const code = async (c: string, over: { active?: 0 | 1; max_uses?: number | null; used?: number } = {}) =>
    (
      await ctx.database.db
        .insertInto('promo_codes')
        .values({
          code: c,
          kind: 'percent',
          value: 5,
          starts_at: null,
          ends_at: null,
          max_uses: null,
          per_mobile_limit: null,
          created_at: new Date().toISOString(),
          ...over,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it("a code switched off after the cart was priced (a cancelled order's reward) is not spent: inactive, its count unchanged", async () => {
    const id = await code('REWARD-OFF', { active: 0 });
    const r = await ctx.database.db
      .transaction()
      .execute((tx) => new PromoUsesRepo(tx).spend('reward-off', '994501112233', 1, new Date().toISOString()));
    expect(r).toEqual({ ok: false, reason: 'inactive' });
    expect(
      (await ctx.database.db.selectFrom('promo_codes').select('used').where('id', '=', id).executeTakeFirstOrThrow())
        .used,
    ).toBe(0);
  });

  it('an active code with no use left is used up; an unknown one unknown', async () => {
    await code('ALL-GONE', { max_uses: 1, used: 1 });
    const repo = new PromoUsesRepo(ctx.database.db);
    expect(await repo.spend('ALL-GONE', '994501112233', 1, new Date().toISOString())).toEqual({
      ok: false,
      reason: 'usedUp',
    });
    expect(await repo.spend('NO-SUCH', '994501112233', 1, new Date().toISOString())).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });
});
