/** The product form's values and the stored rows, each way (ADM-9). */
import { normalizeColor } from '../../../domain/admin/catalog-paths.ts';
import type { ProductInput } from './product-input.ts';
import type { ProductLinks } from './product-links.repo.ts';
import type { ProductRow, ProductValues } from './products.repo.ts';

/** The form's value of a stored product (also what the audit trail compares). */
export function plain(r: ProductRow, l: ProductLinks): ProductInput {
  return {
    title: { az: r.title_az, ru: r.title_ru, en: r.title_en },
    sku: r.sku,
    categoryId: r.category_id,
    brandId: r.brand_id,
    active: r.active === 1,
    price: r.price,
    priceOld: r.price_old,
    cashDiscount: r.cash_discount,
    basketDiscount: r.basket_discount,
    sameCategoryPercent: r.same_category_percent,
    discountItemsCount: r.discount_items_count,
    discountEndsAt: r.discount_ends_at,
    stock: r.stock,
    newIn: r.new_in === 1,
    bestSeller: r.best_seller === 1,
    orangeStar: r.orange_star === 1,
    march8: r.march8 === 1,
    priceInStore: r.price_in_store === 1,
    specialDiscount: r.special_discount === 1,
    sold: r.sold === 1,
    description: { az: r.desc_az, ru: r.desc_ru, en: r.desc_en },
    content: { az: blocks(r.content_az), ru: blocks(r.content_ru), en: blocks(r.content_en) },
    images: l.images,
    videos: l.videos.map((videoId) => ({ videoId })),
    parameters: l.parameters,
    badges: l.badges,
    gifts: l.gifts,
    campaigns: l.campaigns,
    variantGroupId: l.variantGroup,
    colorCode: r.color_code ? (normalizeColor(r.color_code) ?? r.color_code) : null,
    colorName: { az: r.color_name_az ?? '', ru: r.color_name_ru ?? '', en: r.color_name_en ?? '' },
    faq: l.faq,
    stockAt: l.stockAt,
  };
}

function blocks(json: string): unknown[] {
  try {
    const v: unknown = JSON.parse(json || '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

export function rowValues(i: ProductInput, now: string): ProductValues {
  return {
    sku: i.sku,
    category_id: i.categoryId,
    brand_id: i.brandId,
    title_az: i.title.az,
    title_ru: i.title.ru,
    title_en: i.title.en,
    desc_az: i.description.az,
    desc_ru: i.description.ru,
    desc_en: i.description.en,
    content_az: JSON.stringify(i.content.az),
    content_ru: JSON.stringify(i.content.ru),
    content_en: JSON.stringify(i.content.en),
    price: i.price,
    price_old: i.priceOld,
    stock: i.stock,
    new_in: flag(i.newIn),
    best_seller: flag(i.bestSeller),
    orange_star: flag(i.orangeStar),
    march8: flag(i.march8),
    sold: flag(i.sold),
    price_in_store: flag(i.priceInStore),
    special_discount: flag(i.specialDiscount),
    discount_items_count: i.discountItemsCount,
    discount_ends_at: i.discountEndsAt,
    cash_discount: i.cashDiscount,
    basket_discount: i.basketDiscount,
    same_category_percent: i.sameCategoryPercent,
    color_code: i.colorCode,
    color_name_az: i.colorName.az || null,
    color_name_ru: i.colorName.ru || null,
    color_name_en: i.colorName.en || null,
    active: flag(i.active),
    updated_at: now,
  };
}

export function links(i: ProductInput): ProductLinks {
  return {
    images: i.images,
    videos: i.videos.map((v) => v.videoId),
    badges: [...new Set(i.badges)].sort((a, b) => a - b),
    gifts: [...new Set(i.gifts)].sort((a, b) => a - b),
    campaigns: [...new Set(i.campaigns)].sort((a, b) => a - b),
    parameters: Object.fromEntries(
      Object.entries(i.parameters)
        .filter(([, v]) => v.length)
        .map(([k, v]) => [String(Number(k)), [...new Set(v)].sort((a, b) => a - b)])
        .sort(([a], [b]) => Number(a) - Number(b)),
    ),
    faq: i.faq,
    variantGroup: i.variantGroupId,
    stockAt: Object.fromEntries(Object.entries(i.stockAt).filter(([, n]) => n !== 0)),
  };
}
