import type { WidgetName } from '../../../domain/content.ts';
import type { T3 } from './colors.ts';

/**
 * Editor blocks written once for three languages: each text is a T3 (az, ru, en) and `blocksIn` picks one language,
 * giving the JSON the pages and articles store (CNT-11, plus the shop's widgets).
 */
export type BlockDef =
  | { type: 'header'; level: 2 | 3; t: T3 }
  | { type: 'paragraph'; t: T3 }
  | { type: 'list'; style: 'ordered' | 'unordered'; items: T3[] }
  | { type: 'delimiter' }
  | { type: 'widget'; name: WidgetName };

export const h2 = (...t: T3): BlockDef => ({ type: 'header', level: 2, t });
export const h3 = (...t: T3): BlockDef => ({ type: 'header', level: 3, t });
export const p = (...t: T3): BlockDef => ({ type: 'paragraph', t });
export const ul = (...items: T3[]): BlockDef => ({ type: 'list', style: 'unordered', items });
export const ol = (...items: T3[]): BlockDef => ({ type: 'list', style: 'ordered', items });
export const hr = (): BlockDef => ({ type: 'delimiter' });
export const widget = (name: WidgetName): BlockDef => ({ type: 'widget', name });
export const t3 = (az: string, ru: string, en: string): T3 => [az, ru, en];

/** The stored JSON of `defs` in language number `li` (0 az, 1 ru, 2 en). */
export function blocksIn(defs: readonly BlockDef[], li: 0 | 1 | 2): string {
  return JSON.stringify(
    defs.map((b) => {
      switch (b.type) {
        case 'header':
          return { type: 'header', data: { level: b.level, text: b.t[li] } };
        case 'paragraph':
          return { type: 'paragraph', data: { text: b.t[li] } };
        case 'list':
          return { type: 'list', data: { style: b.style, items: b.items.map((i) => i[li]) } };
        case 'delimiter':
          return { type: 'delimiter', data: {} };
        case 'widget':
          return { type: 'widget', data: { name: b.name } };
      }
    }),
  );
}
