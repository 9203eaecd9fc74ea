import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { ComparedParam, CompareDetails, ListDetailsReply, ListDetailsRequest } from '../../../domain/api/cart.ts';
import { ok, type Result } from '../../platform/errors.ts';
import type { CardSource } from '../cart/cart.service.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { ListsRepo } from './lists.repo.ts';

type ListDetails = ListDetailsReply;

/**
 * Wish list and compare (CART-13…CART-14): the guest keeps ids in cookies, the server turns them into product cards in
 * the shopper's language and names the ids to drop. The accounts issue adds server-kept lists behind the same
 * reply, so the pages do not change.
 */
export class ListsService {
  constructor(private readonly deps: { connection: TransactionalConnection; catalog: CardSource }) {}

  private get catalog(): CardSource {
    return this.deps.catalog;
  }

  private get repo(): ListsRepo {
    return this.deps.connection.shared.repo(ListsRepo);
  }

  /** The compare page: cards side by side and their comparable parameters as rows. */
  async compare(input: ListDetailsRequest & { lang?: Lang }): Promise<Result<CompareDetails>> {
    const lang = input.lang ?? DEFAULT_LANG;
    const details = await this.details(input);
    if (!details.ok) return details;
    const ids = details.data.products.map((p) => p.id);
    const rows = await this.repo.comparableParams(ids);
    const column = new Map(ids.map((id, i) => [id, i]));
    const params = new Map<number, { id: number; title: string; position: number; values: string[][] }>();
    for (const r of rows) {
      let p = params.get(r.id);
      if (!p) {
        p = { id: r.id, title: r[`title_${lang}`], position: r.position, values: ids.map(() => []) };
        params.set(r.id, p);
      }
      p.values[column.get(r.product_id)!]!.push(r[`value_${lang}`]);
    }
    const out: ComparedParam[] = [...params.values()].map((p) => {
      const values = p.values.map((v) => v.join(', '));
      return { id: p.id, title: p.title, values, differs: new Set(values).size > 1 };
    });
    return ok({ ...details.data, params: out });
  }

  async details(input: ListDetailsRequest & { lang?: Lang }): Promise<Result<ListDetails>> {
    const ids = [...new Set(input.ids)];
    const products = await this.catalog.cards(input.lang ?? DEFAULT_LANG, ids);
    const found = new Set(products.map((p) => p.id));
    return ok({ products, removeProducts: ids.filter((id) => !found.has(id)) });
  }
}
