import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productSvg } from '../../draw/products.ts';
import { drawnKind, modelDef, pickSpecs } from '../model-spec.ts';
import { Rng } from '../rng.ts';
import { CATEGORIES, type SubDef } from './categories.ts';
import { designFor } from './looks.ts';

const sub = (en: string): SubDef => CATEGORIES.flatMap((t) => t.subs).find((s) => s.t[2] === en)!;

function designOf(s: SubDef, brand: string, index: number): number {
  const model = modelDef(s.brands[brand]![index]!);
  return designFor(drawnKind(s, model.name), brand, model, s, pickSpecs(new Rng(1), s, brand, model, 0.5));
}

async function pixels(svg: string): Promise<string> {
  return createHash('sha1')
    .update(await sharp(Buffer.from(svg)).resize(80).raw().toBuffer())
    .digest('hex');
}

describe('the look of the seeded products', () => {
  it("draws each phone maker's phones its own way (same colour, different pictures)", async () => {
    const phones = sub('Smartphones');
    const seen = new Map<string, string>();
    for (const brand of Object.keys(phones.brands)) {
      const last = phones.brands[brand]!.length - 1;
      const h = await pixels(productSvg('phone', '1f2937', 'pair', designOf(phones, brand, last)));
      expect(seen.get(h), `${brand} looks like ${seen.get(h)}`).toBeUndefined();
      seen.set(h, brand);
    }
  });

  it('varies the drawing between the models of a category', () => {
    const distinct = (en: string) => new Set(Object.entries(sub(en).brands).flatMap(([b, ms]) => ms.map((_, i) => designOf(sub(en), b, i)))).size;
    // the big categories show many different pictures; appliances vary by their maker's style
    const least: Record<string, number> = { Smartphones: 25, Laptops: 15, 'Gaming laptops': 8, Monitors: 10, TVs: 10, 'Smart watches': 10, 'Android tablets': 6, Headphones: 5, 'True wireless earbuds': 5, 'Portable speakers': 4, Refrigerators: 5, 'Washing machines': 3, 'Electric kettles': 3 };
    for (const [en, n] of Object.entries(least)) expect(distinct(en), en).toBeGreaterThanOrEqual(n);
  });

  it('follows what the product is: a flip phone folds, a robot vacuum is round, feature phones have keys', async () => {
    const phones = sub('Smartphones');
    const flip = phones.brands.samsung!.findIndex((m) => modelDef(m).name === 'Galaxy Z Flip6');
    const bar = phones.brands.samsung!.findIndex((m) => modelDef(m).name === 'Galaxy S24');
    expect(await pixels(productSvg('phone', '1f2937', 'front', designOf(phones, 'samsung', flip)))).not.toBe(await pixels(productSvg('phone', '1f2937', 'front', designOf(phones, 'samsung', bar))));
    const vacuums = sub('Vacuum cleaners');
    const robot = vacuums.brands.xiaomi!.findIndex((m) => modelDef(m).name.startsWith('Robot'));
    const stick = vacuums.brands.xiaomi!.findIndex((m) => !modelDef(m).name.startsWith('Robot'));
    expect(designOf(vacuums, 'xiaomi', robot)).not.toBe(designOf(vacuums, 'xiaomi', stick));
    const keypad = sub('Feature phones');
    expect(await pixels(productSvg('phone', '111827', 'front', designOf(keypad, 'nokia', 0)))).not.toBe(await pixels(productSvg('phone', '111827', 'front', designOf(phones, 'samsung', bar))));
  });
});
