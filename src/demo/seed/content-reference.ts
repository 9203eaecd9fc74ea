import { TAG_SELF_SEARCH } from '../../domain/content.ts';
import { badgeKey, bannerKey } from '../../server/modules/media/keys.ts';
import type { T3 } from './data/colors.ts';
import {
  BADGES,
  BANNERS,
  BRANCHES,
  CAMPAIGNS,
  CITIES,
  FAQ_SITE,
  HOME_SEO,
  MENUS,
  TAGS,
  VIDEOS,
} from './data/content.ts';
import { DAY, LANGS, type Cell, type SeedContext } from './seed-context.ts';

/**
 * The shop's reference content written before the products: badges and campaigns (the products link to them), the
 * special listings' routes, the site-wide FAQ, menus and tags, cities with their districts, places and branches,
 * banners, videos and the home page's SEO setting. Ends by writing the routes gathered so far.
 */
export async function seedContentReference(ctx: SeedContext): Promise<void> {
  const w = ctx.w;
  // badges
  await w.insert(
    'badges',
    ['id', 'name_az', 'name_ru', 'name_en', 'image'],
    BADGES.map((b, i) => [i + 1, ...b.t, badgeKey(b.icon, b.color)]),
  );

  // campaigns
  const campRows: Cell[][] = CAMPAIGNS.map((c, i) => {
    const cid = i + 1;
    ctx.campaignIds.push({ id: cid, kinds: c.kinds });
    const prefixes = ['kampaniyalar', 'aktsii', 'campaigns'];
    LANGS.forEach((l, li) =>
      ctx.route(l, `${prefixes[li]}/${c.slug[li]}`, 'Campaign', cid, { title: c.t[li]!, desc: c.intro[li]! }),
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
    return [cid, ...c.t, bannerKey(c.kind, c.color, c.bg), ...content, ctx.iso(3 * DAY), ctx.iso(-c.days * DAY), 1, i];
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
  for (const [view, paths] of special) LANGS.forEach((l, li) => ctx.route(l, paths[li]!, view, null));

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
  await ctx.flushRoutes();
}
