import { slugify } from '../../domain/text.ts';
import { logoKey, tileKey } from '../../server/modules/media/keys.ts';
import { BRANDS } from './data/brands.ts';
import { CATEGORIES } from './data/categories.ts';
import type { T3 } from './data/colors.ts';
import { PARAMETERS, type ValueDef } from './data/parameters.ts';
import { modelDef } from './model-spec.ts';
import { LANGS, type Cell, type ParamInfo, type SeedContext } from './seed-context.ts';

/**
 * The catalogue's reference data (OPS-5): the category tree with its routes, the brands with theirs, the parameters
 * with their values and the categories they belong to. Refuses a model specification that is not a value of its
 * category's parameters. Fills `ctx.subs`, `ctx.params` and `ctx.brandIds` for the products.
 */
export async function seedCatalogueReference(ctx: SeedContext): Promise<void> {
  await seedCategories(ctx);
  await seedBrands(ctx);
  await seedParameters(ctx);
}

async function seedCategories(ctx: SeedContext): Promise<void> {
  const w = ctx.w;
  // categories
  const catRows: Cell[][] = [];
  const used = { az: new Set<string>(), ru: new Set<string>(), en: new Set<string>() };
  const catRoute = (id: number, t: T3) => {
    LANGS.forEach((l, i) => {
      let p = slugify(t[i]!);
      if (used[l].has(p)) p = `${p}-${id}`;
      used[l].add(p);
      ctx.route(l, p, 'Category', id, { title: t[i]!, desc: t[i]! });
    });
  };
  let id = 1;
  CATEGORIES.forEach((top, ti) => {
    const topId = id++;
    catRows.push([
      topId,
      null,
      ti,
      tileKey(top.kind, top.tint),
      ...top.t,
      top.isNew ? 1 : 0,
      0,
      top.orangeStar ? 1 : 0,
      top.march8 ? 1 : 0,
      top.smallAppliance ? 1 : 0,
      0,
    ]);
    catRoute(topId, top.t);
    top.subs.forEach((sub, si) => {
      const subId = id++;
      catRows.push([
        subId,
        topId,
        si,
        tileKey(sub.kind, top.tint),
        ...sub.t,
        0,
        sub.campaign ? 1 : 0,
        0,
        sub.march8 ? 1 : 0,
        top.smallAppliance ? 1 : 0,
        0,
      ]);
      catRoute(subId, sub.t);
      const paramCodes = ['color', ...Object.keys(sub.params), 'warranty', 'country'];
      ctx.subs.push({ id: subId, top, topId, def: sub, paramCodes });
      ctx.subWeights.push(sub.weight);
    });
  });
  ctx.categoryCount = catRows.length;
  await w.insert(
    'categories',
    [
      'id',
      'parent_id',
      'position',
      'image',
      'title_az',
      'title_ru',
      'title_en',
      'is_new',
      'is_campaign',
      'orange_star',
      'march8',
      'small_appliance',
      'product_count',
    ],
    catRows,
  );
}

async function seedBrands(ctx: SeedContext): Promise<void> {
  const w = ctx.w;
  await w.insert(
    'brands',
    ['id', 'title', 'slug', 'image', 'show_in_home', 'position'],
    BRANDS.map((b, i) => {
      ctx.brandIds.set(b.slug, i + 1);
      for (const l of LANGS) ctx.route(l, `brands/${b.slug}`, 'Brand', i + 1, { title: b.title, desc: b.title });
      return [i + 1, b.title, b.slug, logoKey(b.slug), b.home ? 1 : 0, i];
    }),
  );
}

async function seedParameters(ctx: SeedContext): Promise<void> {
  const w = ctx.w;
  const paramRows: Cell[][] = [];
  const valueRows: Cell[][] = [];
  let valueId = 1;
  PARAMETERS.forEach((p, pi) => {
    const pid = pi + 1;
    const info: ParamInfo = { id: pid, values: new Map(), t: p.t };
    ctx.params.set(p.code, info);
    paramRows.push([
      pid,
      ...p.t,
      p.type ?? 'checkbox',
      pi,
      p.filter === false ? 0 : 1,
      p.searchable ? 1 : 0,
      p.scrolled || p.values.length > 8 ? 1 : 0,
      p.comparable === false ? 0 : 1,
    ]);
    const addValue = (v: ValueDef, parent: number | null, pos: number) => {
      const vid = valueId++;
      valueRows.push([vid, pid, parent, pos, ...v.t, v.color ?? null]);
      if (v.children?.length) v.children.forEach((c, ci) => addValue(c, vid, ci));
      else info.values.set(v.t[2], { id: vid, t: v.t });
    };
    p.values.forEach((v, vi) => addValue(v, null, vi));
  });
  ctx.paramCount = paramRows.length;
  await w.insert(
    'parameters',
    ['id', 'title_az', 'title_ru', 'title_en', 'type', 'position', 'is_filter', 'searchable', 'scrolled', 'comparable'],
    paramRows,
  );
  await w.insert(
    'parameter_values',
    ['id', 'parameter_id', 'parent_id', 'position', 'value_az', 'value_ru', 'value_en', 'color_code'],
    valueRows,
  );
  const links = new Set<string>();
  for (const s of ctx.subs) {
    for (const code of s.paramCodes) {
      const p = ctx.params.get(code);
      if (!p) throw new Error(`unknown parameter ${code}`);
      for (const v of Object.values(s.def.params[code] ?? []))
        if (!p.values.has(v)) throw new Error(`parameter ${code} has no value ${v}`);
      links.add(`${p.id}:${s.id}`);
      links.add(`${p.id}:${s.topId}`);
    }
    // the models' and brands' own specifications must be values of the category's parameters
    const rules = [
      ...Object.values(s.def.brandSpecs ?? {}),
      ...Object.values(s.def.brands)
        .flat()
        .map((m) => modelDef(m).specs ?? {}),
    ];
    for (const specs of rules)
      for (const [code, rule] of Object.entries(specs)) {
        const p = ctx.params.get(code);
        if (!p || !s.paramCodes.includes(code))
          throw new Error(`${s.def.t[2]}: a model names parameter ${code}, which the category does not have`);
        for (const v of typeof rule === 'string' ? [rule] : rule)
          if (v && !p.values.has(v)) throw new Error(`${s.def.t[2]}: parameter ${code} has no value ${v}`);
      }
  }
  await w.insert(
    'parameter_categories',
    ['parameter_id', 'category_id'],
    [...links].map((k) => k.split(':').map(Number)),
  );
}
