import * as z from 'zod/mini';
import { SKU_PATTERN, VIDEO_ID_PATTERN } from '../../../domain/admin/catalog-paths.ts';
import { colorField } from './color-field.ts';
import { multiLangText } from '../../../domain/api/admin.ts';
import { idField, requiredOr } from '../../../domain/api/fields.ts';
import { LANGS } from '../../../domain/i18n.ts';
import { isValidBlock } from '../../modules/catalog/editor-blocks.ts';
import { parseKey, type Area } from '../../modules/media/keys.ts';

/** The largest price, in qəpik (10,000,000 ₼), and the most stock a product can hold. */
const PRICE_MAX = 1_000_000_000;
const STOCK_MAX = 1_000_000;
/** The most pictures a product has. */
export const IMAGES_MAX = 30;

const int = (min: number, max: number) =>
  z
    .int({ error: requiredOr('validation.invalidType') })
    .check(z.minimum(min, { error: 'validation.tooSmall' }), z.maximum(max, { error: 'validation.tooBig' }));
const bool = () => z.boolean({ error: requiredOr('validation.invalidType') });
/** money in qəpik: a whole number ≥ 0 */
const money = () => int(0, PRICE_MAX);
const ids = (max: number) =>
  z
    .array(idField(), { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(max, { error: 'validation.tooBig' }));

/** An image key of an area (an upload's key or a generated one, `media/keys.ts`). */
export const imageKey = (area: Area) =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.refine((v) => parseKey(area, v) !== null, { error: 'admin-catalog.validation.imageKey' }),
  );

/** Editor blocks of one language: blocks the shop can render, at most 200 and 200,000 characters of JSON. */
const editorBlocks = () =>
  z.array(z.unknown(), { error: requiredOr('validation.invalidType') }).check(
    z.maxLength(200, { error: 'validation.tooBig' }),
    z.refine((v) => v.every(isValidBlock), { error: 'admin-catalog.validation.blocks' }),
    z.refine((v) => JSON.stringify(v).length <= 200_000, { error: 'validation.tooLong' }),
  );

// an empty input is no date (the form's date field sends '' when it is cleared or was never set)
const isoDate = () =>
  z.pipe(
    z.nullable(
      z
        .string({ error: requiredOr('validation.invalidType') })
        .check(
          z.refine(
            (v) =>
              v === '' ||
              (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(v) &&
                !Number.isNaN(Date.parse(v))),
            { error: 'validation.invalidFormat' },
          ),
        ),
    ),
    z.transform((v: string | null) => (v === '' ? null : v)),
  );

/** The product form (create and update): every field the back office edits, strict. */
export const productInput = z.strictObject({
  title: multiLangText(200),
  sku: z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.refine((v) => SKU_PATTERN.test(v), { error: 'admin-catalog.validation.sku' }),
  ),
  categoryId: idField(),
  brandId: z.nullable(idField()),
  active: bool(),
  // prices (qəpik)
  price: money(),
  priceOld: z.nullable(money()),
  cashDiscount: z.nullable(money()),
  basketDiscount: z.nullable(money()),
  sameCategoryPercent: z.nullable(int(1, 99)),
  discountItemsCount: z.nullable(int(2, 100)),
  discountEndsAt: isoDate(),
  stock: int(0, STOCK_MAX),
  // branch id → units there (decision 0090): the form's fields `stockAt.<id>`; `stock` is the sum, whose own change
  // goes to the online warehouse
  stockAt: z._default(
    z.record(z.string().check(z.regex(/^\d{1,9}$/, { error: 'validation.invalidValue' })), int(0, STOCK_MAX), {
      error: requiredOr('validation.invalidType'),
    }),
    {},
  ),
  // flags
  newIn: bool(),
  bestSeller: bool(),
  orangeStar: bool(),
  march8: bool(),
  priceInStore: bool(),
  specialDiscount: bool(),
  sold: bool(),
  // texts
  description: multiLangText(1000, []),
  content: z.strictObject(
    Object.fromEntries(LANGS.map((l) => [l, editorBlocks()])) as Record<
      (typeof LANGS)[number],
      ReturnType<typeof editorBlocks>
    >,
    { error: requiredOr('validation.invalidType') },
  ),
  // images: the first is the main one; `withPad` asks for the padded variant
  images: z
    .array(z.strictObject({ source: imageKey('p'), withPad: bool() }), { error: requiredOr('validation.invalidType') })
    .check(z.maxLength(IMAGES_MAX, { error: 'validation.tooBig' })),
  videos: z
    .array(
      z.strictObject({
        videoId: z.string({ error: requiredOr('validation.invalidType') }).check(
          z.trim(),
          z.refine((v) => VIDEO_ID_PATTERN.test(v), { error: 'admin-catalog.validation.videoId' }),
        ),
      }),
      {
        error: requiredOr('validation.invalidType'),
      },
    )
    .check(z.maxLength(10, { error: 'validation.tooBig' })),
  // parameter id → its chosen value ids; absent when the form shows no parameter (a category without any)
  parameters: z._default(
    z.record(z.string().check(z.regex(/^\d{1,9}$/, { error: 'validation.invalidValue' })), ids(50), {
      error: requiredOr('validation.invalidType'),
    }),
    {},
  ),
  badges: ids(20),
  gifts: ids(20),
  campaigns: ids(50),
  // colour and its variant group
  variantGroupId: z.nullable(idField()),
  colorCode: colorField(),
  colorName: multiLangText(60, []),
  faq: z
    .array(z.strictObject({ question: multiLangText(300), answer: multiLangText(2000) }), {
      error: requiredOr('validation.invalidType'),
    })
    .check(z.maxLength(30, { error: 'validation.tooBig' })),
});
export type ProductInput = z.output<typeof productInput>;

/**
 * The fields of a product form that pass their own schema, when the whole form does not: the resource's rules that
 * need the database or two fields (a taken SKU, the old price, references) still run on them, so one answer names
 * every fault (a refused title and a taken SKU together, not one save after the other).
 */
export function validParts(raw: unknown): Partial<ProductInput> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const body = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(productInput.def.shape)) {
    const r = z.safeParse(schema, body[key]);
    if (r.success) out[key] = r.data;
  }
  return out as Partial<ProductInput>;
}
