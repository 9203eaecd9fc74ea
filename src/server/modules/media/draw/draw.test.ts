import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BADGE_ICONS, PRODUCT_KINDS, VIEWS } from '../keys.ts';
import { svgFor } from '../media.service.ts';

describe('drawings', () => {
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

  it('escapes brand names in logos', () => {
    expect(svgFor({ type: 'logo', slug: 'delonghi' })).toContain('De&apos;Longhi');
  });
});
