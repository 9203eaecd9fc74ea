import { applyBulkChange, bulkDiff, type BulkValues } from '../../../domain/admin/bulk-products.ts';
import type { BulkProductRow, ProductsBulkReply, ProductsBulkRequest } from '../../../domain/api/admin-bulk.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { recordAudit } from '../audit.ts';
import { inTransaction } from '../in-transaction.ts';
import type { AdminCtx } from '../resource.ts';
import { AdminProductsRepo } from './products.repo.ts';
import { ProductsBulkRepo } from './products-bulk.repo.ts';
import { SearchTextRepo } from './search-text.repo.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';

type Row = Awaited<ReturnType<ProductsBulkRepo['rows']>>[number];

const valuesOf = (r: Row, badges: number[]): BulkValues => ({
  price: r.price,
  priceOld: r.price_old,
  stock: r.stock,
  active: r.active === 1,
  categoryId: r.category_id,
  badges,
});

const pick = (v: BulkValues, keys: readonly (keyof BulkValues)[]) => Object.fromEntries(keys.map((k) => [k, v[k]]));

/**
 * Bulk changes to products (ADM-22, decision 0085): one change to up to 500 products. The preview reads and answers
 * before → after per product without writing; the apply writes every product in ONE transaction — prices, flags and
 * category as values, the stock only as a conditional difference (`stock = stock + n`, never below zero: a sale made
 * meanwhile stays sold), badges row by row — with an audit row per changed product (`update`, only the changed
 * fields, the product form's keys, so an open form sees the change) and the search text rebuilt as the form does.
 * A product the change cannot apply to (an old price not above the price, a stock below zero) refuses the whole call.
 */
export class ProductsBulk {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {}

  /** Every product with its values before and after the change; failures: a missing product, an unknown reference. */
  private async plan(uow: UnitOfWork, input: ProductsBulkRequest, ctx: AdminCtx): Promise<Result<BulkProductRow[]>> {
    const repo = uow.repo(ProductsBulkRepo);
    const { change } = input;
    if (change.kind === 'category' && !(await repo.categoryExists(change.value)))
      return fail('invalid', 'validation.failed', { 'change.value': 'admin-catalog.validation.unknownRef' });
    if (change.kind === 'badge' && !(await repo.badgeExists(change.value)))
      return fail('invalid', 'validation.failed', { 'change.value': 'admin-catalog.validation.unknownRef' });
    const [rows, badges] = await Promise.all([repo.rows(input.ids), repo.badges(input.ids)]);
    if (rows.length !== input.ids.length)
      return fail('invalid', 'validation.failed', { ids: 'admin-catalog.bulk.missing' });
    return ok(
      rows.map((r) => {
        const before = valuesOf(r, badges.get(r.id) ?? []);
        const { after, problem } = applyBulkChange(before, change);
        return {
          id: r.id,
          sku: r.sku,
          title: r[`title_${ctx.lang}`] || r.title_az,
          before,
          after,
          changes: bulkDiff(before, after),
          problem: problem && this.i18n.t(ctx.lang, problem),
        };
      }),
    );
  }

  run(input: ProductsBulkRequest, ctx: AdminCtx): Promise<Result<ProductsBulkReply>> {
    if (input.preview) return this.preview(input, ctx);
    return inTransaction(this.connection, async (uow) => {
      const planned = await this.plan(uow, input, ctx);
      if (!planned.ok) return planned;
      const items = planned.data;
      const refused = items.filter((i) => i.problem !== null).length;
      if (refused)
        return fail(
          'invalid',
          'admin-catalog.bulk.problems',
          { change: 'admin-catalog.bulk.problems' },
          { count: refused },
        );
      const seen = new Map((input.stockSeen ?? []).map((s) => [s.id, s.stock]));
      const products = uow.repo(AdminProductsRepo);
      const repo = uow.repo(ProductsBulkRepo);
      const now = new Date().toISOString();
      const changed: number[] = [];
      for (const item of items) {
        if (!item.changes.length) continue;
        const { before, after } = item;
        if (item.changes.some((k) => k !== 'stock' && k !== 'badges'))
          await repo.set(item.id, {
            price: after.price,
            price_old: after.priceOld,
            active: after.active ? 1 : 0,
            category_id: after.categoryId,
            updated_at: now,
          });
        if (item.changes.includes('stock')) {
          // a set applies as the difference from the stock the person saw: units sold since stay sold
          const delta = after.stock - (seen.get(item.id) ?? before.stock);
          const stock = delta ? await products.addStock(item.id, delta) : before.stock;
          if (stock === null)
            return fail(
              'conflict',
              'admin.conflict.changedMeanwhile',
              { stock: 'admin-catalog.validation.stockBelowZero' },
              { fields: this.i18n.t(ctx.lang, 'admin-catalog.fields.stock') },
            );
          item.after = { ...after, stock };
          // the stock as it was just before this write (a sale since the preview is in it)
          item.before = { ...before, stock: stock - delta };
        }
        if (input.change.kind === 'badge' && item.changes.includes('badges')) {
          if (input.change.mode === 'add') await repo.addBadge(item.id, input.change.value);
          else await repo.removeBadge(item.id, input.change.value);
        }
        const keys = bulkDiff(item.before, item.after);
        if (!keys.length) continue;
        item.changes = keys;
        changed.push(item.id);
        await recordAudit(uow, ctx.staff, {
          action: 'update',
          entity: 'products',
          entityId: item.id,
          summary: `${item.sku} ${item.title}`,
          before: pick(item.before, keys),
          after: pick(item.after, keys),
        });
      }
      if (changed.length) await uow.repo(SearchTextRepo).rebuild(changed);
      return ok({ preview: false, changed: changed.length, items });
    });
  }

  private async preview(input: ProductsBulkRequest, ctx: AdminCtx): Promise<Result<ProductsBulkReply>> {
    const planned = await this.plan(this.connection.shared, input, ctx);
    if (!planned.ok) return planned;
    const items = planned.data;
    return ok({ preview: true, changed: items.filter((i) => i.changes.length).length, items });
  }
}
