import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BADGE_ICONS, PRODUCT_KINDS, VIEWS, type ProductKind } from '../../server/modules/media/drawing-kinds.ts';
import { DRAWINGS_VERSION } from '../../server/modules/media/media.service.ts';
import { svgFor } from '../drawings.ts';
import { BRANDS } from '../seed/data/brands.ts';
import { DESIGNS, decodeDesign, designCount, encodeDesign, hasDesigns } from './design.ts';

/** a small rendering's pixels, hashed: equal hashes mean the same picture */
async function pixels(svg: string): Promise<string> {
  const raw = await sharp(Buffer.from(svg)).resize(60).raw().toBuffer();
  return createHash('sha1').update(raw).digest('hex');
}

/**
 * The fingerprint of every drawing at DRAWINGS_VERSION: drawn variants are cached under that version, so a changed
 * drawing must come with a new version (or browsers and servers keep showing the old one from the cache).
 */
const FINGERPRINTS: Record<number, string> = {
  2: 'p4-WAKOMFVhwLuf4-bo3Wuzl',
};

function allDrawings(): string[] {
  const out: string[] = [];
  for (const kind of PRODUCT_KINDS) {
    const designs = [0];
    if (hasDesigns(kind))
      for (const [slot, options] of Object.entries(DESIGNS[kind]) as [string, readonly string[]][])
        for (const o of options.slice(1)) designs.push(encodeDesign(kind, { [slot]: o } as never));
    for (const view of VIEWS)
      for (const design of designs) out.push(svgFor({ type: 'product', kind, color: '4b5563', view, design }));
    out.push(
      svgFor({ type: 'tile', kind, color: 'dbeafe' }),
      svgFor({ type: 'banner', kind, color: '111827', bg: '1e3a8a' }),
      svgFor({ type: 'popup', kind, color: 'f97316' }),
    );
  }
  for (const icon of BADGE_ICONS) out.push(svgFor({ type: 'badge', icon, color: '2563eb' }));
  for (const b of BRANDS) out.push(svgFor({ type: 'logo', slug: b.slug }));
  return out;
}

describe('drawings', () => {
  it('come with a new DRAWINGS_VERSION when they change', () => {
    const h = createHash('sha256');
    for (const svg of allDrawings()) h.update(svg);
    const fingerprint = h.digest('base64url').slice(0, 24);
    expect(
      fingerprint,
      `the drawings changed: bump DRAWINGS_VERSION in media.service.ts to ${DRAWINGS_VERSION + 1} and record ${fingerprint} for it here`,
    ).toBe(FINGERPRINTS[DRAWINGS_VERSION]);
  });

  it('every product kind renders in every view as a 1500×1800 packshot', async () => {
    for (const kind of PRODUCT_KINDS) {
      for (const view of VIEWS) {
        const svg = svgFor({ type: 'product', kind, color: 'f3f4f6', view });
        expect(svg, `${kind} ${view}`).not.toMatch(/NaN|undefined/);
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect([meta.width, meta.height], `${kind} ${view}`).toEqual([1500, 1800]);
        const blue = svgFor({ type: 'product', kind, color: '2563eb', view });
        const { data, info } = await sharp(Buffer.from(blue)).resize(30).raw().toBuffer({ resolveWithObject: true });
        // something is drawn: not every pixel is background
        let dark = 0;
        for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 200) dark++;
        expect(dark, `${kind} ${view}`).toBeGreaterThan(0);
      }
    }
  });

  it('every design option of every kind draws, and changes the picture', async () => {
    const same: string[] = [];
    for (const kind of PRODUCT_KINDS) {
      if (!hasDesigns(kind)) continue;
      const base = await pixels(svgFor({ type: 'product', kind, color: '4b5563', view: 'front' }));
      const back = await pixels(svgFor({ type: 'product', kind, color: '4b5563', view: 'back' }));
      for (const [slot, options] of Object.entries(DESIGNS[kind]) as [string, readonly string[]][]) {
        for (const option of options.slice(1)) {
          const design = encodeDesign(kind, { [slot]: option } as never);
          expect(decodeDesign(kind, design)[slot]).toBe(option);
          const front = svgFor({ type: 'product', kind, color: '4b5563', view: 'front', design });
          const rear = svgFor({ type: 'product', kind, color: '4b5563', view: 'back', design });
          expect(front + rear, `${kind} ${slot}=${option}`).not.toMatch(/NaN|undefined/);
          // the option shows on the front or on the back
          const changed = (await pixels(front)) !== base || (await pixels(rear)) !== back;
          if (!changed) same.push(`${kind} ${slot}=${option}`);
        }
      }
    }
    expect(same, 'options drawn like the default').toEqual([]);
  });

  it('draws every kind differently (distinct pictures, not one drawing recoloured)', async () => {
    const seen = new Map<string, ProductKind>();
    for (const kind of PRODUCT_KINDS) {
      const h = await pixels(svgFor({ type: 'product', kind, color: '2563eb', view: 'front' }));
      expect(seen.get(h), `${kind} looks like ${seen.get(h)}`).toBeUndefined();
      seen.set(h, kind);
    }
  });

  it('numbers designs compactly, one number per choice', () => {
    for (const kind of PRODUCT_KINDS) {
      const n = designCount(kind);
      expect(n).toBeLessThan(1_000_000);
      if (!hasDesigns(kind)) continue;
      for (const d of [0, 1, n - 1]) expect(encodeDesign(kind, decodeDesign(kind, d) as never)).toBe(d);
    }
    expect(() => encodeDesign('phone', { cam: 'hexagon' } as never)).toThrow(/no cam/);
  });

  it('badges, logos, tiles, banners and popups render at their original sizes', async () => {
    const cases = [
      ...BADGE_ICONS.map((icon) => [svgFor({ type: 'badge', icon, color: '2563eb' }), 192, 192] as const),
      [svgFor({ type: 'logo', slug: 'samsung' }), 480, 240] as const,
      [svgFor({ type: 'logo', slug: 'some-new-brand' }), 480, 240] as const,
      [svgFor({ type: 'tile', kind: 'phone', color: 'dbeafe' }), 400, 400] as const,
      [svgFor({ type: 'banner', kind: 'tv', color: '111827', bg: '1e3a8a' }), 2000, 1000] as const,
      [svgFor({ type: 'popup', kind: 'earbuds', color: 'f97316' }), 1000, 1000] as const,
    ];
    for (const [svg, w, h] of cases) {
      expect(svg).not.toMatch(/NaN|undefined/);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height]).toEqual([w, h]);
    }
  });

  it('gives every brand a wordmark of its own that fits its canvas', async () => {
    // a type treatment per brand (no shared generic mark), none repeated
    expect(new Set(BRANDS.map((b) => JSON.stringify(b.logo))).size).toBe(BRANDS.length);
    const seen = new Map<string, string>();
    for (const b of [...BRANDS.map((x) => x.slug), 'a-brand-added-later']) {
      const svg = svgFor({ type: 'logo', slug: b });
      const h = await pixels(svg);
      expect(seen.get(h), `${b} looks like ${seen.get(h)}`).toBeUndefined();
      seen.set(h, b);
      // nothing clipped: the name stays inside the canvas with a margin (the widths come from font-metrics.ts)
      const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      let minX = info.width;
      let maxX = 0;
      let ink = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = 0; x < info.width; x++)
          if (data[(y * info.width + x) * 4 + 3]! > 40) {
            ink++;
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
          }
      expect(ink, b).toBeGreaterThan(500);
      expect(minX, b).toBeGreaterThanOrEqual(8);
      expect(maxX, b).toBeLessThanOrEqual(info.width - 8);
      // and it is not a sliver: at least 40% of the width or a third of the height
      expect(maxX - minX, b).toBeGreaterThan(120);
    }
  });

  it('escapes brand names in logos', () => {
    expect(svgFor({ type: 'logo', slug: 'delonghi' })).toContain('De&apos;Longhi');
  });
});
