import type { Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import type { CampaignCard, DeliveryPrices, FaqItem, PageDetail, PopupInfo } from '../../../domain/content.ts';
import { fillFacts, type ContentFacts } from '../../../domain/content-facts.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { col } from '../catalog/catalog-text.ts';
import type { RoutingService } from '../routing/routing.service.ts';
import { parseContentBlocks } from './content-blocks.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { PagesRepo } from './pages.repo.ts';

interface PagesSettings {
  freeDeliveryFrom: number;
  deliveryPriceUnderMin: number;
}

/** Generic content pages with their widgets' data, the FAQ and the campaigns list (CNT-3…CNT-10, decision 0036). */
export class PagesService {
  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      routing: RoutingService;
      settings: PagesSettings;
      /** the numbers texts state through placeholders (`domain/content-facts.ts`, computed once in services.ts) */
      facts?: ContentFacts;
    },
  ) {}

  private get repo(): PagesRepo {
    return this.deps.connection.shared.repo(PagesRepo);
  }

  private get facts(): ContentFacts {
    return this.deps.facts ?? {};
  }

  /** A text column in the language, its placeholders filled from the configuration. */
  private text(row: Record<string, unknown>, base: string, lang: Lang): string {
    return fillFacts(col(row, base, lang), this.facts);
  }

  async page(lang: Lang, id: number): Promise<Result<PageDetail>> {
    return this.pageOf(lang, { id });
  }

  /** A page the shop does not show too, for a staff member's preview (decision 0086); never for a visitor. */
  async pagePreview(lang: Lang, id: number): Promise<Result<PageDetail>> {
    return this.pageOf(lang, { id }, true);
  }

  /** Content page by its key (the contacts and careers pages' text): one read, as by id. */
  pageByKey(lang: Lang, key: string): Promise<Result<PageDetail>> {
    return this.pageOf(lang, { key });
  }

  private async pageOf(lang: Lang, by: { id: number } | { key: string }, hidden = false): Promise<Result<PageDetail>> {
    const row = await this.repo.page(by, hidden);
    if (!row) return fail('notFound', 'content.notFound');
    const blocks = parseContentBlocks(this.text(row, 'content', lang));
    const page: PageDetail = {
      kind: 'page',
      id: row.id,
      key: row.key,
      title: col(row, 'title', lang),
      cover: row.cover,
      blocks,
      updatedAt: row.updated_at,
    };
    if (blocks.some((b) => b.type === 'widget' && b.data.name === 'delivery-prices'))
      page.deliveryPrices = await this.deliveryPrices(lang);
    return ok(page);
  }

  /** Every city, district and place with its delivery price, and the rules that apply to them. */
  async deliveryPrices(lang: Lang): Promise<DeliveryPrices> {
    const { cities, districts, places } = await this.repo.deliveryGeography();
    const placesOf = new Map<number, DeliveryPrices['cities'][number]['districts'][number]['places']>();
    for (const p of places) {
      const list = placesOf.get(p.district_id) ?? [];
      list.push({ id: p.id, title: col(p, 'title', lang), price: p.delivery_price, oneDay: p.one_day === 1 });
      placesOf.set(p.district_id, list);
    }
    const districtsOf = new Map<number, DeliveryPrices['cities'][number]['districts']>();
    for (const d of districts) {
      const list = districtsOf.get(d.city_id) ?? [];
      list.push({ id: d.id, title: col(d, 'title', lang), places: placesOf.get(d.id) ?? [] });
      districtsOf.set(d.city_id, list);
    }
    return {
      freeFrom: this.deps.settings.freeDeliveryFrom,
      underMin: this.deps.settings.deliveryPriceUnderMin,
      cities: cities.map((c) => ({
        id: c.id,
        title: col(c, 'title', lang),
        delivery: c.delivery === 1,
        threshold: c.free_delivery_threshold === 1,
        districts: districtsOf.get(c.id) ?? [],
      })),
    };
  }

  async faq(lang: Lang): Promise<Result<{ items: FaqItem[] }>> {
    const rows = await this.repo.faq();
    return ok({
      items: rows
        .map((r) => ({ id: r.id, question: this.text(r, 'question', lang), answer: this.text(r, 'answer', lang) }))
        .filter((f) => f.question.trim() !== ''),
    });
  }

  /** Campaigns running or coming (not ended at `now`), each linking to its products listing. */
  async campaigns(lang: Lang, now = new Date()): Promise<Result<{ items: CampaignCard[] }>> {
    const rows = await this.repo.campaigns(now.toISOString());
    const paths = await this.deps.routing.pathsFor(
      'Campaign',
      rows.map((r) => r.id),
      lang,
    );
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        title: col(r, 'title', lang),
        href: paths.has(r.id)
          ? localePath(lang, `/${paths.get(r.id)}`)
          : localePath(lang, `/products?campaign=${r.id}`),
        image: r.image,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
      })),
    });
  }

  /** The advertising popups running now, each on its page's path in `lang` (CNT-13, decision 0039). */
  async popups(lang: Lang, now = new Date()): Promise<Result<{ items: PopupInfo[] }>> {
    const rows = await this.repo.popups(now.toISOString());
    return ok({
      items: rows
        .filter((r) => r[`path_${lang}`] !== '')
        .map((r) => ({
          id: r.id,
          path: r[`path_${lang}`],
          title: col(r, 'title', lang),
          image: r.image,
          link: r[`link_${lang}`],
        })),
    });
  }
}
