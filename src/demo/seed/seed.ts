import { sql, type Kysely } from 'kysely';
import { TAG_SELF_SEARCH } from '../../domain/content.ts';
import { foldText, slugify } from '../../domain/text.ts';
import { resetSequences, type Database } from '../../server/db/kysely.ts';
import { seedCommerce } from './commerce.ts';
import { seedContentPages } from './content-pages.ts';
import type { DB } from '../../server/db/schema.ts';
import {
  bannerKey,
  badgeKey,
  logoKey,
  productKey,
  tileKey,
  type ProductKind,
  type View,
} from '../../server/modules/media/keys.ts';
import { BulkWriter } from './bulk.ts';
import { Rng } from './rng.ts';
import { BRANDS } from './data/brands.ts';
import { CATEGORIES, type ModelDef, type Picked, type SubDef, type TopDef } from './data/categories.ts';
import { designFor } from './data/looks.ts';
import { brandInTitle, drawnKind, modelDef, pickSpecs, productTitle } from './model-spec.ts';
import { GENERIC_COLORS, PALETTES, type ColorVariant, type T3 } from './data/colors.ts';
import {
  BADGES,
  BANNERS,
  BRANCHES,
  CAMPAIGNS,
  CITIES,
  FAQ_PRODUCT,
  FAQ_SITE,
  HOME_SEO,
  MENUS,
  REVIEW_NAMES,
  REVIEW_TEXTS,
  TAGS,
  VIDEOS,
} from './data/content.ts';
import { PARAMETERS, type ValueDef } from './data/parameters.ts';

export interface SeedOptions {
  products: number;
  dataDir: string;
  reset?: boolean;
  log?: (msg: string) => void;
}

export interface SeedDemoOptions {
  /** number of products (default 1500) */
  products?: number;
  /** delete all catalogue and content data first */
  reset?: boolean;
  log?: (msg: string) => void;
  /** called after each batch of products: (done, total) */
  onProgress?: (done: number, total: number) => void;
  /** the seed date; dates are spread back from it. Default: the start of the current UTC day */
  now?: Date;
  /** only seed when there are no products (checked under a lock on PostgreSQL) */
  onlyIfEmpty?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  ms: number;
}

const SEED = 20261121;
const LANGS = ['az', 'ru', 'en'] as const;
const DAY = 86_400_000;

/** Every table the demo seed writes, children before parents (the order --reset deletes in). */
export const SEEDED_TABLES = [
  'promo_code_uses',
  'promo_code_categories',
  'promo_code_brands',
  'promo_codes',
  'product_parameters',
  'product_badges',
  'product_campaigns',
  'product_gifts',
  'variant_group_items',
  'variant_groups',
  'product_images',
  'product_videos',
  'faq',
  'popups',
  'vacancies',
  'articles',
  'pages',
  'reviews',
  'products',
  'parameter_categories',
  'parameter_values',
  'parameters',
  'badges',
  'campaigns',
  'routes',
  'menu_items',
  'menus',
  'branches',
  'places',
  'districts',
  'cities',
  'banners',
  'videos',
  'tags',
  'categories',
  'brands',
] as const;

/** Tables with a serial id whose sequence must move past the explicit ids on PostgreSQL. */
const ID_TABLES = SEEDED_TABLES.filter(
  (t) =>
    ![
      'product_parameters',
      'product_badges',
      'product_campaigns',
      'product_gifts',
      'variant_group_items',
      'parameter_categories',
      'promo_code_categories',
      'promo_code_brands',
    ].includes(t),
);

/** Seeds the demo store when the database has no products. Returns true when it seeded. */
export async function seedIfEmpty(database: Database, opts: SeedOptions): Promise<boolean> {
  const row = await database.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) return false;
  const cats = await database.db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(cats?.n ?? 0) > 0) {
    // a catalogue being built by hand: never mix demo data into it
    opts.log?.('categories exist but no products: demo data not seeded');
    return false;
  }
  const res = await seedDemo(database, {
    products: opts.products,
    reset: opts.reset,
    log: opts.log,
    onlyIfEmpty: true,
  });
  return res.seeded;
}

/** Deletes every row the demo seed writes (catalogue and content tables). */
export async function clearSeededData(db: Kysely<DB>): Promise<void> {
  for (const t of SEEDED_TABLES) await sql`DELETE FROM ${sql.table(t)}`.execute(db);
  await sql`DELETE FROM settings WHERE ${sql.ref('key')} = 'home_seo'`.execute(db);
}

/** Deterministic demo store: the same product count and seed date give the same rows. */
export async function seedDemo(database: Database, opts: SeedDemoOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const total = Math.max(0, Math.floor(opts.products ?? 1500));
  const now = opts.now ?? startOfUtcDay(new Date());
  const log = opts.log ?? (() => {});
  let seeded = false;
  await database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(724012)`.execute(trx);
    if (opts.onlyIfEmpty) {
      const row = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      if (Number(row?.n ?? 0) > 0) return;
      const cats = await trx
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      if (Number(cats?.n ?? 0) > 0) return;
    }
    if (opts.reset) {
      log('deleting the existing catalogue and content');
      await clearSeededData(trx);
    }
    const writer = new BulkWriter(trx as unknown as Kysely<unknown>, database.dialect);
    const gen = new Generator(writer, now, total, opts.onProgress);
    await gen.reference();
    log(
      `reference data written (${gen.categoryCount} categories, ${BRANDS.length} brands, ${gen.paramCount} parameters)`,
    );
    await gen.products();
    await gen.finish(trx);
    await seedCommerce(trx, now);
    await seedContentPages(trx, database.dialect, now);
    seeded = true;
  });
  if (seeded) {
    await resetSequences(database, [...ID_TABLES]);
    // fresh statistics after a bulk load; without them PostgreSQL chose bad plans (390 ms listings)
    await sql`ANALYZE`.execute(database.db);
  }
  return { seeded, products: seeded ? total : 0, ms: Date.now() - started };
}

/** price tier of a brand inside a category's range (0 = entry, 1 = flagship) */
const BRAND_TIER: Record<string, [number, number]> = {
  apple: [0.45, 1],
  sony: [0.3, 1],
  dyson: [0.55, 1],
  dji: [0.2, 1],
  garmin: [0.3, 1],
  marshall: [0.3, 0.9],
  microsoft: [0.35, 1],
  bosch: [0.3, 1],
  samsung: [0.05, 1],
  lg: [0.15, 1],
  huawei: [0.1, 0.85],
  delonghi: [0.25, 1],
  canon: [0.1, 1],
  nikon: [0.1, 1],
  xiaomi: [0, 0.6],
  realme: [0, 0.4],
  honor: [0.05, 0.6],
  oppo: [0.05, 0.65],
  tcl: [0, 0.6],
  hisense: [0, 0.6],
  beko: [0, 0.55],
  arcelik: [0.1, 0.7],
  midea: [0, 0.55],
  gree: [0.1, 0.8],
  anker: [0.1, 0.9],
  baseus: [0, 0.8],
  nokia: [0, 1],
  amazfit: [0, 0.5],
  acer: [0, 0.7],
  asus: [0.1, 1],
  msi: [0.2, 1],
  lenovo: [0.05, 0.95],
  hp: [0.05, 0.95],
  dell: [0.05, 1],
  tefal: [0, 0.7],
  philips: [0.05, 0.85],
};

/** the pictures of a product, first to last, by kind (weighted choices); phones and tablets open with back and front */
const VIEW_SETS: { sets: View[][]; weights: number[] } = {
  sets: [
    ['front', 'back'],
    ['front', 'angle'],
    ['front', 'back', 'angle'],
    ['angle', 'front', 'back'],
    ['front', 'back', 'angle', 'front'],
  ],
  weights: [15, 10, 45, 15, 15],
};
const PAIR_FIRST = new Set<ProductKind>(['phone', 'tablet']);

/** a shop price in qəpik from an amount in AZN: 41 → 41.00, 1234 → 1239.00 or 1239.99 (by the amount's cents) */
function modelPrice(azn: number): number {
  const whole = azn < 100 ? Math.max(5, Math.round(azn)) : Math.ceil(azn / 10) * 10 - 1;
  const cents = Math.round((azn % 1) * 100) % 3 === 0 ? 99 : 0;
  return whole * 100 + cents;
}

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

type Cell = string | number | null;

interface SubInfo {
  id: number;
  top: TopDef;
  topId: number;
  def: SubDef;
  paramCodes: string[];
}

interface ParamInfo {
  id: number;
  /** English value text → value id (leaves only for hierarchical parameters) */
  values: Map<string, { id: number; t: T3 }>;
  t: T3;
}

const FLUSH_EVERY = 2000;

class Generator {
  private readonly rng = new Rng(SEED);
  private subs: SubInfo[] = [];
  private subWeights: number[] = [];
  private params = new Map<string, ParamInfo>();
  private brandIds = new Map<string, number>();
  private categoryCounts = new Map<number, number>();
  private giftPool: number[] = [];
  private usedTitles = new Set<string>();
  private campaignIds: { id: number; kinds: ProductKind[] }[] = [];
  private designs = new Map<string, number>();
  categoryCount = 0;
  paramCount = 0;

  // product batch buffers
  private buf = newBuffers();
  private nextIds = { image: 1, video: 1, group: 1, faq: FAQ_SITE.length + 1, review: 1, route: 1 };
  private routeRows: Cell[][] = [];

  constructor(
    private readonly w: BulkWriter,
    private readonly now: Date,
    private readonly total: number,
    private readonly onProgress?: (done: number, total: number) => void,
  ) {}

  private iso(msAgo: number): string {
    return new Date(this.now.getTime() - msAgo).toISOString();
  }

  private route(
    lang: string,
    path: string,
    view: string,
    entityId: number | null,
    seo?: { title: string; desc: string },
  ): void {
    this.routeRows.push([
      this.nextIds.route++,
      lang,
      path,
      view,
      entityId,
      seo?.title ?? null,
      seo?.desc ?? null,
      null,
    ]);
  }

  private async flushRoutes(): Promise<void> {
    await this.w.insert(
      'routes',
      ['id', 'lang', 'path', 'view', 'entity_id', 'seo_title', 'seo_desc', 'seo_keywords'],
      this.routeRows,
    );
    this.routeRows = [];
  }

  async reference(): Promise<void> {
    const w = this.w;
    // categories
    const catRows: Cell[][] = [];
    const used = { az: new Set<string>(), ru: new Set<string>(), en: new Set<string>() };
    const catRoute = (id: number, t: T3) => {
      LANGS.forEach((l, i) => {
        let p = slugify(t[i]!);
        if (used[l].has(p)) p = `${p}-${id}`;
        used[l].add(p);
        this.route(l, p, 'Category', id, { title: t[i]!, desc: t[i]! });
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
        this.subs.push({ id: subId, top, topId, def: sub, paramCodes });
        this.subWeights.push(sub.weight);
      });
    });
    this.categoryCount = catRows.length;
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

    // brands
    await w.insert(
      'brands',
      ['id', 'title', 'slug', 'image', 'show_in_home', 'position'],
      BRANDS.map((b, i) => {
        this.brandIds.set(b.slug, i + 1);
        for (const l of LANGS) this.route(l, `brands/${b.slug}`, 'Brand', i + 1, { title: b.title, desc: b.title });
        return [i + 1, b.title, b.slug, logoKey(b.slug), b.home ? 1 : 0, i];
      }),
    );

    // parameters and values
    const paramRows: Cell[][] = [];
    const valueRows: Cell[][] = [];
    let valueId = 1;
    PARAMETERS.forEach((p, pi) => {
      const pid = pi + 1;
      const info: ParamInfo = { id: pid, values: new Map(), t: p.t };
      this.params.set(p.code, info);
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
    this.paramCount = paramRows.length;
    await w.insert(
      'parameters',
      [
        'id',
        'title_az',
        'title_ru',
        'title_en',
        'type',
        'position',
        'is_filter',
        'searchable',
        'scrolled',
        'comparable',
      ],
      paramRows,
    );
    await w.insert(
      'parameter_values',
      ['id', 'parameter_id', 'parent_id', 'position', 'value_az', 'value_ru', 'value_en', 'color_code'],
      valueRows,
    );
    const links = new Set<string>();
    for (const s of this.subs) {
      for (const code of s.paramCodes) {
        const p = this.params.get(code);
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
          const p = this.params.get(code);
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

    // badges
    await w.insert(
      'badges',
      ['id', 'name_az', 'name_ru', 'name_en', 'image'],
      BADGES.map((b, i) => [i + 1, ...b.t, badgeKey(b.icon, b.color)]),
    );

    // campaigns
    const campRows: Cell[][] = CAMPAIGNS.map((c, i) => {
      const cid = i + 1;
      this.campaignIds.push({ id: cid, kinds: c.kinds });
      const prefixes = ['kampaniyalar', 'aktsii', 'campaigns'];
      LANGS.forEach((l, li) =>
        this.route(l, `${prefixes[li]}/${c.slug[li]}`, 'Campaign', cid, { title: c.t[li]!, desc: c.intro[li]! }),
      );
      const content = LANGS.map((_, li) =>
        JSON.stringify([
          { type: 'header', data: { level: 2, text: c.t[li] } },
          { type: 'paragraph', data: { text: c.intro[li] } },
          { type: 'list', data: { style: 'unordered', items: c.points.map((p) => p[li]) } },
          {
            type: 'paragraph',
            data: {
              text: [
                `Kampaniya ${c.days} gün davam edir. Məhsulların sayı məhduddur.`,
                `Акция действует ${c.days} дней. Количество товаров ограничено.`,
                `The campaign runs for ${c.days} days. Stock is limited.`,
              ][li],
            },
          },
        ]),
      );
      return [
        cid,
        ...c.t,
        bannerKey(c.kind, c.color, c.bg),
        ...content,
        this.iso(3 * DAY),
        this.iso(-c.days * DAY),
        1,
        i,
      ];
    });
    await w.insert(
      'campaigns',
      [
        'id',
        'title_az',
        'title_ru',
        'title_en',
        'image',
        'content_az',
        'content_ru',
        'content_en',
        'starts_at',
        'ends_at',
        'active',
        'position',
      ],
      campRows,
    );

    // special listing routes
    const special: [string, T3][] = [
      ['OrangeStars', ['narinci-ulduzlar', 'oranzhevye-zvezdy', 'orange-stars']],
      ['8March', ['8-mart', '8-marta', '8-march']],
    ];
    for (const [view, paths] of special) LANGS.forEach((l, li) => this.route(l, paths[li]!, view, null));

    // site-wide FAQ
    await w.insert(
      'faq',
      [
        'id',
        'product_id',
        'position',
        'question_az',
        'question_ru',
        'question_en',
        'answer_az',
        'answer_ru',
        'answer_en',
      ],
      FAQ_SITE.map((f, i) => [i + 1, null, i, ...f.q, ...f.a]),
    );

    // menus and tags
    let itemId = 1;
    const itemRows: Cell[][] = [];
    await w.insert(
      'menus',
      ['id', 'name', 'title_az', 'title_ru', 'title_en'],
      MENUS.map((m, mi) => {
        m.items.forEach((it, ii) => {
          const urls = typeof it.url === 'string' ? [it.url, it.url, it.url] : it.url;
          itemRows.push([itemId++, mi + 1, null, ii, ...it.t, ...urls]);
        });
        return [mi + 1, m.name, ...m.t];
      }),
    );
    await w.insert(
      'menu_items',
      ['id', 'menu_id', 'parent_id', 'position', 'title_az', 'title_ru', 'title_en', 'url_az', 'url_ru', 'url_en'],
      itemRows,
    );
    await w.insert(
      'tags',
      ['id', 'title_az', 'title_ru', 'title_en', 'url', 'position'],
      TAGS.map((t, i) => [i + 1, ...t, TAG_SELF_SEARCH, i]),
    );

    // cities, districts, places, branches
    const cityIds = new Map<string, number>();
    const distRows: Cell[][] = [];
    const placeRows: Cell[][] = [];
    let distId = 1;
    let placeId = 1;
    await w.insert(
      'cities',
      ['id', 'slug', 'title_az', 'title_ru', 'title_en', 'delivery', 'position'],
      CITIES.map((c, ci) => {
        cityIds.set(c.slug, ci + 1);
        c.districts.forEach((d, di) => {
          const did = distId++;
          distRows.push([did, ci + 1, ...d.t, di]);
          d.places.forEach((p, pi) => placeRows.push([placeId++, did, ...p.t, pi, p.price, p.oneDay ? 1 : 0]));
        });
        return [ci + 1, c.slug, ...c.t, c.delivery ? 1 : 0, ci];
      }),
    );
    await w.insert('districts', ['id', 'city_id', 'title_az', 'title_ru', 'title_en', 'position'], distRows);
    await w.insert(
      'places',
      ['id', 'district_id', 'title_az', 'title_ru', 'title_en', 'position', 'delivery_price', 'one_day'],
      placeRows,
    );
    await w.insert(
      'branches',
      [
        'id',
        'city_id',
        'title_az',
        'title_ru',
        'title_en',
        'address_az',
        'address_ru',
        'address_en',
        'mobiles',
        'lat',
        'lng',
        'position',
      ],
      BRANCHES.map((b, i) => [
        i + 1,
        cityIds.get(b.city) ?? 1,
        ...b.t,
        ...b.address,
        JSON.stringify(b.mobiles),
        b.lat,
        b.lng,
        i,
      ]),
    );

    // banners, videos, settings
    await w.insert(
      'banners',
      ['id', 'kind', 'position', 'image', 'title_az', 'title_ru', 'title_en', 'link'],
      BANNERS.map((b, i) => [i + 1, b.kind, i, bannerKey(b.product, b.color, b.bg), ...b.t, b.link]),
    );
    await w.insert(
      'videos',
      ['id', 'video_id', 'title_az', 'title_ru', 'title_en', 'desc_az', 'desc_ru', 'desc_en', 'start_time', 'position'],
      VIDEOS.map((v, i) => [i + 1, v.id, ...v.t, ...v.d, v.start, i]),
    );
    await w.insert('settings', ['key', 'value'], [['home_seo', JSON.stringify(HOME_SEO)]]);
    await this.flushRoutes();
  }

  async products(): Promise<void> {
    const rng = this.rng;
    let pid = 1;
    let retries = 0;
    while (pid <= this.total) {
      const sub = rng.weighted(this.subs, this.subWeights);
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
      const fresh = colors.filter((col) => storages.every((st) => !this.usedTitles.has(titleKey(st, col))));
      if (fresh.length === 0 && retries < 6) {
        retries++;
        continue;
      }
      retries = 0;
      if (fresh.length > 0) colors.splice(0, colors.length, ...fresh);
      for (const st of storages) for (const col of colors) this.usedTitles.add(titleKey(st, col));
      const [minP, maxP] = def.price;
      const base = Math.min(
        maxP,
        Math.max(minP, minP + (maxP - minP) * Math.pow(frac, 1.6) * (0.92 + rng.next() * 0.16)),
      );

      const modelProducts: { id: number; color: ColorVariant; storage: string | undefined }[] = [];
      for (let si = 0; si < storages.length && pid <= this.total; si++) {
        for (const color of colors) {
          if (pid > this.total) break;
          const storage = storages[si];
          const p: Picked = { ...picked, color: GENERIC_COLORS[color.generic].t[2] };
          if (storage) p.storage = storage;
          this.product(
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
      this.variantGroups(modelProducts);
      if (this.buf.products.length >= Math.min(FLUSH_EVERY, Math.max(100, Math.ceil(this.total / 20))))
        await this.flush();
    }
    await this.flush();
  }

  private variantGroups(items: { id: number; color: ColorVariant; storage: string | undefined }[]): void {
    const byStorage = new Map<string, typeof items>();
    const byColor = new Map<string, typeof items>();
    for (const it of items) {
      const s = it.storage ?? '';
      byStorage.set(s, [...(byStorage.get(s) ?? []), it]);
      byColor.set(it.color.code, [...(byColor.get(it.color.code) ?? []), it]);
    }
    for (const group of byStorage.values()) {
      if (group.length < 2) continue;
      const gid = this.nextIds.group++;
      this.buf.groups.push([gid, 'Rəng', 'Цвет', 'Color', 'color']);
      group.forEach((it, i) => {
        const g = GENERIC_COLORS[it.color.generic].t;
        this.buf.groupItems.push([gid, it.id, i, it.color.code, g[0], g[1], g[2]]);
      });
    }
    for (const group of byColor.values()) {
      if (group.length < 2) continue;
      const gid = this.nextIds.group++;
      this.buf.groups.push([gid, 'Yaddaş', 'Память', 'Storage', 'other']);
      group.forEach((it, i) => {
        const v = this.params.get('storage')!.values.get(it.storage ?? '')?.t ?? [
          it.storage ?? '',
          it.storage ?? '',
          it.storage ?? '',
        ];
        this.buf.groupItems.push([gid, it.id, i, null, ...v]);
      });
    }
  }

  private product(
    id: number,
    sub: SubInfo,
    brandSlug: string,
    brandTitle: string,
    modelSpec: ModelDef,
    picked: Picked,
    color: ColorVariant,
    modelPriceQ: number,
    samePrice: boolean,
  ): void {
    const rng = this.rng;
    const def = sub.def;
    const model = modelSpec.name;
    const brandPart = brandInTitle(brandTitle, model) ? brandTitle : '';
    const titles = productTitle(def, brandTitle, model, picked, color.marketing);

    // price
    // colour variants mostly share the model's price; some colours cost a little more
    const price = samePrice ? modelPriceQ : modelPrice((modelPriceQ / 100) * (1 + rng.pick([0.03, 0.05, 0.08])));
    const hasOld = rng.chance(0.3);
    const priceOld = hasOld ? Math.round((price * (1.08 + rng.next() * 0.3)) / 100) * 100 + 99 : null;

    // stock: every label occurs (≤2 out of stock, 2–5 limited, >5 in stock)
    const stockBand = rng.weighted(['zero', 'low', 'limited', 'in'], [8, 7, 15, 70]);
    const stock =
      stockBand === 'zero'
        ? 0
        : stockBand === 'low'
          ? rng.int(1, 2)
          : stockBand === 'limited'
            ? rng.int(3, 5)
            : rng.int(6, 50);

    const marchEligible = def.march8 === true || sub.top.march8 === true;
    const flags = {
      new_in: rng.chance(0.15) ? 1 : 0,
      best_seller: rng.chance(0.1) ? 1 : 0,
      orange_star: rng.chance(0.05) ? 1 : 0,
      march8: marchEligible && rng.chance(0.2) ? 1 : 0,
      sold: rng.chance(0.03) ? 1 : 0,
      price_in_store: rng.chance(0.01) ? 1 : 0,
      special_discount: rng.chance(0.03) ? 1 : 0,
    };
    const discountItems = rng.chance(0.02) ? rng.pick([2, 3]) : null;
    const discountEnds = rng.chance(0.05) ? this.iso(-(rng.int(1, 20) * DAY + rng.int(0, 23) * 3_600_000)) : null;
    const cashDiscount = rng.chance(0.05)
      ? Math.max(100, Math.round((price * rng.pick([0.02, 0.03, 0.05])) / 100) * 100)
      : null;
    const createdAgo = Math.floor(rng.next() * 730 * DAY);
    const createdAt = this.iso(createdAgo);
    const updatedAt = this.iso(Math.floor(createdAgo * rng.next()));
    const popularity = Math.floor(Math.pow(rng.next(), 3) * 10_000) + (flags.best_seller ? 5_000 : 0);

    // parameters
    const paramTexts: string[] = [];
    const listItems: [string[], string[], string[]] = [[], [], []];
    for (const code of sub.paramCodes) {
      const info = this.params.get(code)!;
      const v = picked[code] !== undefined ? info.values.get(picked[code]) : undefined;
      if (!v) continue;
      this.buf.params.push([id, info.id, v.id]);
      paramTexts.push(...v.t);
      LANGS.forEach((_, i) => listItems[i as 0 | 1 | 2].push(`${info.t[i]}: ${v.t[i]}`));
    }

    const sku = `${brandSlug
      .replace(/[^a-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-${def.kind.slice(0, 2).toUpperCase()}${String(100000 + id)}`;
    const catT = [sub.top.t, def.t];
    const searchText = foldText(
      [
        ...titles,
        brandTitle,
        ...catT.flat(),
        sku,
        ...paramTexts,
        color.marketing,
        ...GENERIC_COLORS[color.generic].t,
      ].join(' '),
    );

    const gColor = GENERIC_COLORS[color.generic].t;
    const warranty = this.params.get('warranty')!.values.get(picked.warranty!)!.t;
    const descs = [
      `${brandPart ? `${brandTitle} ` : ''}${model} — ${listItems[0].slice(1, 4).join(', ') || def.noun[0]}. Rəsmi zəmanət: ${warranty[0]}.`,
      `${brandPart ? `${brandTitle} ` : ''}${model} — ${listItems[1].slice(1, 4).join(', ') || def.noun[1]}. Официальная гарантия: ${warranty[1]}.`,
      `${brandPart ? `${brandTitle} ` : ''}${model} — ${listItems[2].slice(1, 4).join(', ') || def.noun[2]}. Official warranty: ${warranty[2]}.`,
    ];
    const intro = [
      `${titles[0]} gündəlik istifadə üçün etibarlı seçimdir. ${brandTitle} keyfiyyəti, müasir dizayn və ${gColor[0].toLowerCase()} rəng. Bakıda sürətli çatdırılma və faizsiz hissə-hissə ödəniş imkanı.`,
      `${titles[1]} — надёжный выбор на каждый день. Качество ${brandTitle}, современный дизайн и цвет «${gColor[1].toLowerCase()}». Быстрая доставка по Баку и рассрочка без процентов.`,
      `The ${titles[2]} is a dependable everyday choice: ${brandTitle} quality, a modern design and a ${gColor[2].toLowerCase()} finish. Fast delivery in Baku and interest-free installments.`,
    ];
    const specsHeader = ['Əsas xüsusiyyətlər', 'Основные характеристики', 'Key features'];
    const outro = [
      'Məhsul rəsmi distribyutordan gəlir və Azərbaycan bazarı üçün nəzərdə tutulub.',
      'Товар поставляется официальным дистрибьютором и предназначен для рынка Азербайджана.',
      'Supplied by the official distributor for the Azerbaijan market.',
    ];
    const contents = LANGS.map((_, i) =>
      JSON.stringify([
        { type: 'header', data: { level: 2, text: titles[i] } },
        { type: 'paragraph', data: { text: intro[i] } },
        { type: 'header', data: { level: 3, text: specsHeader[i] } },
        { type: 'list', data: { style: 'unordered', items: listItems[i]! } },
        { type: 'paragraph', data: { text: outro[i] } },
      ]),
    );

    // reviews
    let ratingSum = 0;
    let ratingCount = 0;
    if (rng.chance(0.4)) {
      const n = rng.weighted([1, 2, 3, 4, 5, 6, 8, 10, 12], [20, 18, 15, 12, 10, 8, 7, 5, 5]);
      for (let r = 0; r < n; r++) {
        const rating = rng.weighted([5, 4, 3, 2, 1], [55, 25, 10, 6, 4]);
        ratingSum += rating;
        ratingCount++;
        this.review(id, rating, 'approved');
      }
    }
    if (rng.chance(0.05)) this.review(id, rng.weighted([5, 4, 3, 1], [5, 3, 1, 1]), 'pending');
    const rating = ratingCount ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0;

    this.buf.products.push([
      id,
      sku,
      sub.id,
      this.brandIds.get(brandSlug) ?? null,
      ...titles,
      ...descs,
      ...contents,
      price,
      priceOld,
      stock,
      flags.new_in,
      flags.best_seller,
      flags.orange_star,
      flags.march8,
      flags.sold,
      flags.price_in_store,
      flags.special_discount,
      discountItems,
      discountEnds,
      cashDiscount,
      color.code,
      ...gColor,
      rating,
      ratingCount,
      popularity,
      searchText,
      1,
      createdAt,
      updatedAt,
    ]);
    this.categoryCounts.set(sub.id, (this.categoryCounts.get(sub.id) ?? 0) + 1);

    // route: the same slug in every language
    const slug = `${slugify(titles[2])}-${id}`;
    LANGS.forEach((l, i) => this.route(l, slug, 'Product', id, { title: titles[i]!, desc: descs[i]! }));

    // images: the model's drawing (its kind and design) in the product's colour
    const kind = drawnKind(def, model);
    const design = this.design(kind, brandSlug, modelSpec, def, picked);
    let views: View[] = rng.weighted(VIEW_SETS.sets, VIEW_SETS.weights);
    if (PAIR_FIRST.has(kind) && def.look?.form !== 'ereader') views = ['pair', ...views];
    views.forEach((v, i) => {
      const pad = i === views.length - 1 && i > 2 ? 1 : rng.chance(0.15) ? 1 : 0;
      this.buf.images.push([this.nextIds.image++, id, i, productKey(kind, color.code, v, design), pad]);
    });
    if (rng.chance(0.05)) this.buf.videos.push([this.nextIds.video++, id, 0, rng.videoId()]);

    // badges
    if (rng.chance(0.15))
      for (const b of rng.sample(
        BADGES.map((_, i) => i + 1),
        rng.int(1, 2),
      ))
        this.buf.badges.push([id, b]);
    // campaigns
    for (const c of this.campaignIds)
      if (c.kinds.includes(def.kind) && rng.chance(0.3)) this.buf.campaigns.push([c.id, id]);
    // gifts: a cheap accessory
    if (rng.chance(0.03) && this.giftPool.length) {
      const gift = rng.pick(this.giftPool);
      this.buf.gifts.push([id, gift]);
    }
    if (def.giftable && price <= 15_000 && stock > 5) this.giftPool.push(id);
    // product FAQ
    if (rng.chance(0.2)) {
      rng
        .sample(FAQ_PRODUCT, rng.int(2, 3))
        .forEach((f, i) => this.buf.faq.push([this.nextIds.faq++, id, i, ...f.q, ...f.a]));
    }
  }

  /** a model's design number, computed once per model (all its colours share it) */
  private design(kind: ProductKind, brandSlug: string, model: ModelDef, def: SubDef, picked: Picked): number {
    const key = `${kind}|${brandSlug}|${model.name}|${def.t[2]}|${picked.vacuum_type ?? ''}${picked.coffee_type ?? ''}${picked.fridge_type ?? ''}`;
    let d = this.designs.get(key);
    if (d === undefined) this.designs.set(key, (d = designFor(kind, brandSlug, model, def, picked)));
    return d;
  }

  private review(productId: number, rating: number, status: string): void {
    const rng = this.rng;
    const name = rng.pick(REVIEW_NAMES);
    const text = rng.pick(REVIEW_TEXTS[rating] ?? REVIEW_TEXTS[5]!);
    const email = `${slugify(name).replace(/-/g, '.')}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'mail.ru', 'box.az', 'outlook.com'])}`;
    const ago = status === 'pending' ? rng.int(1, 72) * 3_600_000 : rng.int(1, 365) * DAY + rng.int(0, 86_399) * 1000;
    this.buf.reviews.push([this.nextIds.review++, productId, name, email, rating, text, status, null, this.iso(ago)]);
  }

  private async flush(): Promise<void> {
    const w = this.w;
    const b = this.buf;
    await w.insert('products', PRODUCT_COLUMNS, b.products);
    await w.insert('product_images', ['id', 'product_id', 'position', 'source', 'with_pad'], b.images);
    await w.insert('product_videos', ['id', 'product_id', 'position', 'video_id'], b.videos);
    await w.insert('variant_groups', ['id', 'title_az', 'title_ru', 'title_en', 'type'], b.groups);
    await w.insert(
      'variant_group_items',
      ['group_id', 'product_id', 'position', 'color_code', 'value_az', 'value_ru', 'value_en'],
      b.groupItems,
    );
    await w.insert('product_parameters', ['product_id', 'parameter_id', 'value_id'], b.params);
    await w.insert('product_badges', ['product_id', 'badge_id'], b.badges);
    await w.insert('product_campaigns', ['campaign_id', 'product_id'], b.campaigns);
    await w.insert('product_gifts', ['product_id', 'gift_product_id'], b.gifts);
    await w.insert(
      'faq',
      [
        'id',
        'product_id',
        'position',
        'question_az',
        'question_ru',
        'question_en',
        'answer_az',
        'answer_ru',
        'answer_en',
      ],
      b.faq,
    );
    await w.insert(
      'reviews',
      ['id', 'product_id', 'full_name', 'email', 'rating', 'review', 'status', 'ip', 'created_at'],
      b.reviews,
    );
    await this.flushRoutes();
    const lastId = b.products.length ? Number(b.products[b.products.length - 1]![0]) : 0;
    this.buf = newBuffers();
    if (lastId) this.onProgress?.(lastId, this.total);
  }

  async finish(db: Kysely<DB>): Promise<void> {
    // product_count: active products in the category and its descendants
    const totals = new Map<number, number>();
    for (const s of this.subs) {
      const n = this.categoryCounts.get(s.id) ?? 0;
      totals.set(s.id, n);
      totals.set(s.topId, (totals.get(s.topId) ?? 0) + n);
    }
    for (const [id, n] of totals)
      if (n > 0) await db.updateTable('categories').set({ product_count: n }).where('id', '=', id).execute();
  }
}

const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'category_id',
  'brand_id',
  'title_az',
  'title_ru',
  'title_en',
  'desc_az',
  'desc_ru',
  'desc_en',
  'content_az',
  'content_ru',
  'content_en',
  'price',
  'price_old',
  'stock',
  'new_in',
  'best_seller',
  'orange_star',
  'march8',
  'sold',
  'price_in_store',
  'special_discount',
  'discount_items_count',
  'discount_ends_at',
  'cash_discount',
  'color_code',
  'color_name_az',
  'color_name_ru',
  'color_name_en',
  'rating',
  'reviews_count',
  'popularity',
  'search_text',
  'active',
  'created_at',
  'updated_at',
];

function newBuffers() {
  return {
    products: [] as Cell[][],
    images: [] as Cell[][],
    videos: [] as Cell[][],
    groups: [] as Cell[][],
    groupItems: [] as Cell[][],
    params: [] as Cell[][],
    badges: [] as Cell[][],
    campaigns: [] as Cell[][],
    gifts: [] as Cell[][],
    faq: [] as Cell[][],
    reviews: [] as Cell[][],
  };
}
