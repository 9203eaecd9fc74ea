/** The category tree as the back office needs it (pure): subtrees and cycles. */

export interface TreeNode {
  id: number;
  parent_id: number | null;
}

/** The given categories and all their descendants. */
export function subtreeOf(nodes: readonly TreeNode[], roots: Iterable<number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const n of nodes) if (n.parent_id !== null) (children.get(n.parent_id) ?? children.set(n.parent_id, []).get(n.parent_id)!).push(n.id);
  const out = new Set<number>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Would putting `id` under `parentId` make a category its own ancestor? */
export function makesCycle(nodes: readonly TreeNode[], id: number, parentId: number | null): boolean {
  if (parentId === null) return false;
  return subtreeOf(nodes, [id]).has(parentId);
}
