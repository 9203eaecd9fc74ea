/**
 * The catalogue's metadata as the index holds it (categories, brands, filter parameters and values, campaigns) and
 * the product flag bits: what the snapshot (catalog-snapshot.ts) and the metadata's derivation
 * (catalog-index-meta.ts) both name.
 */
import type { Lang } from '../../../domain/i18n.ts';

export type Titles = Record<Lang, string>;

export interface CategoryNode {
  id: number;
  parentId: number | null;
  position: number;
  title: Titles;
  image: string | null;
  smallAppliance: boolean;
  isNew: boolean;
  isCampaign: boolean;
  children: number[];
}
export interface BrandNode {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  showInHome: boolean;
  position: number;
}
export interface ParameterNode {
  id: number;
  title: Titles;
  type: string;
  position: number;
  isFilter: boolean;
  scrolled: boolean;
  searchable: boolean;
}
export interface ValueNode {
  id: number;
  parameterId: number;
  parentId: number | null;
  position: number;
  title: Titles;
  color: string | null;
  children: number[];
}
export interface CampaignNode {
  id: number;
  title: Titles;
  position: number;
}

export const FLAG = { newIn: 1, bestSeller: 2, orangeStar: 4, march8: 8, sale: 16, unavailable: 32 } as const;
