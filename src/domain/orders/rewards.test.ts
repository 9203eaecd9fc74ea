import { describe, expect, it } from 'vitest';
import { checkPromo } from '../pricing/promo.ts';
import { promo } from '../pricing/pricing.fixtures.ts';
import { rewardEarned, rewardOwnerMatches, rewardVoided } from './rewards.ts';
import { ORDER_STATUSES } from './status.ts';

describe('order reward codes', () => {
  it('are earned when the order is paid or delivered, never at placement', () => {
    expect(rewardEarned({ status: 'new', paid: false })).toBe(false);
    expect(rewardEarned({ status: 'awaiting_payment', paid: false })).toBe(false);
    expect(rewardEarned({ status: 'ready_for_pickup', paid: false })).toBe(false);
    expect(rewardEarned({ status: 'paid', paid: true })).toBe(true);
    expect(rewardEarned({ status: 'new', paid: true })).toBe(true);
    expect(rewardEarned({ status: 'delivered', paid: false })).toBe(true);
  });

  it('stop working when the order is cancelled or its payment fails, even if it was paid', () => {
    for (const s of ORDER_STATUSES) expect(rewardVoided(s)).toBe(s === 'cancelled' || s === 'payment_failed');
    expect(rewardEarned({ status: 'cancelled', paid: true })).toBe(false);
    expect(rewardEarned({ status: 'payment_failed', paid: false })).toBe(false);
  });

  it('belong to the mobile or the customer account of the order that earned them', () => {
    const owner = { mobile: '994501112233', customerId: 7 };
    expect(rewardOwnerMatches(owner, { mobile: '994501112233', customerId: null })).toBe('same');
    expect(rewardOwnerMatches(owner, { mobile: '994559998877', customerId: 7 })).toBe('same');
    expect(rewardOwnerMatches(owner, { mobile: '994559998877', customerId: null })).toBe('other');
    expect(rewardOwnerMatches(owner, { mobile: '994559998877', customerId: 8 })).toBe('other');
    expect(rewardOwnerMatches(owner, { mobile: null, customerId: null })).toBe('unknown');
    expect(
      rewardOwnerMatches({ mobile: '994501112233', customerId: null }, { mobile: '994559998877', customerId: null }),
    ).toBe('other');
  });

  it('are refused to another mobile by the promo check; codes without an owner work for anyone', () => {
    const now = '2026-11-28T10:00:00.000Z';
    const reward = promo({ owner: { mobile: '994501112233', customerId: null } });
    expect(checkPromo(reward, now, true, { mobile: '994559998877', customerId: null })).toEqual({
      ok: false,
      key: 'promo.notYours',
    });
    expect(checkPromo(reward, now, true, { mobile: '994501112233', customerId: null }).ok).toBe(true);
    expect(checkPromo(reward, now, false, { mobile: null, customerId: null }).ok).toBe(true);
    expect(checkPromo(promo(), now, true, { mobile: '994559998877', customerId: null }).ok).toBe(true);
  });
});
