/**
 * SVG icons (24×24, stroke = currentColor). Decorative: always aria-hidden.
 * Glyphs are drawn once per page as `<symbol id="i-l-…">` in the sprite (`<IconSprite />`, mounted in root.tsx);
 * the components render `<svg class="icon"><use href="#i-l-…"/></svg>`. Brand marks used once per page (the footer's
 * social links) are in `social-icons.tsx`, loaded apart. WhatsApp is in the sprite because the footer and the mobile bar both show it.
 */
import type { ReactNode } from 'react';

type Sym = { d: ReactNode; fill?: boolean };

/** Symbol bodies (24×24) for the sprite; ids are `i-l-<key>`. */
export const LAYOUT_ICON_SYMBOLS = {
  menu: { d: <path d="M4 6h16M4 12h16M4 18h16" /> },
  grid: {
    d: (
      <>
        <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
        <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
        <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
        <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
      </>
    ),
  },
  close: { d: <path d="M6 6l12 12M18 6 6 18" /> },
  search: {
    d: (
      <>
        <circle cx="11" cy="11" r="6.5" />
        <path d="m20 20-4.2-4.2" />
      </>
    ),
  },
  heart: { d: <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" /> },
  compare: { d: <path d="M6 20V10M12 20V4M18 20v-7" /> },
  cart: {
    d: (
      <>
        <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1" />
        <circle cx="9.5" cy="20" r="1.2" />
        <circle cx="17.5" cy="20" r="1.2" />
      </>
    ),
  },
  user: {
    d: (
      <>
        <circle cx="12" cy="8" r="3.8" />
        <path d="M4.5 20.5c.9-3.8 3.9-5.8 7.5-5.8s6.6 2 7.5 5.8" />
      </>
    ),
  },
  home: { d: <path d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z" /> },
  chat: {
    d: (
      <>
        <path d="M20 12a8 8 0 0 1-11.7 7.1L4 20l1-4A8 8 0 1 1 20 12z" />
        <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth="2.6" />
      </>
    ),
  },
  phone: {
    d: (
      <path d="M5 4h3.5l1.5 4-2 1.3a11 11 0 0 0 6.7 6.7L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />
    ),
  },
  'chevron-down': { d: <path d="m6 9 6 6 6-6" /> },
  'chevron-right': { d: <path d="m9 6 6 6-6 6" /> },
  'arrow-up': { d: <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" /> },
  tag: {
    d: (
      <>
        <path d="M3.5 12.6V4.5a1 1 0 0 1 1-1h8.1l8 8a1.4 1.4 0 0 1 0 2l-7 7a1.4 1.4 0 0 1-2 0z" />
        <circle cx="8" cy="8" r="1.3" />
      </>
    ),
  },
  globe: {
    d: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z" />
      </>
    ),
  },
  mail: {
    d: (
      <>
        <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
        <path d="m4 7 8 6 8-6" />
      </>
    ),
  },
  star: { d: <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1L3.2 9.4l6.1-.8z" />, fill: true },
  whatsapp: {
    d: (
      <path d="M12 2.8a9.1 9.1 0 0 0-7.8 13.8L3 21l4.5-1.2A9.1 9.1 0 1 0 12 2.8zm0 16.6a7.5 7.5 0 0 1-3.8-1l-.3-.2-2.7.7.7-2.6-.2-.3A7.5 7.5 0 1 1 12 19.4zm4.1-5.6c-.2-.1-1.3-.7-1.6-.7-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.2 6.2 0 0 1-3-2.6c-.2-.4.2-.4.7-1.3.1-.1 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.3 11.3 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.6 2.6 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3z" />
    ),
    fill: true,
  },
} satisfies Record<string, Sym>;

type P = { size?: number };

const use = (name: keyof typeof LAYOUT_ICON_SYMBOLS, { size = 24 }: P) => (
  <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
    <use href={`#i-l-${name}`} />
  </svg>
);

export const IconMenu = (p: P) => use('menu', p);
export const IconGrid = (p: P) => use('grid', p);
export const IconClose = (p: P) => use('close', p);
export const IconSearch = (p: P) => use('search', p);
export const IconHeart = (p: P) => use('heart', p);
export const IconCompare = (p: P) => use('compare', p);
export const IconCart = (p: P) => use('cart', p);
export const IconUser = (p: P) => use('user', p);
export const IconHome = (p: P) => use('home', p);
export const IconChat = (p: P) => use('chat', p);
export const IconPhone = (p: P) => use('phone', p);
export const IconChevronDown = (p: P) => use('chevron-down', p);
export const IconChevronRight = (p: P) => use('chevron-right', p);
export const IconArrowUp = (p: P) => use('arrow-up', p);
export const IconTag = (p: P) => use('tag', p);
export const IconGlobe = (p: P) => use('globe', p);
export const IconMail = (p: P) => use('mail', p);
export const IconStar = (p: P) => use('star', p);
export const IconWhatsapp = (p: P) => use('whatsapp', p);
