import type { ProductInput } from './product-input.ts';
import type { AdminProductsRepo } from './products.repo.ts';

/**
 * The rules that need more than one field or the database; field errors keyed like the form's fields. Also run on
 * the parts of a form its schema refused (`checkBody`): a rule whose fields are missing there is skipped.
 */
export async function checkProduct(
  i: Partial<ProductInput>,
  id: number | null,
  repo: AdminProductsRepo,
): Promise<Record<string, string>> {
  const e: Record<string, string> = {};
  const price = i.price;
  if (price !== undefined && i.priceOld !== undefined && i.priceOld !== null && i.priceOld <= price)
    e.priceOld = 'admin-catalog.validation.oldPriceNotAbove';
  if (
    price !== undefined &&
    i.cashDiscount !== undefined &&
    i.cashDiscount !== null &&
    i.cashDiscount >= price &&
    price > 0
  )
    e.cashDiscount = 'admin-catalog.validation.discountBelowPrice';
  if (
    price !== undefined &&
    i.basketDiscount !== undefined &&
    i.basketDiscount !== null &&
    i.basketDiscount >= price &&
    price > 0
  )
    e.basketDiscount = 'admin-catalog.validation.discountBelowPrice';
  if (i.variantGroupId !== undefined && i.variantGroupId !== null && i.colorName && !i.colorName.az)
    e['colorName.az'] = 'admin-catalog.validation.variantNeedsColor';
  // a new product's stock is the sum of its places (decision 0090): the branches cannot hold more than the total typed
  if (id === null && i.stock !== undefined && i.stockAt) {
    const atBranches = Object.values(i.stockAt).reduce((a, n) => a + n, 0);
    if (atBranches > i.stock) e.stock = 'admin-catalog.validation.stockBelowBranches';
  }
  const other = i.sku === undefined ? null : await repo.idBySku(i.sku);
  if (other !== null && other !== id) e.sku = 'admin-catalog.validation.skuTaken';
  const badges = i.badges ?? [];
  const campaigns = i.campaigns ?? [];
  const giftIds = i.gifts ?? [];
  const branchIds = Object.keys(i.stockAt ?? {}).map(Number);
  const [cats, brands, badgesFound, campaignsFound, gifts, groups, branches] = await Promise.all([
    repo.existing('categories', i.categoryId === undefined ? [] : [i.categoryId]),
    repo.existing('brands', i.brandId === undefined || i.brandId === null ? [] : [i.brandId]),
    repo.existing('badges', badges),
    repo.existing('campaigns', campaigns),
    repo.existing('products', giftIds),
    repo.existing(
      'variant_groups',
      i.variantGroupId === undefined || i.variantGroupId === null ? [] : [i.variantGroupId],
    ),
    repo.existing('branches', branchIds),
  ]);
  // units at a branch that is not one (decision 0090)
  for (const b of branchIds) if (!branches.has(b)) e[`stockAt.${b}`] = 'admin-catalog.validation.unknownRef';
  if (i.categoryId !== undefined && !cats.has(i.categoryId)) e.categoryId = 'admin-catalog.validation.unknownRef';
  if (i.brandId !== undefined && i.brandId !== null && !brands.has(i.brandId))
    e.brandId = 'admin-catalog.validation.unknownRef';
  if (badges.some((b) => !badgesFound.has(b))) e.badges = 'admin-catalog.validation.unknownRef';
  if (campaigns.some((c) => !campaignsFound.has(c))) e.campaigns = 'admin-catalog.validation.unknownRef';
  if (giftIds.some((g) => !gifts.has(g))) e.gifts = 'admin-catalog.validation.unknownRef';
  else if (id !== null && giftIds.includes(id)) e.gifts = 'admin-catalog.validation.giftSelf';
  if (i.variantGroupId !== undefined && i.variantGroupId !== null && !groups.has(i.variantGroupId))
    e.variantGroupId = 'admin-catalog.validation.unknownRef';
  const parameters = i.parameters ?? {};
  const owner = await repo.valueParameters(Object.values(parameters).flat());
  for (const [pid, values] of Object.entries(parameters))
    if (values.some((v) => owner.get(v) !== Number(pid)))
      e[`parameters.${pid}`] = 'admin-catalog.validation.valueOfParameter';
  return e;
}
