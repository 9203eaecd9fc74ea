import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { ListDetailsReply, ListDetailsRequest } from '../../../domain/api/cart.ts';
import { ok, type Result } from '../../platform/errors.ts';
import type { CardSource } from '../cart/cart.service.ts';

export type ListDetails = ListDetailsReply;

/**
 * Wish list and compare (issue 7): the guest keeps ids in cookies, the server turns them into product cards in
 * the shopper's language and names the ids to drop. The accounts issue adds server-kept lists behind the same
 * reply, so the pages do not change.
 */
export class ListsService {
  constructor(private readonly catalog: CardSource) {}

  async details(input: ListDetailsRequest & { lang?: Lang }): Promise<Result<ListDetails>> {
    const ids = [...new Set(input.ids)];
    const products = await this.catalog.cards(input.lang ?? DEFAULT_LANG, ids);
    const found = new Set(products.map((p) => p.id));
    return ok({ products, removeProducts: ids.filter((id) => !found.has(id)) });
  }
}
