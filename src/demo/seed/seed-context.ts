import type { BulkWriter } from './bulk.ts';
import type { ProductKind } from '../../server/modules/media/drawing-kinds.ts';
import type { SubDef, TopDef } from './data/categories.ts';
import type { T3 } from './data/colors.ts';
import { Rng } from './rng.ts';

/** The generator's seed: the same seed, product count and date give the same rows (OPS-5). */
const SEED = 20261121;
export const LANGS = ['az', 'ru', 'en'] as const;
export const DAY = 86_400_000;

export type Cell = string | number | null;

/** A leaf category as the products see it: its parent, its definition and the parameters it lists. */
export interface SubInfo {
  id: number;
  top: TopDef;
  topId: number;
  def: SubDef;
  paramCodes: string[];
}

export interface ParamInfo {
  id: number;
  /** English value text → value id (leaves only for hierarchical parameters) */
  values: Map<string, { id: number; t: T3 }>;
  t: T3;
}

/**
 * What the seed's steps share: the writer, the seed date, the one random sequence (every step draws from it in a
 * fixed order, so the rows stay the same), the ids the reference data was given, and the `routes` rows written in
 * batches with the rows they point at.
 */
export class SeedContext {
  readonly rng = new Rng(SEED);
  readonly subs: SubInfo[] = [];
  readonly subWeights: number[] = [];
  readonly params = new Map<string, ParamInfo>();
  readonly brandIds = new Map<string, number>();
  readonly campaignIds: { id: number; kinds: ProductKind[] }[] = [];
  categoryCount = 0;
  paramCount = 0;
  private nextRouteId = 1;
  private routeRows: Cell[][] = [];

  constructor(
    readonly w: BulkWriter,
    readonly now: Date,
  ) {}

  /** the ISO time `msAgo` before the seed date (negative: after it) */
  iso(msAgo: number): string {
    return new Date(this.now.getTime() - msAgo).toISOString();
  }

  route(
    lang: string,
    path: string,
    view: string,
    entityId: number | null,
    seo?: { title: string; desc: string },
  ): void {
    this.routeRows.push([this.nextRouteId++, lang, path, view, entityId, seo?.title ?? null, seo?.desc ?? null, null]);
  }

  async flushRoutes(): Promise<void> {
    await this.w.insert(
      'routes',
      ['id', 'lang', 'path', 'view', 'entity_id', 'seo_title', 'seo_desc', 'seo_keywords'],
      this.routeRows,
    );
    this.routeRows = [];
  }
}
