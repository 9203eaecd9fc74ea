import type { Kysely } from 'kysely';
import { productSearchText } from '../../../domain/admin/catalog-paths.ts';
import { subtreeOf } from '../../../domain/admin/category-tree.ts';
import type { DB } from '../../db/schema.ts';

const BATCH = 500;

/**
 * Keeps `products.search_text` in step with what it is folded from (titles, sku, brand, the category path, parameter
 * values, colour names — `productSearchText`). Every back-office write that changes one of those calls `rebuild` with
 * the products concerned, inside its own transaction; a changed search text reaches the shop's index through the
 * change feed (migration 0009 watches the column).
 */
export class SearchTextRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Recomputes the search text of these products; writes only the ones that differ. Returns how many changed. */
  async rebuild(productIds: readonly number[]): Promise<number> {
    const ids = [...new Set(productIds)];
    if (!ids.length) return 0;
    const cats = await this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'title_az', 'title_ru', 'title_en'])
      .execute();
    const byId = new Map(cats.map((c) => [c.id, c]));
    const pathTitles = (id: number): string[] => {
      const out: string[] = [];
      const seen = new Set<number>();
      for (let c = byId.get(id); c && !seen.has(c.id); c = c.parent_id === null ? undefined : byId.get(c.parent_id)) {
        seen.add(c.id);
        out.unshift(c.title_az, c.title_ru, c.title_en);
      }
      return out;
    };
    let changed = 0;
    for (let i = 0; i < ids.length; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH);
      const [rows, values] = await Promise.all([
        this.db
          .selectFrom('products')
          .leftJoin('brands', 'brands.id', 'products.brand_id')
          .select([
            'products.id',
            'products.sku',
            'products.category_id',
            'products.title_az',
            'products.title_ru',
            'products.title_en',
            'products.color_name_az',
            'products.color_name_ru',
            'products.color_name_en',
            'products.search_text',
            'brands.title as brand',
          ])
          .where('products.id', 'in', chunk)
          .execute(),
        this.db
          .selectFrom('product_parameters')
          .innerJoin('parameter_values', 'parameter_values.id', 'product_parameters.value_id')
          .select([
            'product_parameters.product_id',
            'parameter_values.value_az',
            'parameter_values.value_ru',
            'parameter_values.value_en',
          ])
          .where('product_parameters.product_id', 'in', chunk)
          .orderBy('product_parameters.product_id')
          .orderBy('parameter_values.id')
          .execute(),
      ]);
      const valuesOf = new Map<number, string[]>();
      for (const v of values) {
        let list = valuesOf.get(v.product_id);
        if (!list) valuesOf.set(v.product_id, (list = []));
        list.push(v.value_az, v.value_ru, v.value_en);
      }
      for (const r of rows) {
        const text = productSearchText({
          titles: [r.title_az, r.title_ru, r.title_en],
          sku: r.sku,
          brand: r.brand,
          categoryTitles: pathTitles(r.category_id),
          values: valuesOf.get(r.id) ?? [],
          colors: [r.color_name_az ?? '', r.color_name_ru ?? '', r.color_name_en ?? ''],
        });
        if (text !== r.search_text) {
          await this.db.updateTable('products').set({ search_text: text }).where('id', '=', r.id).execute();
          changed++;
        }
      }
    }
    return changed;
  }

  /** The products whose search text folds in something of this category (its own and its descendants'). */
  async productsUnderCategory(categoryId: number): Promise<number[]> {
    const cats = await this.db.selectFrom('categories').select(['id', 'parent_id']).execute();
    const ids = subtreeOf(cats, [categoryId]);
    const rows = await this.db
      .selectFrom('products')
      .select('id')
      .where('category_id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  }
}
