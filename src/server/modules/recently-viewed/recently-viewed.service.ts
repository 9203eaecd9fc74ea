import type { ProductCard } from '../../../domain/catalog.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import { mergeViews, RECENTLY_VIEWED_KEEP, type View } from '../../../domain/lists/recently-viewed.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { ok, type Result } from '../../platform/errors.ts';
import type { CardSource } from '../cart/cart.service.ts';
import { RecentlyViewedRepo } from './recently-viewed.repo.ts';

export interface RecentlyViewedReply {
  /** newest first; products switched off or deleted since are left out */
  products: ProductCard[];
}

/**
 * A signed-in customer's "Recently viewed" (PDP-14, decision 0081). A view is recorded by the product page after it
 * painted (one POST, idempotent: the same view twice leaves one row with the later time); the browser's guest list
 * joins the account at sign-in, the newest view of each product winning; at most 16 are kept. Every answer is the
 * list as product cards read fresh (price, stock), so the page needs one round trip.
 */
export class RecentlyViewedService {
  constructor(private readonly deps: { connection: TransactionalConnection; catalog: CardSource; now?: () => Date }) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async list(userId: number, lang: Lang = DEFAULT_LANG): Promise<Result<RecentlyViewedReply>> {
    const views = await this.deps.connection.shared.repo(RecentlyViewedRepo).views(userId, RECENTLY_VIEWED_KEEP);
    return ok({
      products: await this.deps.catalog.cards(
        lang,
        views.map((v) => v.id),
      ),
    });
  }

  /** Records that the customer opened `productId` (an unknown or switched-off product is not recorded). */
  async view(userId: number, productId: number, lang: Lang = DEFAULT_LANG): Promise<Result<RecentlyViewedReply>> {
    const at = this.now().toISOString();
    await this.deps.connection.transaction(async (uow) => {
      const repo = uow.repo(RecentlyViewedRepo);
      if (!(await repo.activeIds([productId])).has(productId)) return;
      await repo.record(userId, productId, at);
      await repo.trim(userId, RECENTLY_VIEWED_KEEP);
    });
    return this.list(userId, lang);
  }

  /** Joins the browser's list (already parsed) to the account's: the newest view of a product wins, 16 kept. */
  async merge(userId: number, views: readonly View[], lang: Lang = DEFAULT_LANG): Promise<Result<RecentlyViewedReply>> {
    const now = this.now().getTime();
    const incoming = mergeViews([views], now);
    if (incoming.length)
      await this.deps.connection.transaction(async (uow) => {
        const repo = uow.repo(RecentlyViewedRepo);
        const live = await repo.activeIds(incoming.map((v) => v.id));
        for (const v of incoming) if (live.has(v.id)) await repo.record(userId, v.id, new Date(v.at).toISOString());
        await repo.trim(userId, RECENTLY_VIEWED_KEEP);
      });
    return this.list(userId, lang);
  }
}
