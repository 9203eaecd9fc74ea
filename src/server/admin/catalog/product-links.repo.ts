import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The parts of a product kept in other tables (what the form edits besides the product row). */
export interface ProductLinks {
  images: { source: string; withPad: boolean }[];
  videos: string[];
  badges: number[];
  gifts: number[];
  campaigns: number[];
  parameters: Record<string, number[]>;
  faq: { question: Record<'az' | 'ru' | 'en', string>; answer: Record<'az' | 'ru' | 'en', string> }[];
  variantGroup: number | null;
  /** units at each branch holding a row, by branch id (the warehouse's are the rest of `stock`; decision 0090) */
  stockAt: Record<string, number>;
}

/**
 * A product's rows in the link tables (ADM-9): pictures, videos, badges, gifts, campaigns, parameter values, FAQ and
 * its colour variant's item. Takes any executor (the shared database or a transaction).
 */
export class ProductLinksRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** What the form edits besides the product row. */
  async links(id: number): Promise<ProductLinks> {
    const db = this.db;
    const [images, videos, badges, gifts, campaigns, params, faq, variant, stock] = await Promise.all([
      db
        .selectFrom('product_images')
        .select(['source', 'with_pad'])
        .where('product_id', '=', id)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('product_videos')
        .select('video_id')
        .where('product_id', '=', id)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db.selectFrom('product_badges').select('badge_id').where('product_id', '=', id).orderBy('badge_id').execute(),
      db
        .selectFrom('product_gifts')
        .select('gift_product_id')
        .where('product_id', '=', id)
        .orderBy('gift_product_id')
        .execute(),
      db
        .selectFrom('product_campaigns')
        .select('campaign_id')
        .where('product_id', '=', id)
        .orderBy('campaign_id')
        .execute(),
      db
        .selectFrom('product_parameters')
        .select(['parameter_id', 'value_id'])
        .where('product_id', '=', id)
        .orderBy('parameter_id')
        .orderBy('value_id')
        .execute(),
      db.selectFrom('faq').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
      db
        .selectFrom('variant_group_items')
        .select('group_id')
        .where('product_id', '=', id)
        .orderBy('group_id')
        .executeTakeFirst(),
      db
        .selectFrom('product_stock')
        .select(['branch_id', 'qty'])
        .where('product_id', '=', id)
        .where('branch_id', '>', 0)
        .orderBy('branch_id')
        .execute(),
    ]);
    const parameters: Record<string, number[]> = {};
    for (const p of params) (parameters[String(p.parameter_id)] ??= []).push(p.value_id);
    return {
      images: images.map((i) => ({ source: i.source, withPad: i.with_pad === 1 })),
      videos: videos.map((v) => v.video_id),
      badges: badges.map((b) => b.badge_id),
      gifts: gifts.map((g) => g.gift_product_id),
      campaigns: campaigns.map((c) => c.campaign_id),
      parameters,
      faq: faq.map((f) => ({
        question: { az: f.question_az, ru: f.question_ru, en: f.question_en },
        answer: { az: f.answer_az, ru: f.answer_ru, en: f.answer_en },
      })),
      variantGroup: variant?.group_id ?? null,
      stockAt: Object.fromEntries(stock.filter((s) => s.qty !== 0).map((s) => [String(s.branch_id), s.qty])),
    };
  }

  /** Replaces the product's link rows with these (only the kinds that differ are rewritten). */
  async setLinks(
    id: number,
    next: ProductLinks,
    before: ProductLinks | null,
    product: { colorCode: string | null; colorNames: Record<'az' | 'ru' | 'en', string> },
  ): Promise<void> {
    const db = this.db;
    const same = (k: keyof ProductLinks) => before !== null && JSON.stringify(before[k]) === JSON.stringify(next[k]);
    if (!same('images')) {
      await db.deleteFrom('product_images').where('product_id', '=', id).execute();
      if (next.images.length)
        await db
          .insertInto('product_images')
          .values(
            next.images.map((im, i) => ({
              product_id: id,
              position: i,
              source: im.source,
              with_pad: im.withPad ? 1 : 0,
            })),
          )
          .execute();
    }
    if (!same('videos')) {
      await db.deleteFrom('product_videos').where('product_id', '=', id).execute();
      if (next.videos.length)
        await db
          .insertInto('product_videos')
          .values(next.videos.map((v, i) => ({ product_id: id, position: i, video_id: v })))
          .execute();
    }
    if (!same('badges')) {
      await db.deleteFrom('product_badges').where('product_id', '=', id).execute();
      if (next.badges.length)
        await db
          .insertInto('product_badges')
          .values(next.badges.map((b) => ({ product_id: id, badge_id: b })))
          .execute();
    }
    if (!same('gifts')) {
      await db.deleteFrom('product_gifts').where('product_id', '=', id).execute();
      if (next.gifts.length)
        await db
          .insertInto('product_gifts')
          .values(next.gifts.map((g) => ({ product_id: id, gift_product_id: g })))
          .execute();
    }
    if (!same('campaigns')) {
      await db.deleteFrom('product_campaigns').where('product_id', '=', id).execute();
      if (next.campaigns.length)
        await db
          .insertInto('product_campaigns')
          .values(next.campaigns.map((c) => ({ product_id: id, campaign_id: c })))
          .execute();
    }
    if (!same('parameters')) {
      await db.deleteFrom('product_parameters').where('product_id', '=', id).execute();
      const rows = Object.entries(next.parameters).flatMap(([pid, values]) =>
        values.map((v) => ({ product_id: id, parameter_id: Number(pid), value_id: v })),
      );
      if (rows.length) await db.insertInto('product_parameters').values(rows).execute();
    }
    if (!same('faq')) {
      await db.deleteFrom('faq').where('product_id', '=', id).execute();
      if (next.faq.length)
        await db
          .insertInto('faq')
          .values(
            next.faq.map((f, i) => ({
              product_id: id,
              position: i,
              question_az: f.question.az,
              question_ru: f.question.ru,
              question_en: f.question.en,
              answer_az: f.answer.az,
              answer_ru: f.answer.ru,
              answer_en: f.answer.en,
            })),
          )
          .execute();
    }
    // the colour variant: one group per product; its item carries the product's colour (code and names)
    await db.deleteFrom('variant_group_items').where('product_id', '=', id).execute();
    if (next.variantGroup !== null) {
      const last = await db
        .selectFrom('variant_group_items')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('group_id', '=', next.variantGroup)
        .executeTakeFirst();
      await db
        .insertInto('variant_group_items')
        .values({
          group_id: next.variantGroup,
          product_id: id,
          position: Number(last?.p ?? -1) + 1,
          color_code: product.colorCode,
          value_az: product.colorNames.az,
          value_ru: product.colorNames.ru,
          value_en: product.colorNames.en,
        })
        .execute();
    }
  }
}
