import { productImage } from '../../../domain/media.ts';
import { subtreeOf } from '../../../domain/admin/category-tree.ts';
import type { AdminList, ListQuery } from '../../../domain/api/admin.ts';
import { OPEN_STATUSES } from '../../../domain/orders/limits.ts';
import { localePath } from '../../../domain/routes.ts';
import { OrdersRepo } from '../../modules/orders/orders.repo.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { AdminCtx } from '../resource.ts';
import { FINDER_FLAGS, type FinderFlag, type ProductFinder } from './product-finder.ts';
import { AdminProductsRepo, type ProductSort, type StockState } from './products.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

export const PRODUCT_SORTS = ['id', 'price', 'stock', 'updated'] as const;
export const PRODUCT_FILTERS = ['category', 'brand', 'active', 'stock', 'flag'] as const;
/** flag filter value → column (the finder holds the first five; the others are filtered in SQL) */
export const FLAG_COLUMNS = {
  new: 'new_in',
  bestseller: 'best_seller',
  orangeStar: 'orange_star',
  march8: 'march8',
  sold: 'sold',
  priceInStore: 'price_in_store',
  specialDiscount: 'special_discount',
} as const;
export type FlagName = keyof typeof FLAG_COLUMNS;
export const STOCK_STATES: readonly StockState[] = ['out', 'low', 'in'];

/**
 * A page of the products list (ADM-9, PERF-14): its filters checked (a bad one is a field error), then matched,
 * filtered, sorted and paged by the in-memory `ProductFinder` where it holds all that is asked, else by SQL (the finder
 * still narrowing a text search); each row with its picture, category, brand, units held by open unpaid orders and
 * its az page.
 */
export async function listProducts(
  connection: TransactionalConnection,
  finder: ProductFinder,
  q: ListQuery,
  ctx: AdminCtx,
): Promise<Result<AdminList>> {
  const errors: Record<string, string> = {};
  const num = (k: string) => {
    const v = q.filters[k];
    if (v === undefined) return null;
    if (!/^\d{1,9}$/.test(v)) {
      errors[`f.${k}`] = 'validation.invalidValue';
      return null;
    }
    return Number(v);
  };
  const categoryId = num('category');
  const brand = num('brand');
  const activeRaw = q.filters.active;
  const active =
    activeRaw === undefined
      ? null
      : activeRaw === '1' || activeRaw === 'true'
        ? 1
        : activeRaw === '0' || activeRaw === 'false'
          ? 0
          : ((errors['f.active'] = 'validation.invalidValue'), null);
  const stock =
    q.filters.stock === undefined
      ? null
      : STOCK_STATES.includes(q.filters.stock as StockState)
        ? (q.filters.stock as StockState)
        : ((errors['f.stock'] = 'validation.invalidValue'), null);
  const flagName = q.filters.flag;
  if (flagName !== undefined && !(flagName in FLAG_COLUMNS)) errors['f.flag'] = 'validation.invalidValue';
  if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);
  const flagCol = flagName ? FLAG_COLUMNS[flagName as FlagName] : null;
  const finderFlag = flagCol && (FINDER_FLAGS as readonly string[]).includes(flagCol) ? (flagCol as FinderFlag) : null;

  const repo = connection.shared.repo(AdminProductsRepo);
  const categories = categoryId === null ? null : subtreeOf(await repo.categoryTree(), [categoryId]);
  const sort = (q.sort ?? 'id') as ProductSort;
  const dir = q.dir;
  const offset = (q.page - 1) * q.limit;
  let ids: number[];
  let total: number;
  const inMemory = stock === null && (flagCol === null || finderFlag !== null) && (sort === 'id' || sort === 'price');
  if (inMemory) {
    // everything the finder holds: match, filter, sort and page in memory
    const found = await finder.search({
      q: q.q,
      categories,
      brand,
      active,
      flags: finderFlag ? [finderFlag] : [],
    });
    total = found.length;
    const sign = dir === 'asc' ? 1 : -1;
    if (sort === 'id') {
      // found is by id ascending: take the page from the right end without copying
      const n = found.length;
      ids = [];
      for (let k = offset; k < Math.min(n, offset + q.limit); k++) ids.push(found[dir === 'asc' ? k : n - 1 - k]!.id);
    } else
      ids = found
        .slice()
        .sort((a, b) => sign * (a.price - b.price) || sign * (a.id - b.id))
        .slice(offset, offset + q.limit)
        .map((e) => e.id);
  } else {
    // stock and untracked flags live in the database: the finder narrows by text (when searched), SQL does the
    // rest. When only the sort needs SQL, the finder also gives the total (a count(*) over 100,000 rows costs
    // tens of milliseconds on PostgreSQL).
    const sqlFilters = stock !== null || (flagCol !== null && finderFlag === null);
    const found =
      q.q || !sqlFilters
        ? await finder.search({ q: q.q, categories, brand, active, flags: finderFlag ? [finderFlag] : [] })
        : null;
    const matched = q.q ? found!.map((e) => e.id) : null;
    const r = await repo.sqlList(
      {
        ids: matched,
        categories: categories ? [...categories] : null,
        brand,
        active,
        stock,
        flags: flagCol ? [flagCol] : [],
      },
      sort,
      dir,
      q.limit,
      offset,
      sqlFilters,
    );
    ids = r.ids;
    total = r.total ?? found!.length;
  }
  // the page's rows and, in one grouped statement, the units its products have in open unpaid orders
  const [rows, held] = await Promise.all([
    repo.listRows(ids),
    connection.shared.repo(OrdersRepo).heldUnits(ids, OPEN_STATUSES),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const L = ctx.lang;
  return ok({
    items: ids
      .map((id) => byId.get(id))
      .filter((r) => r !== undefined)
      .map((r) => ({
        id: r.id,
        image: r.image ? productImage(r.image, 50) : null,
        sku: r.sku,
        title: r[`title_${L}`] || r.title_az,
        category: r[`category_${L}`] || r.category_az,
        brand: r.brand,
        price: r.price,
        priceOld: r.price_old,
        stock: r.stock,
        held: held.get(r.id)?.units ?? 0,
        active: r.active === 1,
        updated: r.updated_at,
        siteUrl: localePath('az', `/${r.path ?? `p/${r.id}`}`),
      })),
    total,
    page: q.page,
    limit: q.limit,
  });
}
