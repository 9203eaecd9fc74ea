import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRANDS } from './data/brands.ts';
import { CATEGORIES } from './data/categories.ts';
import { PALETTES } from './data/colors.ts';
import { PARAMETERS } from './data/parameters.ts';
import { modelDef, pickSpecs, productTitle } from './model-spec.ts';
import { Rng } from './rng.ts';
import { contradictions } from './title-check.ts';

/** Every (sub-category, brand, model) the seed can draw from. */
const MODELS = CATEGORIES.flatMap((top) =>
  top.subs.flatMap((sub) =>
    Object.entries(sub.brands).flatMap(([brand, models]) =>
      models.map((model, index) => ({
        sub,
        brand,
        brandTitle: BRANDS.find((b) => b.slug === brand)!.title,
        model: modelDef(model),
        index,
        count: models.length,
      })),
    ),
  ),
);

/** a model, a random seed and a place in the price range (small, so a counterexample reads well) */
const drawn = fc.record({
  which: fc.integer({ min: 0, max: MODELS.length - 1 }),
  seed: fc.integer(),
  frac: fc.double({ min: 0, max: 1, noNaN: true }),
});
function generate({ which, seed, frac }: { which: number; seed: number; frac: number }) {
  const m = MODELS[which]!;
  const picked = pickSpecs(new Rng(seed), m.sub, m.brand, m.model, frac);
  // a colour the model comes in
  const palette = PALETTES[m.sub.palette].filter((c) => !m.model.colors || m.model.colors.includes(c.generic));
  const [az, ru, en] = productTitle(
    m.sub,
    m.brandTitle,
    m.model.name,
    picked,
    palette[Math.abs(seed) % palette.length]!.marketing,
  );
  return { ...m, picked, az, ru, en };
}

describe('product titles and specifications', () => {
  it('never contradict themselves: one screen size, one chip, and every figure agrees with the specs', () => {
    fc.assert(
      fc.property(drawn, (d) => {
        const g = generate(d);
        for (const title of [g.en, g.ru, g.az])
          expect(contradictions(title, g.picked, g.sub, g.brand), title).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('holds for every model at both ends of its tier', () => {
    for (const m of MODELS)
      for (const frac of [0, 0.5, 1]) {
        const picked = pickSpecs(new Rng(m.index + 7), m.sub, m.brand, m.model, frac);
        for (const color of PALETTES[m.sub.palette].filter(
          (c) => !m.model.colors || m.model.colors.includes(c.generic),
        )) {
          const title = productTitle(m.sub, m.brandTitle, m.model.name, picked, color.marketing)[2];
          expect(contradictions(title, picked, m.sub, m.brand), title).toEqual([]);
        }
      }
  });

  it('picks only values the parameters have', () => {
    const values = new Map(
      PARAMETERS.map((p) => [
        p.code,
        new Set(p.values.flatMap((v) => [v.t[2], ...(v.children ?? []).map((c) => c.t[2])])),
      ]),
    );
    fc.assert(
      fc.property(drawn, (d) => {
        const g = generate(d);
        for (const [code, v] of Object.entries(g.picked))
          expect(values.get(code)?.has(v), `${g.en}: ${code} = ${v}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps related specifications consistent', () => {
    fc.assert(
      fc.property(drawn, (d) => {
        const g = generate(d);
        const p = g.picked;
        // integrated graphics come from the processor's maker, Macs run macOS on Apple chips
        if (p.gpu === 'Intel Iris Xe') expect(p.cpu, g.en).toMatch(/^Intel/);
        if (p.gpu === 'AMD Radeon') expect(p.cpu, g.en).toMatch(/^AMD/);
        if (g.brand === 'apple' && p.cpu) expect(p.cpu, g.en).toMatch(/^Apple/);
        if (g.brand === 'apple' && p.os) expect(['iOS', 'iPadOS', 'macOS', 'watchOS'], g.en).toContain(p.os);
        if (p.os === 'Wear OS' || p.os === 'Android') expect(g.brand, g.en).not.toBe('apple');
        // a 65" TV is 4K; a side-by-side fridge is large
        if (p.diagonal && parseInt(p.diagonal, 10) >= 50) expect(p.resolution, g.en).toBe('4K UHD');
        if (p.fridge_type === 'Side-by-Side') expect(p.volume_l, g.en).toBe('550 L');
        // a corded vacuum has no battery; a game console plays its own platform
        if (p.vacuum_type === 'Bagged' || p.vacuum_type === 'Bagless') expect(p.battery_h, g.en).toBeUndefined();
        if (/PlayStation/.test(g.model.name)) expect(p.platform, g.en).toBe('PlayStation 5');
        if (/Xbox/.test(g.model.name)) expect(p.platform, g.en).toBe('Xbox Series X|S');
      }),
      { numRuns: 3000 },
    );
  });

  it('caught the old contradiction', () => {
    // the title that started it (OPS-5): a MacBook named "13 M3" with a 14" M4 spec part
    expect(
      contradictions(
        'Laptop Apple MacBook Air 13 M3 14" M4 /512GB Space Gray',
        { screen: '14"', cpu: 'Apple M4', ssd: '512 GB' },
        CATEGORIES[1]!.subs[0]!,
        'apple',
      ),
    ).toContain('two chips: M3, M4');
  });
});
