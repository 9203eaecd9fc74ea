/**
 * What every page of a language shares (decision 0018): the layout — category menu, menus, footer tags — built by the
 * content service, and the file `/_root/<lang>.<hash>.json` that carries it to the browser with the browser's
 * messages (`server/platform/root-data.ts` serves it, `web/lib/root-data.ts` keeps it).
 */
import type { Lang, Messages } from './i18n.ts';

export interface CategoryNode {
  id: number;
  title: string;
  href: string;
  image: string | null;
  isNew: boolean;
  campaign: boolean;
  orangeStar: boolean;
  march8: boolean;
  productCount: number;
  children: CategoryNode[];
}

export interface MenuLink {
  id: number;
  title: string;
  href: string;
  children: MenuLink[];
}

export interface LayoutData {
  categories: CategoryNode[];
  menus: Record<string, { title: string; items: MenuLink[] }>;
  tags: { title: string; href: string }[];
  /** the "Track your order" page in this language (ORD-11): from the server, so the path table stays out of the JS */
  trackHref: string;
}

/** The language's shared file: its browser messages and its layout. */
export interface RootShared {
  lang: Lang;
  messages: Messages;
  layout: LayoutData;
}
