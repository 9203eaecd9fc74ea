import type { Lang } from '../../../domain/i18n.ts';
import type { CategoryNode, LayoutData, MenuLink } from '../../../domain/layout.ts';
import { tagPath } from '../../../domain/content.ts';
import { localePath, TRACK_PATH } from '../../../domain/routes.ts';
import type { RoutingService } from '../routing/routing.service.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { ContentRepo } from './content.repo.ts';

const TTL_MS = 30_000;
/** how often a process asks the database whether the layout's tables changed */
const VERSION_CHECK_MS = 1_000;

/**
 * Data every page's layout needs (category tree, menus, footer tags), per language.
 * Kept in memory for a short time: it changes rarely and is read on every page view.
 * Each process keeps its own copy; at most once a second a request compares `content_state.version` (bumped by
 * triggers on menus, menu items, tags and categories, migration 0019) with the one its copy was built at, so a
 * staff edit made by any process shows everywhere within about a second (TTL_MS is only the backstop).
 */
export class ContentService {
  private cache = new Map<Lang, { at: number; value: Promise<LayoutData> }>();
  private version: { checkedAt: number; value: number | null; pending: Promise<void> | null } = {
    checkedAt: 0,
    value: null,
    pending: null,
  };

  constructor(
    private readonly deps: { connection: TransactionalConnection; routing: RoutingService; versionCheckMs?: number },
  ) {}

  private get repo(): ContentRepo {
    return this.deps.connection.shared.repo(ContentRepo);
  }

  /** Drops the cached layouts when the content version moved since the last check (one query a second at most). */
  private checkVersion(): Promise<void> {
    const every = this.deps.versionCheckMs ?? VERSION_CHECK_MS;
    if (this.version.pending) return this.version.pending;
    if (Date.now() - this.version.checkedAt < every) return Promise.resolve();
    this.version.checkedAt = Date.now();
    const pending = this.repo
      .version()
      .then((v) => {
        if (this.version.value !== null && v !== this.version.value) this.cache.clear();
        this.version.value = v;
      })
      .catch(() => undefined)
      .finally(() => {
        this.version.pending = null;
      });
    this.version.pending = pending;
    return pending;
  }

  async layout(lang: Lang): Promise<LayoutData> {
    await this.checkVersion();
    const hit = this.cache.get(lang);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = this.loadLayout(lang);
    this.cache.set(lang, { at: Date.now(), value });
    value.catch(() => this.cache.delete(lang));
    return value;
  }

  /** The home page's SEO title, description and keywords for a language (setting `home_seo`), or null. */
  async homeSeo(lang: Lang): Promise<{ title: string | null; desc: string | null; keywords: string | null } | null> {
    const all = (await this.repo.setting('home_seo')) as
      Partial<Record<Lang, { title?: string; desc?: string; keywords?: string }>> | undefined;
    const v = all?.[lang];
    if (!v) return null;
    return { title: v.title || null, desc: v.desc || null, keywords: v.keywords || null };
  }

  invalidate(): void {
    this.cache.clear();
  }

  private async loadLayout(lang: Lang): Promise<LayoutData> {
    const [cats, { menus, items }, tags] = await Promise.all([
      this.repo.categories(),
      this.repo.menus(),
      this.repo.tags(),
    ]);
    const paths = await this.deps.routing.pathsFor(
      'Category',
      cats.map((c) => c.id),
      lang,
    );
    const nodes = new Map<number, CategoryNode>();
    for (const c of cats) {
      nodes.set(c.id, {
        id: c.id,
        title: c[`title_${lang}`],
        href: paths.has(c.id)
          ? localePath(lang, `/${paths.get(c.id)}`)
          : localePath(lang, `/products?filter_category=${c.id}`),
        image: c.image,
        isNew: c.is_new === 1,
        campaign: c.is_campaign === 1,
        orangeStar: c.orange_star === 1,
        march8: c.march8 === 1,
        productCount: c.product_count,
        children: [],
      });
    }
    const roots: CategoryNode[] = [];
    for (const c of cats) {
      const node = nodes.get(c.id)!;
      const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }

    const menuOut: LayoutData['menus'] = {};
    for (const m of menus) {
      const links = new Map<number, MenuLink>();
      const top: MenuLink[] = [];
      // an item without a title or a link in this language is not shown in it (the back office allows that)
      for (const it of items.filter(
        (i) => i.menu_id === m.id && i[`title_${lang}`] !== '' && i[`url_${lang}`] !== '',
      )) {
        links.set(it.id, {
          id: it.id,
          title: it[`title_${lang}`],
          href: localePath(lang, it[`url_${lang}`]),
          children: [],
        });
      }
      for (const it of items.filter((i) => links.has(i.id))) {
        const link = links.get(it.id)!;
        const parent = it.parent_id === null ? undefined : links.get(it.parent_id);
        if (parent) parent.children.push(link);
        else top.push(link);
      }
      menuOut[m.name] = { title: m[`title_${lang}`], items: top };
    }
    return {
      categories: roots,
      menus: menuOut,
      trackHref: localePath(lang, TRACK_PATH[lang]),
      tags: tags.map((t) => ({
        title: t[`title_${lang}`],
        href: localePath(lang, tagPath(t.url, t[`title_${lang}`])),
      })),
    };
  }
}
