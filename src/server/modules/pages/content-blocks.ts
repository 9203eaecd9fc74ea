/** Editor blocks of content pages: the editor's blocks plus the shop's widgets (decision 0036). */
import { isWidgetName, type ContentBlock } from '../../../domain/content.ts';
import { isValidBlock } from '../catalog/editor-blocks.ts';

/** The blocks of stored JSON a page can render: valid editor blocks and known widgets; bad JSON gives none. */
export function parseContentBlocks(json: string | null | undefined): ContentBlock[] {
  if (!json) return [];
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return [];
  }
  const list = Array.isArray(v)
    ? v
    : Array.isArray((v as { blocks?: unknown })?.blocks)
      ? (v as { blocks: unknown[] }).blocks
      : [];
  const out: ContentBlock[] = [];
  for (const b of list) {
    if (isValidBlock(b)) out.push(b);
    else if (b && typeof b === 'object' && (b as { type?: unknown }).type === 'widget') {
      const name = (b as { data?: { name?: unknown } }).data?.name;
      if (isWidgetName(name)) out.push({ type: 'widget', data: { name } });
    }
  }
  return out;
}
