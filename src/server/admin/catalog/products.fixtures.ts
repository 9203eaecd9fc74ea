import { FX } from '../../modules/catalog/catalog.fixtures.ts';

/** A complete, valid product form (what the admin page sends). */
export function productBody(over: Record<string, unknown> = {}) {
  return {
    title: { az: 'Philips buxarlı ütü GC 4567', ru: 'Паровой утюг Philips GC 4567', en: 'Philips Steam Iron GC 4567' },
    sku: 'PHI-GC4567',
    categoryId: FX.cat.irons,
    brandId: FX.brand.philips,
    active: true,
    price: 15_990,
    priceOld: 18_990,
    cashDiscount: 500,
    basketDiscount: null,
    sameCategoryPercent: null,
    discountItemsCount: null,
    discountEndsAt: null,
    stock: 12,
    newIn: true,
    bestSeller: false,
    orangeStar: false,
    march8: false,
    priceInStore: false,
    specialDiscount: false,
    sold: false,
    description: { az: 'Güclü buxar', ru: 'Мощный пар', en: 'Powerful steam' },
    content: { az: [{ type: 'paragraph', data: { text: 'Ütü haqqında' } }], ru: [], en: [] },
    images: [
      { source: 'iron--1f2937--front.png', withPad: false },
      { source: 'my-upload-1.jpg', withPad: true },
    ],
    videos: [{ videoId: 'dQw4w9WgXcQ' }],
    parameters: { [FX.param.color]: [FX.value.black] },
    badges: [1],
    gifts: [FX.product.iphone],
    campaigns: [1],
    variantGroupId: null,
    colorCode: '#000000',
    colorName: { az: 'Qara', ru: 'Чёрный', en: 'Black' },
    faq: [
      {
        question: { az: 'Zəmanət?', ru: 'Гарантия?', en: 'Warranty?' },
        answer: { az: '2 il', ru: '2 года', en: '2 years' },
      },
    ],
    ...over,
  };
}
