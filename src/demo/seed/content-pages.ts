import type { Kysely } from 'kysely';
import { slugify } from '../../domain/text.ts';
import { BRANCHES_PATH, CAMPAIGNS_PATH, CAREERS_PATH, CONTACTS_PATH, CONTENT_PATHS } from '../../domain/routes.ts';
import { coverKey, popupKey } from '../../server/modules/media/keys.ts';
import type { DB } from '../../server/db/schema.ts';
import { BulkWriter } from './bulk.ts';
import type { Dialect } from '../../server/db/kysely.ts';
import { ARTICLES } from './data/articles.ts';
import { blocksIn, type BlockDef } from './data/blocks.ts';
import { PAGES } from './data/pages.ts';
import { VACANCIES, VIEW_PAGES } from './data/careers.ts';
import { bakuDay } from '../../domain/dates.ts';

const LANGS = ['az', 'ru', 'en'] as const;
const DAY = 86_400_000;

/** Paths of the views that are one page per language (no entity): the blog list, the FAQ, the campaigns list. */
const SINGLE_VIEWS: { view: string; paths: Record<(typeof LANGS)[number], string> }[] = [
  { view: 'Blog', paths: { az: 'blog', ru: 'blog', en: 'blog' } },
  { view: 'Faq', paths: { az: 'faq', ru: 'faq', en: 'faq' } },
  {
    view: 'Campaigns',
    paths: { az: CAMPAIGNS_PATH.az.slice(1), ru: CAMPAIGNS_PATH.ru.slice(1), en: CAMPAIGNS_PATH.en.slice(1) },
  },
  {
    view: 'Branches',
    paths: { az: BRANCHES_PATH.az.slice(1), ru: BRANCHES_PATH.ru.slice(1), en: BRANCHES_PATH.en.slice(1) },
  },
  {
    view: 'Careers',
    paths: { az: CAREERS_PATH.az.slice(1), ru: CAREERS_PATH.ru.slice(1), en: CAREERS_PATH.en.slice(1) },
  },
  {
    view: 'Contacts',
    paths: { az: CONTACTS_PATH.az.slice(1), ru: CONTACTS_PATH.ru.slice(1), en: CONTACTS_PATH.en.slice(1) },
  },
];

/** Plain text of a language's first paragraph, for an SEO description. */
function lead(blocks: BlockDef[], li: 0 | 1 | 2): string {
  const first = blocks.find((b) => b.type === 'paragraph');
  const text = first && first.type === 'paragraph' ? first.t[li].replace(/<[^>]*>/g, '') : '';
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}

/**
 * Content pages, blog articles and the routes of the content views (CNT-2, CNT-10, decision 0036), written after the
 * catalogue in the seed's transaction. Deterministic: explicit ids (routes continue after the catalogue's),
 * dates counted back from the seed date.
 */
export async function seedContentPages(db: Kysely<DB>, dialect: Dialect, now: Date): Promise<void> {
  const w = new BulkWriter(db as unknown as Kysely<unknown>, dialect);
  const max = await db
    .selectFrom('routes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let routeId = Number(max?.id ?? 0) + 1;
  const routes: (string | number | null)[][] = [];
  // no SEO title: the page title is then "page title | site title" (NAV-5); the description is the page's
  const route = (lang: string, path: string, view: string, entityId: number | null, desc: string | null) =>
    routes.push([routeId++, lang, path, view, entityId, null, desc, null]);
  const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();

  await w.insert(
    'pages',
    [
      'id',
      'key',
      'title_az',
      'title_ru',
      'title_en',
      'content_az',
      'content_ru',
      'content_en',
      'cover',
      'active',
      'created_at',
      'updated_at',
    ],
    PAGES.map((pg, i) => {
      const id = i + 1;
      LANGS.forEach((l, li) => route(l, CONTENT_PATHS[pg.key][l].slice(1), 'Page', id, pg.desc[li as 0 | 1 | 2]));
      const cover = pg.cover ? coverKey(pg.cover.kind, pg.cover.color, pg.cover.bg, pg.cover.second) : null;
      return [
        id,
        pg.key,
        ...pg.t,
        blocksIn(pg.blocks, 0),
        blocksIn(pg.blocks, 1),
        blocksIn(pg.blocks, 2),
        cover,
        1,
        iso(400 * DAY),
        iso((30 + i * 7) * DAY),
      ];
    }),
  );

  // the careers and contacts pages' text: reached through their own views, so no Page route
  await w.insert(
    'pages',
    [
      'id',
      'key',
      'title_az',
      'title_ru',
      'title_en',
      'content_az',
      'content_ru',
      'content_en',
      'cover',
      'active',
      'created_at',
      'updated_at',
    ],
    VIEW_PAGES.map((pg, i) => [
      PAGES.length + i + 1,
      pg.key,
      ...pg.t,
      blocksIn(pg.blocks, 0),
      blocksIn(pg.blocks, 1),
      blocksIn(pg.blocks, 2),
      null,
      1,
      iso(400 * DAY),
      iso(60 * DAY),
    ]),
  );

  const cityId = new Map((await db.selectFrom('cities').select(['id', 'slug']).execute()).map((c) => [c.slug, c.id]));
  const day = (msFromNow: number) => bakuDay(new Date(now.getTime() + msFromNow));
  await w.insert(
    'vacancies',
    [
      'id',
      'title_az',
      'title_ru',
      'title_en',
      'description_az',
      'description_ru',
      'description_en',
      'requirements_az',
      'requirements_ru',
      'requirements_en',
      'min_salary',
      'max_salary',
      'city_ids',
      'min_age',
      'max_age',
      'min_experience',
      'max_experience',
      'start_date',
      'end_date',
      'position',
      'active',
      'created_at',
      'updated_at',
    ],
    VACANCIES.map((v, i) => {
      const id = i + 1;
      LANGS.forEach((l, li) =>
        route(l, `${CAREERS_PATH[l].slice(1)}/${slugify(v.t[li as 0 | 1 | 2])}`, 'Vacancy', id, null),
      );
      const cities = JSON.stringify(v.cities.map((c) => cityId.get(c)).filter((x) => x !== undefined));
      return [
        id,
        ...v.t,
        ...[0, 1, 2].map((li) => blocksIn(v.description, li as 0 | 1 | 2)),
        ...[0, 1, 2].map((li) => blocksIn(v.requirements, li as 0 | 1 | 2)),
        v.salary[0],
        v.salary[1],
        cities,
        v.age[0],
        v.age[1],
        v.experience[0],
        v.experience[1],
        day(-v.openedDaysAgo * DAY),
        v.closesInDays === null ? null : day(v.closesInDays * DAY),
        i,
        1,
        iso(v.openedDaysAgo * DAY),
        iso(v.openedDaysAgo * DAY),
      ];
    }),
  );

  // the advertising popup of the campaigns page (CNT-13), shown once per session
  await w.insert(
    'popups',
    [
      'id',
      'title_az',
      'title_ru',
      'title_en',
      'path_az',
      'path_ru',
      'path_en',
      'link_az',
      'link_ru',
      'link_en',
      'image',
      'starts_at',
      'ends_at',
      'active',
    ],
    [
      [
        1,
        'Qara Cümə: 40%-dək endirim',
        'Чёрная пятница: скидки до 40%',
        'Black Friday: up to 40% off',
        CAMPAIGNS_PATH.az,
        `/ru${CAMPAIGNS_PATH.ru}`,
        `/en${CAMPAIGNS_PATH.en}`,
        '/sale',
        '/ru/sale',
        '/en/sale',
        popupKey('tv', 'f97316'),
        iso(2 * DAY),
        null,
        1,
      ],
    ],
  );

  const used = { az: new Set<string>(), ru: new Set<string>(), en: new Set<string>() };
  await w.insert(
    'articles',
    [
      'id',
      'title_az',
      'title_ru',
      'title_en',
      'content_az',
      'content_ru',
      'content_en',
      'image',
      'published_at',
      'active',
      'created_at',
      'updated_at',
    ],
    ARTICLES.map((a, i) => {
      const id = i + 1;
      LANGS.forEach((l, li) => {
        const title = a.t[li];
        if (!title) return;
        let slug = slugify(title);
        if (used[l].has(slug)) slug = `${slug}-${id}`;
        used[l].add(slug);
        route(l, `blog/${slug}`, 'Article', id, lead(a.blocks, li as 0 | 1 | 2));
      });
      const published = iso(a.daysAgo * DAY - 9 * 3_600_000);
      const content = LANGS.map((_, li) => (a.t[li] ? blocksIn(a.blocks, li as 0 | 1 | 2) : '[]'));
      return [
        id,
        ...a.t,
        ...content,
        coverKey(a.cover.kind, a.cover.color, a.cover.bg, a.cover.second),
        published,
        1,
        published,
        published,
      ];
    }),
  );

  for (const v of SINGLE_VIEWS) for (const l of LANGS) route(l, v.paths[l], v.view, null, null);
  await w.insert(
    'routes',
    ['id', 'lang', 'path', 'view', 'entity_id', 'seo_title', 'seo_desc', 'seo_keywords'],
    routes,
  );
}
