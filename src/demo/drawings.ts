import type { GeneratedSpec } from '../server/modules/media/drawing-kinds.ts';
import { badgeSvg, bannerSvg, coverSvg, logoSvg, popupSvg, tileSvg } from './draw/extras.ts';
import { productSvg } from './draw/products.ts';

/**
 * The drawings' one entry for the shop's runtime (decision 0007, docs/architecture.md "Demo"): the media module draws
 * a generator key's picture with `svgFor` and bounds a key's design number with `designCount`. Nothing else of
 * `src/demo/draw/` is imported outside the demo.
 */
export { designCount } from './draw/design.ts';

/** The SVG of a generator key (`keys.ts`): a product in its colour, view and design, a tile, badge, logo, banner… */
export function svgFor(spec: GeneratedSpec): string {
  switch (spec.type) {
    case 'product':
      return productSvg(spec.kind, spec.color, spec.view, spec.design);
    case 'tile':
      return tileSvg(spec.kind, spec.color);
    case 'badge':
      return badgeSvg(spec.icon, spec.color);
    case 'logo':
      return logoSvg(spec.slug);
    case 'banner':
      return bannerSvg(spec.kind, spec.color, spec.bg);
    case 'popup':
      return popupSvg(spec.kind, spec.color);
    case 'cover':
      return coverSvg(spec.kind, spec.color, spec.bg, spec.second);
  }
}
