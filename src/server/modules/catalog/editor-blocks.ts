/** Rich content (editor blocks) of products and campaigns: parsed leniently, never a 500 (CNT-11). */
import type { EditorBlock } from '../../../domain/catalog.ts';

/** A block the page can render: the right fields with the right types (anything else is dropped). */
export function isValidBlock(b: unknown): b is EditorBlock {
  if (!b || typeof b !== 'object') return false;
  const { type, data } = b as { type?: unknown; data?: Record<string, unknown> };
  if (typeof type !== 'string' || !data || typeof data !== 'object') return type === 'delimiter';
  const str = (v: unknown) => typeof v === 'string';
  switch (type) {
    case 'header':
      return str(data.text) && typeof data.level === 'number';
    case 'paragraph':
      return str(data.text);
    case 'list':
      return Array.isArray(data.items) && data.items.every(str);
    case 'image':
      return (
        !!data.file &&
        typeof data.file === 'object' &&
        str((data.file as { url?: unknown }).url) &&
        (data.caption === undefined || str(data.caption))
      );
    case 'embed':
      return str(data.embed);
    case 'delimiter':
      return true;
    default:
      return false;
  }
}

/** The valid blocks of stored JSON (an array of blocks or `{ blocks: [...] }`); bad JSON gives none. */
export function parseBlocks(json: string | null | undefined): EditorBlock[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    const blocks = Array.isArray(v)
      ? v
      : Array.isArray((v as { blocks?: unknown })?.blocks)
        ? (v as { blocks: unknown[] }).blocks
        : [];
    return blocks.filter(isValidBlock);
  } catch {
    return [];
  }
}
