import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';
import { BRANDS } from './data/brands.ts';
import type { Picked } from './data/categories.ts';
import { GENERIC_COLORS, PALETTES, type ColorVariant } from './data/colors.ts';
import { modelDef, pickSpecs } from './model-spec.ts';
import { BRAND_TIER, modelPrice } from './price-tiers.ts';
import { ProductBatch } from './product-batch.ts';
import { ProductRows } from './product-rows.ts';
import type { SeedContext } from './seed-context.ts';

const FLUSH_EVERY = 2000;

type ModelProduct = { id: number; color: ColorVariant; storage: string | undefined };

/**
 * The products (OPS-5): models drawn from the categories by weight, each in one to four colours and sometimes two
 * storage sizes, priced by the brand's tier and the model's place in its list; the colours and sizes of a model form
 * variant groups. Written in batches; then each category's `product_count`.
 */
export async function seedProducts(
  ctx: SeedContext,
  db: Kysely<DB>,
  total: number,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const batch = new ProductBatch(ctx, total, onProgress);
  const rows = new ProductRows(ctx, batch);
  const usedTitles = new Set<string>();
  const rng = ctx.rng;
  let pid = 1;
  let retries = 0;
  while (pid <= total) {
    const sub = rng.weighted(ctx.subs, ctx.subWeights);
    const def = sub.def;
    const brandSlug = rng.pick(Object.keys(def.brands));
    const models = def.brands[brandSlug]!;
    const modelIdx = rng.int(0, models.length - 1);
    const model = modelDef(models[modelIdx]!);
    const brand = BRANDS.find((b) => b.slug === brandSlug)!;
    // where the model sits in the category's price range: model lists run from entry to flagship,
    // and brands have their own tier; specs scale with it
    const [tierLo, tierHi] = BRAND_TIER[brandSlug] ?? [0, 1];
    const frac = Math.min(
      1,
      Math.max(0, tierLo + (tierHi - tierLo) * ((modelIdx + 0.2 + rng.next() * 0.6) / models.length)),
    );
    const picked = pickSpecs(rng, def, brandSlug, model, frac);
    picked.warranty = rng.weighted(['12 months', '24 months', '36 months'], [5, 4, 1]);
    picked.country = brand.country;

    const palette: readonly ColorVariant[] = model.colors
      ? PALETTES[def.palette].filter((c) => model.colors!.includes(c.generic))
      : PALETTES[def.palette];
    const nColors = rng.weighted([1, 2, 3, 4], [45, 30, 15, 10]);
    const colors = rng.sample(palette, nColors);
    let storages: (string | undefined)[] = [picked.storage];
    // a second storage size of the same model, from the sizes the model comes in
    const storageRule = model.specs?.storage;
    const storageValues = typeof storageRule === 'string' ? undefined : (storageRule ?? def.params.storage);
    if (def.storageVariants && storageValues && storageValues.length > 1 && picked.storage && rng.chance(0.4)) {
      const i = Math.min(storageValues.indexOf(picked.storage!), storageValues.length - 2);
      storages = [storageValues[Math.max(0, i)], storageValues[Math.max(0, i) + 1]];
    }
    // avoid listing the same title twice while the catalogue still has unused combinations
    const titleKey = (storage: string | undefined, color: ColorVariant) =>
      `${sub.id}|${brandSlug}|${model.name}|${def.spec ? def.spec(storage ? { ...picked, storage } : picked, model.name) : ''}|${color.marketing}`;
    const fresh = colors.filter((col) => storages.every((st) => !usedTitles.has(titleKey(st, col))));
    if (fresh.length === 0 && retries < 6) {
      retries++;
      continue;
    }
    retries = 0;
    if (fresh.length > 0) colors.splice(0, colors.length, ...fresh);
    for (const st of storages) for (const col of colors) usedTitles.add(titleKey(st, col));
    const [minP, maxP] = def.price;
    const base = Math.min(
      maxP,
      Math.max(minP, minP + (maxP - minP) * Math.pow(frac, 1.6) * (0.92 + rng.next() * 0.16)),
    );

    const modelProducts: ModelProduct[] = [];
    for (let si = 0; si < storages.length && pid <= total; si++) {
      for (const color of colors) {
        if (pid > total) break;
        const storage = storages[si];
        const p: Picked = { ...picked, color: GENERIC_COLORS[color.generic].t[2] };
        if (storage) p.storage = storage;
        rows.product(
          pid,
          sub,
          brand.slug,
          brand.title,
          model,
          p,
          color,
          modelPrice(base * (1 + si * 0.18)),
          rng.chance(0.85),
        );
        modelProducts.push({ id: pid, color, storage });
        pid++;
      }
    }
    variantGroups(ctx, batch, modelProducts);
    if (batch.size >= Math.min(FLUSH_EVERY, Math.max(100, Math.ceil(total / 20)))) await batch.flush();
  }
  await batch.flush();
  await writeProductCounts(ctx, db, rows.categoryCounts);
}

/** the colour and the storage variant groups of one model's products */
function variantGroups(ctx: SeedContext, batch: ProductBatch, items: ModelProduct[]): void {
  const byStorage = new Map<string, typeof items>();
  const byColor = new Map<string, typeof items>();
  for (const it of items) {
    const s = it.storage ?? '';
    byStorage.set(s, [...(byStorage.get(s) ?? []), it]);
    byColor.set(it.color.code, [...(byColor.get(it.color.code) ?? []), it]);
  }
  for (const group of byStorage.values()) {
    if (group.length < 2) continue;
    const gid = batch.nextIds.group++;
    batch.buf.groups.push([gid, 'Rəng', 'Цвет', 'Color', 'color']);
    group.forEach((it, i) => {
      const g = GENERIC_COLORS[it.color.generic].t;
      batch.buf.groupItems.push([gid, it.id, i, it.color.code, g[0], g[1], g[2]]);
    });
  }
  for (const group of byColor.values()) {
    if (group.length < 2) continue;
    const gid = batch.nextIds.group++;
    batch.buf.groups.push([gid, 'Yaddaş', 'Память', 'Storage', 'other']);
    group.forEach((it, i) => {
      const v = ctx.params.get('storage')!.values.get(it.storage ?? '')?.t ?? [
        it.storage ?? '',
        it.storage ?? '',
        it.storage ?? '',
      ];
      batch.buf.groupItems.push([gid, it.id, i, null, ...v]);
    });
  }
}

/** product_count: active products in the category and its descendants */
async function writeProductCounts(ctx: SeedContext, db: Kysely<DB>, counts: Map<number, number>): Promise<void> {
  const totals = new Map<number, number>();
  for (const s of ctx.subs) {
    const n = counts.get(s.id) ?? 0;
    totals.set(s.id, n);
    totals.set(s.topId, (totals.get(s.topId) ?? 0) + n);
  }
  for (const [id, n] of totals)
    if (n > 0) await db.updateTable('categories').set({ product_count: n }).where('id', '=', id).execute();
}
