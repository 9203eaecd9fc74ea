import type { PickupBranchesRequest } from '../../../domain/api/pickup.ts';
import {
  pickupOptions,
  type BranchAvailability,
  type BranchFacts,
  type PickupBranchOption,
} from '../../../domain/branch-stock.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { ok, type Result } from '../../platform/errors.ts';
import { BranchStockRepo } from './branch-stock.repo.ts';

type BranchRow = Awaited<ReturnType<BranchStockRepo['branches']>>[number];

function mobiles(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

const factsOf = (b: BranchRow, lang: Lang): BranchFacts => ({
  branchId: b.id,
  title: b[`title_${lang}`] || b.title_az,
  address: b[`address_${lang}`] || b.address_az,
  phones: mobiles(b.mobiles),
  lat: b.lat,
  lng: b.lng,
});

/**
 * Stock per branch as the shop sees it (issue 32, decision 0090): the product page's availability and checkout's
 * pickup choice. Read per request from the location rows (never from the catalogue snapshot), so a sale shows at once.
 */
export class BranchStockService {
  constructor(private readonly connection: TransactionalConnection) {}

  /** Every active branch in position order and whether it holds ≥ 1 unit of the product now (no counts shown). */
  async availability(lang: Lang, productId: number): Promise<BranchAvailability[]> {
    const rows = await this.connection.shared.repo(BranchStockRepo).availability(productId);
    return rows.map((r) => ({ ...factsOf(r, lang), inStock: (r.qty ?? 0) > 0 }));
  }

  /** The active branches, each with the lines of the cart it does not hold now (POST /api/checkout/pickup-branches). */
  async pickupBranches(input: PickupBranchesRequest): Promise<Result<{ branches: PickupBranchOption[] }>> {
    const lang = input.lang ?? DEFAULT_LANG;
    const repo = this.connection.shared.repo(BranchStockRepo);
    const ids = [...new Set(input.cart.map((l) => l.id))];
    const [branches, units, titles] = await Promise.all([repo.branches(), repo.unitsOf(ids), repo.titles(ids, lang)]);
    const at = new Map(units.map((u) => [`${u.branch_id}:${u.product_id}`, u.qty]));
    return ok({
      branches: pickupOptions(
        branches.map((b) => factsOf(b, lang)),
        input.cart.map((l) => ({ productId: l.id, qty: l.qty })),
        (b, p) => at.get(`${b}:${p}`) ?? 0,
        (p) => titles.get(p) ?? String(p),
      ),
    });
  }
}
