import type { ArticleCard, ArticleDetail, BlogList } from '../../../domain/content.ts';
import { BLOG_PAGE_SIZE, blocksText } from '../../../domain/content.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { parseBlocks } from '../catalog/editor-blocks.ts';
import type { RoutingService } from '../routing/routing.service.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { BlogRepo } from './blog.repo.ts';

/** How many other articles an article page suggests. */
const MORE = 3;

/** The blog list (paginated, per language) and articles (CNT-2). */
export class BlogService {
  constructor(private readonly deps: { connection: TransactionalConnection; routing: RoutingService }) {}

  private get repo(): BlogRepo {
    return this.deps.connection.shared.repo(BlogRepo);
  }

  private get routing(): RoutingService {
    return this.deps.routing;
  }

  /** Page `page` (from 1) of the articles in `lang`; a page past the last is notFound (the first always exists). */
  async list(lang: Lang, page: number, now = new Date()): Promise<Result<BlogList>> {
    const at = now.toISOString();
    const total = await this.repo.count(lang, at);
    const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    if (!Number.isInteger(page) || page < 1 || page > pages) return fail('notFound', 'content.notFound');
    const rows = await this.repo.page(lang, at, (page - 1) * BLOG_PAGE_SIZE, BLOG_PAGE_SIZE);
    const items = await this.cards(rows, lang);
    // the page's first article leads it, with its opening words
    const lead = items[0];
    if (lead) lead.excerpt = blocksText(parseBlocks(await this.repo.content(lead.id, lang)), 220);
    return ok({ items, page, pages, total });
  }

  /** An article in `lang` with a few others to read next; notFound when it is not published in that language. */
  async article(lang: Lang, id: number, now = new Date()): Promise<Result<ArticleDetail>> {
    return this.articleOf(lang, id, now, false);
  }

  /**
   * An article not published (hidden, dated later, or without a title in `lang`) too, for a staff member's preview
   * (decision 0086); never for a visitor.
   */
  articlePreview(lang: Lang, id: number, now = new Date()): Promise<Result<ArticleDetail>> {
    return this.articleOf(lang, id, now, true);
  }

  private async articleOf(lang: Lang, id: number, now: Date, preview: boolean): Promise<Result<ArticleDetail>> {
    const row = await this.repo.article(id, preview);
    const at = now.toISOString();
    if (!row || (!preview && (row.published_at > at || row[`title_${lang}`].trim() === '')))
      return fail('notFound', 'content.notFound');
    const more = await this.cards(await this.repo.page(lang, at, 0, MORE, id), lang);
    return ok({
      id: row.id,
      title: row[`title_${lang}`] || row.title_az,
      image: row.image,
      publishedAt: row.published_at,
      updatedAt: row.updated_at,
      blocks: parseBlocks(row[`content_${lang}`]),
      more,
    });
  }

  private async cards(
    rows: {
      id: number;
      title_az: string;
      title_ru: string;
      title_en: string;
      image: string | null;
      published_at: string;
    }[],
    lang: Lang,
  ): Promise<ArticleCard[]> {
    const paths = await this.routing.pathsFor(
      'Article',
      rows.map((r) => r.id),
      lang,
    );
    return rows
      .filter((r) => paths.has(r.id))
      .map((r) => ({
        id: r.id,
        title: r[`title_${lang}`],
        href: localePath(lang, `/${paths.get(r.id)}`),
        image: r.image,
        publishedAt: r.published_at,
      }));
  }
}
