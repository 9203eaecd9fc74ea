import type { ProductKind } from '../../server/modules/media/drawing-kinds.ts';
import type { Rng } from './rng.ts';
import type { Model, ModelDef, Picked, SpecRule, SubDef } from './data/categories.ts';
import type { T3 } from './data/colors.ts';

/**
 * One product's specification and title, from its model. A model fixes what it always has (an iPhone 16 Pro's
 * 6.3" screen, a MacBook Air's M3 chip), the brand what all its models share (iOS); the rest is picked from the
 * sub-category's lists, scaled by where the model sits between entry level and flagship. The title is built
 * from the same picks, so a screen size or a chip appears once and agrees with the specifications.
 */

/** parameters whose values are listed from low to high and follow the model's tier */
const SCALED = new Set([
  'ram',
  'storage',
  'ssd',
  'camera',
  'gpu',
  'refresh',
  'battery_mah',
  'diagonal',
  'resolution',
  'power',
  'speed',
  'wifi',
  'volume_l',
  'load_kg',
  'btu',
  'area',
]);

export const modelDef = (model: Model): ModelDef => (typeof model === 'string' ? { name: model } : model);

/** the kind a model is drawn as: the sub-category's, or a particular model's (a Switch is a handheld) */
export const drawnKind = (def: SubDef, modelName: string): ProductKind =>
  Object.entries(def.kindByModel ?? {}).find(([word]) => modelName.includes(word))?.[1] ?? def.kind;

/**
 * The product's parameter values (English value text by code), without colour, warranty and country.
 * `frac` is the model's place in the category's price range (0 entry … 1 flagship).
 */
export function pickSpecs(rng: Rng, def: SubDef, brandSlug: string, model: ModelDef, frac: number): Picked {
  const picked: Picked = {};
  const brand = def.brandSpecs?.[brandSlug];
  for (const [code, all] of Object.entries(def.params)) {
    const rule: SpecRule | undefined = model.specs?.[code] ?? brand?.[code];
    if (typeof rule === 'string') {
      // fixed, or '' for "this model has none"
      if (rule) picked[code] = rule;
      continue;
    }
    const values = rule ?? all;
    if (SCALED.has(code) && values.length > 1) {
      const i = Math.round(frac * (values.length - 1) + (rng.next() - 0.5) * 1.2);
      picked[code] = values[Math.min(values.length - 1, Math.max(0, i))]!;
    } else picked[code] = rng.pick(values);
  }
  // a model's fixed values for parameters the category does not list (rare) still count
  for (const [code, rule] of Object.entries(model.specs ?? {}))
    if (!(code in def.params) && typeof rule === 'string' && rule) picked[code] = rule;
  def.derive?.(picked);
  for (const [code, v] of Object.entries(picked)) if (!v) delete picked[code];
  return picked;
}

/** "Xiaomi 14" already names its brand: no "Xiaomi Xiaomi 14" */
export const brandInTitle = (brandTitle: string, modelName: string) =>
  !modelName.toLowerCase().startsWith(`${brandTitle.toLowerCase()} `);

/** the title in az, ru, en: noun, brand, model, the spec part built from the picks, the colour's name */
export function productTitle(
  def: SubDef,
  brandTitle: string,
  modelName: string,
  picked: Picked,
  colorName: string,
): T3 {
  const spec = def.spec ? def.spec(picked, modelName).replace(/\s+/g, ' ').trim() : '';
  const brand = brandInTitle(brandTitle, modelName) ? brandTitle : '';
  // "HERO13 Black" already says its colour
  const color = modelName.toLowerCase().endsWith(colorName.toLowerCase()) && !spec ? '' : colorName;
  return def.noun.map((noun) => [noun, brand, modelName, spec, color].filter(Boolean).join(' ')) as unknown as T3;
}
