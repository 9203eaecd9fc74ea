import { applyStockChanges, branchDeltas } from './product-stock-edit.ts';
import { productPath } from '../../../domain/admin/catalog-paths.ts';
import type {
  AdminList,
  AdminRecord,
  FieldDef,
  ListQuery,
  RemovePlan,
  ResourceMeta,
} from '../../../domain/api/admin.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { OPEN_STATUSES } from '../../../domain/orders/limits.ts';
import { localePath } from '../../../domain/routes.ts';
import { OrdersRepo } from '../../modules/orders/orders.repo.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedChange, auditedCreate, auditedUpdate, changedFields } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { CatalogRoutesRepo } from './catalog-routes.repo.ts';
import { ProductFinder } from './product-finder.ts';
import { productFields, productsMeta } from './product-form.ts';
import { productInput, validParts, type ProductInput } from './product-input.ts';
import { ProductLinksRepo } from './product-links.repo.ts';
import { listProducts, PRODUCT_FILTERS, PRODUCT_SORTS } from './product-list.ts';
import { checkProduct } from './product-rules.ts';
import { links, plain, rowValues } from './product-values.ts';
import { AdminProductsRepo } from './products.repo.ts';
import { SearchTextRepo } from './search-text.repo.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';

const VIEW = 'Product';

/**
 * Products (ADM-9, PERF-14): the list (search by sku or title, filters, sorts — fast at 100,000 products through
 * the in-memory `ProductFinder`), the whole product form (titles, prices and discounts, stock, flags, texts and
 * editor blocks, images with the pad variant, parameters, badges, gifts, campaigns, colour variant, FAQ, videos), and
 * writes that keep the shop consistent: the `routes` rows (one path per language, moved with the title) and
 * `search_text` rebuilt in the same transaction, with the audit row. Remove deletes a product nobody ordered and
 * deactivates one with orders (their lines keep pointing at it).
 */
export class ProductsResource implements AdminResource<typeof productInput> {
  readonly name = 'products';
  readonly area = 'products' as const;
  readonly listSpec = { filters: PRODUCT_FILTERS, sorts: PRODUCT_SORTS };
  readonly createSchema = productInput;
  readonly updateSchema = productInput;
  readonly finder: ProductFinder;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {
    this.finder = connection.shared.repo(ProductFinder);
  }

  private repo(uow = this.connection.shared) {
    return uow.repo(AdminProductsRepo);
  }

  private fields(ctx: AdminCtx, v?: ProductInput): Promise<FieldDef[]> {
    return productFields(this.i18n, this.repo(), ctx, v);
  }

  meta(ctx: AdminCtx): Promise<ResourceMeta> {
    return productsMeta(this.i18n, this.repo(), ctx);
  }

  list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    return listProducts(this.connection, this.finder, q, ctx);
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = this.repo();
    const row = await repo.byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const [l, paths, held] = await Promise.all([
      this.connection.shared.repo(ProductLinksRepo).links(id),
      this.connection.shared.repo(CatalogRoutesRepo).pathsOf(VIEW, id),
      this.connection.shared.repo(OrdersRepo).heldUnits([id], OPEN_STATUSES),
    ]);
    const t = (k: string, vars?: Record<string, string | number>) => this.i18n.t(ctx.lang, k, vars);
    const h = held.get(id) ?? { units: 0, orders: 0 };
    return ok({
      id,
      title: row[`title_${ctx.lang}`] || row.title_az,
      siteUrl: localePath('az', `/${paths.az ?? `p/${id}`}`),
      sitePreview: row.active !== 1,
      fields: await this.fields(ctx, plain(row, l)),
      // what the stock figure leaves out: units taken by orders not paid yet (decision 0062)
      sections: [
        {
          title: t('admin-catalog.held.title'),
          kind: 'pairs',
          pairs: [
            { label: t('admin-catalog.held.stock'), value: String(row.stock) },
            {
              label: t('admin-catalog.held.units'),
              value: t('admin-catalog.held.value', { units: h.units, orders: h.orders }),
            },
          ],
        },
      ],
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-catalog.resources.newProduct'),
      siteUrl: null,
      fields: await this.fields(ctx),
    });
  }

  /**
   * The create form filled from a product (the Duplicate tool, decision 0061): everything copied — texts, prices,
   * pictures, parameters — except that the copy starts hidden and with no stock (at the warehouse or any branch), so it never goes on sale with
   * units that belong to the original before someone has checked it.
   */
  async duplicate(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = this.repo();
    const row = await repo.byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const copy: ProductInput = {
      ...plain(row, await this.connection.shared.repo(ProductLinksRepo).links(id)),
      active: false,
      stock: 0,
      stockAt: {}, // none at the branches either (decision 0090): the original's units stay the original's
    };
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-catalog.resources.newProduct'),
      siteUrl: null,
      fields: await this.fields(ctx, copy),
    });
  }

  /**
   * A form the schema refused still meets the rules above on the fields that passed it (decision 0061): the route
   * adds these errors to the schema's, so a refused title and a taken SKU come back in one answer.
   */
  checkBody(raw: unknown, id: number | null): Promise<Record<string, string>> {
    return checkProduct(validParts(raw), id, this.repo());
  }

  private async writePaths(uow: UnitOfWork, id: number, i: ProductInput): Promise<void> {
    const path = productPath(i.title, id);
    const seo = Object.fromEntries(
      LANGS.map((l: Lang) => [l, { title: i.title[l] || i.title.az, desc: i.description[l] || null }]),
    );
    await uow.repo(CatalogRoutesRepo).setPaths(VIEW, id, { az: path, ru: path, en: path }, seo);
  }

  create(input: ProductInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedCreate(this.connection, ctx, this.name, async (uow) => {
      const repo = this.repo(uow);
      const errors = await checkProduct(input, null, repo);
      if (Object.keys(errors).length)
        return fail(
          errors.sku && Object.keys(errors).length === 1 ? 'conflict' : 'invalid',
          'validation.failed',
          errors,
        );
      const now = new Date().toISOString();
      // the typed sum in the warehouse (the insert's trigger makes its row), then each branch's units (decision 0090)
      const atBranches = branchDeltas(input.stockAt, {}, null);
      const moved = [...atBranches.values()].reduce((a, b) => a + b, 0);
      const row = rowValues(input, now);
      const id = await repo.insert({ ...row, stock: Math.max(0, row.stock - moved), created_at: now });
      if (atBranches.size) await applyStockChanges(repo, id, 0, atBranches, 0);
      await uow.repo(ProductLinksRepo).setLinks(id, links(input), null, {
        colorCode: input.colorCode,
        colorNames: input.colorName,
      });
      await this.writePaths(uow, id, input);
      await uow.repo(SearchTextRepo).rebuild([id]);
      return ok({ id, summary: `${input.sku} ${input.title.az}`, after: input });
    });
  }

  update(id: number, input: ProductInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => this.repo(uow).byId(id) },
      async (uow, row) => {
        const repo = this.repo(uow);
        const errors = await checkProduct(input, id, repo);
        if (Object.keys(errors).length)
          return fail(
            errors.sku && Object.keys(errors).length === 1 ? 'conflict' : 'invalid',
            'validation.failed',
            errors,
          );
        const beforeLinks = await uow.repo(ProductLinksRepo).links(id);
        const before = plain(row, beforeLinks);
        // a form's versioned save (decision 0059): the stock follows the shop's sales, so only the person's change of
        // it is applied, as a difference from what the form showed (units sold meanwhile stay sold)
        // — per branch too (decision 0090): the sum's own change goes to the online warehouse
        const atBranches = branchDeltas(input.stockAt, before.stockAt, ctx.save?.deltas ?? null);
        const moved = [...atBranches.values()].reduce((a, b) => a + b, 0);
        const delta = ctx.save ? (ctx.save.deltas.stock ?? 0) : input.stock - moved - row.stock;
        const stockAt = { ...before.stockAt };
        for (const [b, d] of atBranches) stockAt[b] = (stockAt[b] ?? 0) + d;
        // parameters as stored (a parameter without values is no entry), so the trail shows only real changes
        const normal: ProductInput = { ...input, parameters: links(input).parameters };
        const after: ProductInput = {
          ...normal,
          stock: row.stock + delta + moved,
          stockAt: links({ ...normal, stockAt }).stockAt,
        };
        const note = { summary: `${input.sku} ${input.title.az}`, before, after };
        // nothing changed: nothing written (no new `updated_at`, no search text rebuilt)
        if (!changedFields(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>))
          return ok(note);
        const { stock: _stock, ...values } = rowValues(input, new Date().toISOString());
        await repo.update(id, values);
        if (delta || moved || atBranches.size) {
          // one conditional statement per location: a sale at the same moment is counted, and nothing goes below zero
          const r = await applyStockChanges(repo, id, delta, atBranches, row.stock);
          if ('field' in r)
            return fail(
              'conflict',
              'admin.conflict.changedMeanwhile',
              { [r.field]: 'admin-catalog.validation.stockBelowZero' },
              { fields: this.i18n.t(ctx.lang, 'admin-catalog.fields.stock') },
            );
          note.before = { ...before, stock: r.stock - delta - moved };
          note.after = { ...after, stock: r.stock };
        }
        await uow.repo(ProductLinksRepo).setLinks(id, links(input), beforeLinks, {
          colorCode: input.colorCode,
          colorNames: input.colorName,
        });
        // the path follows the title (the seed's rule: the English title's slug and the id)
        if (
          input.title.en !== before.title.en ||
          input.title.az !== before.title.az ||
          JSON.stringify(input.description) !== JSON.stringify(before.description)
        )
          await this.writePaths(uow, id, input);
        await uow.repo(SearchTextRepo).rebuild([id]);
        return ok(note);
      },
    );
  }

  /** Deletes a product without orders; one with orders is deactivated instead (`removed: 'deactivated'`). */
  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number; removed: 'deleted' | 'deactivated' }>> {
    return auditedChange(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => this.repo(uow).byId(id) },
      async (uow, row) => {
        const repo = this.repo(uow);
        const summary = `${row.sku} ${row.title_az}`;
        const reply = (removed: 'deleted' | 'deactivated') => ({ id, removed });
        if (await repo.hasOrders(id)) {
          if (row.active === 1) await repo.update(id, { active: 0, updated_at: new Date().toISOString() });
          return ok({
            reply: reply('deactivated'),
            audit: {
              action: 'deactivate',
              entityId: id,
              summary,
              before: { active: row.active === 1 },
              after: { active: false },
            },
          });
        }
        const before = plain(row, await uow.repo(ProductLinksRepo).links(id));
        await uow.repo(CatalogRoutesRepo).remove(VIEW, id);
        await repo.remove(id);
        return ok({ reply: reply('deleted'), audit: { action: 'remove', entityId: id, summary, before } });
      },
    );
  }

  /** What `remove` would do to each product, told before the staff member confirms: one with orders is kept. */
  async removePlan(ids: number[]): Promise<Result<RemovePlan>> {
    const rows = await this.repo().orderedAmong(ids);
    return ok({
      deleted: rows.filter((r) => !r.ordered).map((r) => r.id),
      deactivated: rows.filter((r) => r.ordered).map((r) => r.id),
    });
  }
}
