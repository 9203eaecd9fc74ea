import { describe, expect, it } from 'vitest';
import { cycleMembers, makesCycle, subtreeOf } from './category-tree.ts';

const tree = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 3, parent_id: 2 },
  { id: 4, parent_id: null },
];

describe('category tree', () => {
  it('finds a subtree', () => {
    expect([...subtreeOf(tree, [1])].sort()).toEqual([1, 2, 3]);
    expect([...subtreeOf(tree, [4])]).toEqual([4]);
  });

  it('refuses to put a category under itself or a descendant', () => {
    expect(makesCycle(tree, 1, 3)).toBe(true);
    expect(makesCycle(tree, 1, 1)).toBe(true);
    expect(makesCycle(tree, 3, 4)).toBe(false);
    expect(makesCycle(tree, 2, null)).toBe(false);
  });

  it('finds the members of a cycle made by several moves together', () => {
    expect(cycleMembers(tree).size).toBe(0);
    const moved = tree.map((n) => (n.id === 1 ? { ...n, parent_id: 4 } : n.id === 4 ? { ...n, parent_id: 3 } : n));
    expect([...cycleMembers(moved)].sort()).toEqual([1, 2, 3, 4]);
  });
});
