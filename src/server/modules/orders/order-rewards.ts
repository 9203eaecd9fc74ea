import { randomBytes } from 'node:crypto';
import { rewardEarned } from '../../../domain/orders/rewards.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { langOf, statusOf, type OrdersDeps } from './orders-deps.ts';
import type { OrderRow } from './orders.repo.ts';
import { RewardsRepo } from './rewards.repo.ts';

/** A reward code made (or switched on again) for an order (`issue`). */
interface OrderReward {
  id: number;
  code: string;
}

/** The reward code for the next order (decision 0027): made when an order earns it, switched off when it fails. */
export class OrderRewards {
  constructor(private readonly deps: OrdersDeps) {}

  /**
   * The reward code for the next order (decision 0027), inside the transaction that made `order` earn it — paid (the
   * bank's approval, or the cash recorded by staff) or delivered (`domain/orders/rewards.ts`); never at placement. The
   * code is bound to the order's mobile and customer account. Idempotent: an order with a working code gets none
   * again; a code switched off while its order had not earned it (or had failed) is switched on for a fresh period.
   * Returns the code when this call made it or switched it on (its SMS is due), else null.
   */
  async issue(uow: UnitOfWork, order: OrderRow): Promise<OrderReward | null> {
    if (!rewardEarned({ status: statusOf(order), paid: order.paid === 1 })) return null;
    const { percent, minTotal, days } = this.deps.config.orderReward;
    const rewards = uow.repo(RewardsRepo);
    const at = this.deps.now();
    const startsAt = at.toISOString();
    const endsAt = new Date(at.getTime() + days * 86_400_000).toISOString();
    if (order.reward_code_id !== null) {
      if (!(await rewards.reactivate(order.reward_code_id, startsAt, endsAt))) return null;
      const row = await rewards.byId(order.reward_code_id);
      return row ? { id: order.reward_code_id, code: row.code } : null;
    }
    if (percent <= 0 || order.total < minTotal) return null;
    const code = `THX${randomBytes(5).toString('hex').toUpperCase().slice(0, 7)}`;
    const id = await rewards.create({
      code,
      percent,
      startsAt,
      endsAt,
      ownerMobile: order.mobile,
      ownerCustomerId: order.customer_id,
    });
    // the order's row is this transaction's (its status was just moved by a conditional update): nobody linked one meanwhile
    if (!(await rewards.link(order.id, id)))
      throw new Error(`order ${order.id} got a reward code from another transaction`);
    return { id, code };
  }

  /**
   * The SMS of an order that has just earned its reward (paid, cash recorded, delivered): `first` (the payment's
   * confirmation, or none) and the reward's line when `issue` made one. Written to the outbox in the unit's
   * transaction; the outbox job delivers it after the commit. Nothing is queued when there is nothing to say.
   */
  async text(uow: UnitOfWork, order: OrderRow, first: string | null, reward: OrderReward | null): Promise<number[]> {
    const lang = langOf(order);
    const { percent, days } = this.deps.config.orderReward;
    if (!first && !reward) return [];
    const body = [
      first ?? this.deps.i18n.t(lang, 'orders.sms.thanks', { id: order.id }),
      reward ? this.deps.i18n.t(lang, 'orders.sms.reward', { code: reward.code, percent, days }) : null,
    ]
      .filter(Boolean)
      .join(' ');
    return [await this.deps.texts.enqueue(uow, { mobile: order.mobile, purpose: 'order', body })];
  }

  /** `issue` and, when there is something to say, `text` with it. */
  async issueAndText(uow: UnitOfWork, order: OrderRow, first: string | null): Promise<void> {
    await this.text(uow, order, first, await this.issue(uow, order));
  }

  /** A reward's code switched off at once when its order is cancelled or fails (an order that used it stays as it is). */
  async void(uow: UnitOfWork, order: OrderRow): Promise<boolean> {
    return order.reward_code_id !== null && (await uow.repo(RewardsRepo).deactivate(order.reward_code_id));
  }
}
