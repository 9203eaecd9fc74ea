import { describe, expect, it } from 'vitest';
import type { AdminRow } from '~/domain/api/admin';
import { reorderItems, treeOrder } from './tree-rows';

const row = (id: number, parentId: number | null = null): AdminRow => ({ id, parentId });

describe('tree lists and drag to reorder', () => {
  it('puts children under their parent, depth-first, keeping the server order among siblings', () => {
    const out = treeOrder([row(3, 1), row(1), row(2), row(4, 3), row(5, 99)]);
    expect(out.map((x) => [x.row.id, x.depth])).toEqual([
      [1, 0],
      [3, 1],
      [4, 2],
      [2, 0],
      [5, 0],
    ]);
  });

  it('still shows rows caught in a parent cycle', () => {
    expect(
      treeOrder([row(1, 2), row(2, 1)])
        .map((x) => x.row.id)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('reorders a flat list: the moved row and its siblings get new positions after the page offset', () => {
    const rows = treeOrder([row(1), row(2), row(3)]);
    expect(reorderItems(rows, 3, 1, 'before', false, 20)).toEqual([
      { id: 3, parentId: null, position: 20 },
      { id: 1, parentId: null, position: 21 },
      { id: 2, parentId: null, position: 22 },
    ]);
    expect(reorderItems(rows, 1, 3, 'after', false, 0)!.map((x) => x.id)).toEqual([2, 3, 1]);
    expect(reorderItems(rows, 1, 1, 'after', false, 0)).toBeNull();
  });

  it('moves a row under another in a tree, and never under itself or its own descendants', () => {
    const rows = treeOrder([row(1), row(2, 1), row(3, 2), row(4)]);
    expect(reorderItems(rows, 4, 1, 'inside', true, 0)).toEqual([
      { id: 2, parentId: 1, position: 0 },
      { id: 4, parentId: 1, position: 1 },
    ]);
    expect(reorderItems(rows, 3, 4, 'before', true, 0)).toEqual([
      { id: 1, parentId: null, position: 0 },
      { id: 3, parentId: null, position: 1 },
      { id: 4, parentId: null, position: 2 },
    ]);
    expect(reorderItems(rows, 1, 3, 'inside', true, 0)).toBeNull();
    expect(reorderItems(rows, 1, 2, 'after', true, 0)).toBeNull();
  });
});
