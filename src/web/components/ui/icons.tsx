/**
 * Small SVG icons (no icon font, no library). All are decorative: give the button an aria-label.
 * Each glyph is drawn once per page as a `<symbol id="i-…">` in the sprite (`<IconSprite />`, mounted in root.tsx);
 * the components only render `<svg><use href="#i-…"/></svg>`, so a listing with 24 cards does not repeat the paths.
 * Stroke icons: fill none, stroke currentColor 1.8, round caps; `fill: true` icons: fill currentColor, no stroke.
 * `fillable: true` icons are stroked and take their fill from their own `<svg>`: none by default, and CSS can fill them
 * (`.is-on svg{fill:currentColor}`: the heart of a product in the wish list). The other symbols set `fill="none"` on
 * themselves, which no rule on the `<svg>` can override.
 */
type P = { size?: number; className?: string };
type Sym = { d: React.ReactNode; fill?: boolean; fillable?: boolean };

/** Symbol bodies (24×24) for the sprite; ids are `i-<key>`. */
export const UI_ICON_SYMBOLS = {
  heart: {
    d: (
      <path d="M12 20.5s-7.5-4.4-9.3-9.1C1.5 8.2 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.7 4.5 6.9-1.8 4.7-9.3 9.1-9.3 9.1z" />
    ),
    fillable: true,
  },
  compare: {
    d: (
      <>
        <path d="M7 4v16M17 4v16" />
        <path d="M3 8l4-4 4 4M13 16l4 4 4-4" />
      </>
    ),
  },
  cart: {
    d: (
      <>
        <path d="M3 4h2l2.2 11.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </>
    ),
  },
  'chevron-right': { d: <path d="M9 5l7 7-7 7" /> },
  'chevron-left': { d: <path d="M15 5l-7 7 7 7" /> },
  'chevron-down': { d: <path d="M5 9l7 7 7-7" /> },
  'chevron-up': { d: <path d="M5 15l7-7 7 7" /> },
  close: { d: <path d="M6 6l12 12M18 6L6 18" /> },
  check: { d: <path d="M5 12.5l4.5 4.5L19 7.5" /> },
  'zoom-in': {
    d: (
      <>
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5M11 8v6M8 11h6" />
      </>
    ),
  },
  'zoom-out': {
    d: (
      <>
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5M8 11h6" />
      </>
    ),
  },
  reset: {
    d: (
      <>
        <path d="M4 12a8 8 0 1 0 2.4-5.7" />
        <path d="M4 4v4h4" />
      </>
    ),
  },
  download: {
    d: (
      <>
        <path d="M12 4v11M7 10.5l5 5 5-5" />
        <path d="M5 20h14" />
      </>
    ),
  },
  fullscreen: { d: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" /> },
  filter: { d: <path d="M4 6h16M7 12h10M10 18h4" /> },
  search: {
    d: (
      <>
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5" />
      </>
    ),
  },
  play: { d: <path d="M8 5.5v13l11-6.5z" />, fill: true },
  truck: {
    d: (
      <>
        <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" />
        <circle cx="6.5" cy="17.5" r="1.8" />
        <circle cx="17" cy="17.5" r="1.8" />
      </>
    ),
  },
  card: {
    d: (
      <>
        <rect x="2.5" y="5" width="19" height="14" rx="2" />
        <path d="M2.5 10h19M6 15h4" />
      </>
    ),
  },
  shield: {
    d: (
      <>
        <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
        <path d="M8.5 12l2.5 2.5 4.5-5" />
      </>
    ),
  },
  return: {
    d: (
      <>
        <path d="M9 14L4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </>
    ),
  },
  gift: {
    d: (
      <>
        <rect x="3.5" y="8" width="17" height="4" />
        <path d="M5 12v8.5h14V12M12 8v12.5M12 8S10.5 3.5 8 4.5 9 8 12 8zM12 8s1.5-4.5 4-3.5S15 8 12 8z" />
      </>
    ),
  },
  star: { d: <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />, fill: true },
} satisfies Record<string, Sym>;

type Name = keyof typeof UI_ICON_SYMBOLS;
// `fillable`: repeated here, not read from UI_ICON_SYMBOLS, which only the server's sprite may import (no drawing data
// in the browser's JavaScript)
const svg = (name: Name, { size = 20, className }: P, fillable = false) => (
  <svg
    className={className}
    width={size}
    height={size}
    aria-hidden="true"
    focusable="false"
    fill={fillable ? 'none' : undefined}
  >
    <use href={`#i-${name}`} />
  </svg>
);
export const IconHeart = (p: P) => svg('heart', p, true);
export const IconCompare = (p: P) => svg('compare', p);
export const IconCart = (p: P) => svg('cart', p);
export const IconChevron = ({ dir = 'right', ...p }: P & { dir?: 'left' | 'right' | 'down' | 'up' }) =>
  svg(`chevron-${dir}`, p);
export const IconClose = (p: P) => svg('close', p);
export const IconCheck = (p: P) => svg('check', p);
export const IconZoomIn = (p: P) => svg('zoom-in', p);
export const IconZoomOut = (p: P) => svg('zoom-out', p);
export const IconReset = (p: P) => svg('reset', p);
export const IconDownload = (p: P) => svg('download', p);
export const IconFullscreen = (p: P) => svg('fullscreen', p);
export const IconFilter = (p: P) => svg('filter', p);
export const IconSearch = (p: P) => svg('search', p);
export const IconPlay = (p: P) => svg('play', p);
export const IconTruck = (p: P) => svg('truck', p);
export const IconCard = (p: P) => svg('card', p);
export const IconShield = (p: P) => svg('shield', p);
export const IconReturn = (p: P) => svg('return', p);
export const IconGift = (p: P) => svg('gift', p);
export const IconStar = (p: P) => svg('star', p);
