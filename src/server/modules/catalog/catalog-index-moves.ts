/**
 * Step 1 of the incremental update (decision 0020): which products changed, entered or left, the new ids in id order
 * and the map from old positions to new ones (`Remap`), the rest of the update follows.
 */
import { newBits, set } from './bitset.ts';
import type { Remap } from './catalog-index-lists.ts';
import type { ProductInput } from './catalog-index-meta.ts';
import type { Slicer } from './catalog-index-slices.ts';
import { PositionIndex, type Snapshot } from './catalog-snapshot.ts';

/** A product the change names: its position before (undefined: it was not listed) and after (undefined: it left). */
export interface ChangedProduct {
  id: number;
  oldPos: number | undefined;
  newPos: number | undefined;
  /** its state now: the input when active, null when inactive or deleted */
  input: ProductInput | null;
}

interface Moves {
  /** the products the change names that were or are listed, by id */
  items: ChangedProduct[];
  ids: Int32Array;
  pos: PositionIndex;
  /** some product entered or left */
  membershipChanged: boolean;
  /** every product that stays keeps its position */
  identity: boolean;
  /** new position → old position (-1: entered), or null when nothing entered or left */
  newToOld: Int32Array | null;
  remap: Remap;
}

/** The moves a change makes in the previous snapshot's product list. */
export async function moveProducts(
  prev: Snapshot,
  products: ReadonlyMap<number, ProductInput | null>,
  slicer: Slicer,
): Promise<Moves> {
  const items: ChangedProduct[] = [];
  for (const id of [...products.keys()].sort((a, b) => a - b)) {
    const oldPos = prev.pos.get(id);
    const input = products.get(id) ?? null;
    if (oldPos === undefined && !input) continue;
    items.push({ id, oldPos, newPos: undefined, input });
  }
  const n0 = prev.n;
  const removed = items.filter((it) => it.oldPos !== undefined && !it.input);
  const inserted = items.filter((it) => it.oldPos === undefined);
  const membershipChanged = removed.length > 0 || inserted.length > 0;
  let ids = prev.ids;
  let oldToNew: Int32Array | null = null;
  let newToOld: Int32Array | null = null;
  let identity = true;
  if (membershipChanged) {
    const gone = newBits(n0);
    for (const it of removed) set(gone, it.oldPos!);
    const n = n0 - removed.length + inserted.length;
    ids = new Int32Array(n);
    oldToNew = new Int32Array(n0);
    newToOld = new Int32Array(n).fill(-1);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < n0 || j < inserted.length) {
      if (i < n0 && gone[i >>> 5]! & (1 << (i & 31))) {
        oldToNew[i++] = -1;
        continue;
      }
      if (j < inserted.length && (i >= n0 || inserted[j]!.id < prev.ids[i]!)) {
        ids[k++] = inserted[j++]!.id;
        continue;
      }
      if (k !== i) identity = false;
      ids[k] = prev.ids[i]!;
      newToOld[k] = i;
      oldToNew[i++] = k++;
      if ((k & 4095) === 0 && slicer.due) await slicer.yield();
    }
  }
  const pos = membershipChanged ? PositionIndex.of(ids) : prev.pos;
  for (const it of items) it.newPos = it.input ? pos.get(it.id) : undefined;
  const dirtyOld = newBits(n0);
  for (const it of items) if (it.oldPos !== undefined) set(dirtyOld, it.oldPos);
  const remap: Remap = { identity, oldToNew: identity ? null : oldToNew, dirtyOld };
  return { items, ids, pos, membershipChanged, identity, newToOld, remap };
}
