import type { AdminRow } from '~/domain/api/admin';

/**
 * A tree list's rows in display order (each parent followed by its children, depth-first, keeping the server's
 * order among siblings) with their depth. A row whose parent is not on this page starts at depth 0.
 */
export function treeOrder(rows: readonly AdminRow[]): { row: AdminRow; depth: number }[] {
  const ids = new Set(rows.map((r) => r.id));
  const parentOf = (r: AdminRow) => {
    const p = r.parentId;
    return typeof p === 'number' && ids.has(p) && p !== r.id ? p : null;
  };
  const children = new Map<number | null, AdminRow[]>();
  for (const r of rows) {
    const p = parentOf(r);
    children.set(p, [...(children.get(p) ?? []), r]);
  }
  const out: { row: AdminRow; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const r of children.get(parent) ?? []) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push({ row: r, depth });
      walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  // rows caught in a cycle (a bad parent chain) still show, flat
  for (const r of rows) if (!seen.has(r.id)) out.push({ row: r, depth: 0 });
  return out;
}

export type DropPlace = 'before' | 'after' | 'inside';

/**
 * The reorder request after dropping `dragged` on `target`: the new parent, and the positions of every sibling
 * under it (0, 1, 2… in display order, after the page's offset). Dropping a row into its own subtree is refused.
 */
export function reorderItems(
  rows: readonly { row: AdminRow; depth: number }[],
  draggedId: number,
  targetId: number,
  place: DropPlace,
  tree: boolean,
  offset: number,
): { id: number; parentId: number | null; position: number }[] | null {
  if (draggedId === targetId) return null;
  const byId = new Map(rows.map((x) => [x.row.id, x.row]));
  const target = byId.get(targetId);
  const dragged = byId.get(draggedId);
  if (!target || !dragged) return null;
  const parentOf = (r: AdminRow): number | null => (tree && typeof r.parentId === 'number' ? r.parentId : null);
  // no row may move under itself or under one of its descendants
  if (tree) {
    for (
      let p: number | null = place === 'inside' ? targetId : parentOf(target);
      p !== null;
      p = byId.has(p) ? parentOf(byId.get(p)!) : null
    )
      if (p === draggedId) return null;
  }
  const newParent = place === 'inside' && tree ? targetId : parentOf(target);
  const siblings = rows.map((x) => x.row).filter((r) => r.id !== draggedId && parentOf(r) === newParent);
  let at =
    place === 'inside' ? siblings.length : siblings.findIndex((r) => r.id === targetId) + (place === 'after' ? 1 : 0);
  if (at < 0) at = siblings.length;
  siblings.splice(at, 0, dragged);
  return siblings.map((r, i) => ({ id: r.id, parentId: tree ? newParent : null, position: offset + i }));
}
