/** The category tree as the back office needs it (pure): subtrees and cycles. */

interface TreeNode {
  id: number;
  parent_id: number | null;
}

/** The given categories and all their descendants. */
export function subtreeOf(nodes: readonly TreeNode[], roots: Iterable<number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const n of nodes)
    if (n.parent_id !== null) (children.get(n.parent_id) ?? children.set(n.parent_id, []).get(n.parent_id)!).push(n.id);
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

/** The categories that are their own ancestor (after a set of moves): empty in a sound tree. */
export function cycleMembers(nodes: readonly TreeNode[]): Set<number> {
  const parent = new Map(nodes.map((n) => [n.id, n.parent_id]));
  const out = new Set<number>();
  for (const n of nodes) {
    const seen = new Set<number>();
    for (let c: number | null | undefined = n.id; c !== null && c !== undefined; c = parent.get(c)) {
      if (seen.has(c)) {
        if (c === n.id) out.add(n.id);
        break;
      }
      seen.add(c);
    }
  }
  return out;
}
