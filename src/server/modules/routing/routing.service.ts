import type { Lang } from '../../../domain/i18n.ts';
import { LANGS } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { RoutingRepo } from './routing.repo.ts';

type ResolvedRoute =
  | {
      kind: 'view';
      view: string;
      entityId: number | null;
      seo: { title: string | null; desc: string | null; keywords: string | null };
      /** the same entity's path in each language, for the language switcher and hreflang */
      alternates: Partial<Record<Lang, string>>;
    }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/** Turns a path that is no local route into a named view from the routes table. */
export class RoutingService {
  constructor(private readonly deps: { connection: TransactionalConnection }) {}

  private get repo(): RoutingRepo {
    return this.deps.connection.shared.repo(RoutingRepo);
  }

  async resolve(lang: Lang, rawPath: string): Promise<ResolvedRoute> {
    const path = normalise(rawPath);
    if (!path) return { kind: 'notFound' };
    const rows = await this.repo.findByPath(path);
    const exact = rows.find((r) => r.lang === lang);
    const row = exact ?? rows[0];
    if (!row) return this.moved(lang, path);
    // a view without an entity (the blog list, the FAQ, Orange stars…) is one page per language: its rows are siblings
    const siblings = await this.repo.findForEntity(row.view, row.entity_id);
    const alternates: Partial<Record<Lang, string>> = {};
    for (const l of LANGS) {
      const s = siblings.find((x) => x.lang === l);
      if (s) alternates[l] = localePath(l, `/${s.path}`);
    }
    if (!exact) {
      // The path belongs to another language: send the shopper to this language's path for the same entity.
      const target = alternates[lang];
      return target ? { kind: 'redirect', to: target } : { kind: 'notFound' };
    }
    return {
      kind: 'view',
      view: row.view,
      entityId: row.entity_id,
      seo: { title: row.seo_title, desc: row.seo_desc, keywords: row.seo_keywords },
      alternates,
    };
  }

  /**
   * A path no page has now, but an entity's page had before (decision 0049): to the entity's current path in this
   * language (else in the language the old path was in), or notFound when the entity has no page any more.
   */
  private async moved(lang: Lang, path: string): Promise<ResolvedRoute> {
    const moved = await this.repo.findMoved(path);
    const was = moved.find((r) => r.lang === lang) ?? moved[0];
    if (!was) return { kind: 'notFound' };
    const now = await this.repo.findForEntity(was.view, was.entity_id);
    const target = now.find((r) => r.lang === lang) ?? now.find((r) => r.lang === was.lang);
    return target && LANGS.includes(target.lang as Lang)
      ? { kind: 'redirect', to: localePath(target.lang as Lang, `/${target.path}`) }
      : { kind: 'notFound' };
  }

  pathsFor(view: string, ids: number[], lang: Lang) {
    return this.repo.pathsFor(view, ids, lang);
  }
}

function normalise(p: string): string {
  let s = p;
  try {
    s = decodeURIComponent(p);
  } catch {
    return '';
  }
  return s.replace(/^\/+|\/+$/g, '').toLowerCase();
}
