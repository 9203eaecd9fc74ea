import { foldText, slugify } from '../../domain/text.ts';
import { productKey } from '../../server/modules/media/keys.ts';
import type { ProductKind, View } from '../../server/modules/media/drawing-kinds.ts';
import type { ModelDef, Picked, SubDef } from './data/categories.ts';
import { GENERIC_COLORS, type ColorVariant } from './data/colors.ts';
import { BADGES, FAQ_PRODUCT, REVIEW_NAMES, REVIEW_TEXTS } from './data/content.ts';
import { designFor } from './data/looks.ts';
import { brandInTitle, drawnKind, productTitle } from './model-spec.ts';
import { modelPrice } from './price-tiers.ts';
import type { ProductBatch } from './product-batch.ts';
import { DAY, LANGS, type SeedContext, type SubInfo } from './seed-context.ts';

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

/**
 * One product's rows (OPS-5): price and old price, stock, flags, texts in three languages, parameters, route,
 * pictures (the model's drawing in the product's colour), video, badges, campaigns, gift, FAQ and reviews, added to
 * the batch. Counts the products of each category for `product_count`.
 */
export class ProductRows {
  readonly categoryCounts = new Map<number, number>();
  private readonly giftPool: number[] = [];
  private readonly designs = new Map<string, number>();

  constructor(
    private readonly ctx: SeedContext,
    private readonly batch: ProductBatch,
  ) {}

  product(
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
    const rng = this.ctx.rng;
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
    const discountEnds = rng.chance(0.05) ? this.ctx.iso(-(rng.int(1, 20) * DAY + rng.int(0, 23) * 3_600_000)) : null;
    const cashDiscount = rng.chance(0.05)
      ? Math.max(100, Math.round((price * rng.pick([0.02, 0.03, 0.05])) / 100) * 100)
      : null;
    const createdAgo = Math.floor(rng.next() * 730 * DAY);
    const createdAt = this.ctx.iso(createdAgo);
    const updatedAt = this.ctx.iso(Math.floor(createdAgo * rng.next()));
    const popularity = Math.floor(Math.pow(rng.next(), 3) * 10_000) + (flags.best_seller ? 5_000 : 0);

    // parameters
    const paramTexts: string[] = [];
    const listItems: [string[], string[], string[]] = [[], [], []];
    for (const code of sub.paramCodes) {
      const info = this.ctx.params.get(code)!;
      const v = picked[code] !== undefined ? info.values.get(picked[code]) : undefined;
      if (!v) continue;
      this.batch.buf.params.push([id, info.id, v.id]);
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
    const warranty = this.ctx.params.get('warranty')!.values.get(picked.warranty!)!.t;
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
        // the page's h1 is the title: the description opens with its text (PDP-3)
        { type: 'paragraph', data: { text: intro[i] } },
        { type: 'header', data: { level: 2, text: specsHeader[i] } },
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

    this.batch.buf.products.push([
      id,
      sku,
      sub.id,
      this.ctx.brandIds.get(brandSlug) ?? null,
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
    LANGS.forEach((l, i) => this.ctx.route(l, slug, 'Product', id, { title: titles[i]!, desc: descs[i]! }));

    // images: the model's drawing (its kind and design) in the product's colour
    const kind = drawnKind(def, model);
    const design = this.design(kind, brandSlug, modelSpec, def, picked);
    let views: View[] = rng.weighted(VIEW_SETS.sets, VIEW_SETS.weights);
    if (PAIR_FIRST.has(kind) && def.look?.form !== 'ereader') views = ['pair', ...views];
    views.forEach((v, i) => {
      const pad = i === views.length - 1 && i > 2 ? 1 : rng.chance(0.15) ? 1 : 0;
      this.batch.buf.images.push([this.batch.nextIds.image++, id, i, productKey(kind, color.code, v, design), pad]);
    });
    if (rng.chance(0.05)) this.batch.buf.videos.push([this.batch.nextIds.video++, id, 0, rng.videoId()]);

    // badges
    if (rng.chance(0.15))
      for (const b of rng.sample(
        BADGES.map((_, i) => i + 1),
        rng.int(1, 2),
      ))
        this.batch.buf.badges.push([id, b]);
    // campaigns
    for (const c of this.ctx.campaignIds)
      if (c.kinds.includes(def.kind) && rng.chance(0.3)) this.batch.buf.campaigns.push([c.id, id]);
    // gifts: a cheap accessory
    if (rng.chance(0.03) && this.giftPool.length) {
      const gift = rng.pick(this.giftPool);
      this.batch.buf.gifts.push([id, gift]);
    }
    if (def.giftable && price <= 15_000 && stock > 5) this.giftPool.push(id);
    // product FAQ
    if (rng.chance(0.2)) {
      rng
        .sample(FAQ_PRODUCT, rng.int(2, 3))
        .forEach((f, i) => this.batch.buf.faq.push([this.batch.nextIds.faq++, id, i, ...f.q, ...f.a]));
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
    const rng = this.ctx.rng;
    const name = rng.pick(REVIEW_NAMES);
    const text = rng.pick(REVIEW_TEXTS[rating] ?? REVIEW_TEXTS[5]!);
    const email = `${slugify(name).replace(/-/g, '.')}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'mail.ru', 'box.az', 'outlook.com'])}`;
    const ago = status === 'pending' ? rng.int(1, 72) * 3_600_000 : rng.int(1, 365) * DAY + rng.int(0, 86_399) * 1000;
    this.batch.buf.reviews.push([
      this.batch.nextIds.review++,
      productId,
      name,
      email,
      rating,
      text,
      status,
      null,
      this.ctx.iso(ago),
    ]);
  }
}
