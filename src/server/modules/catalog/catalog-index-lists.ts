/**
 * Pure edits of position lists for the incremental index update (decision 0020). Positions follow product
 * ids, so when products enter or leave, the positions of the others move by a monotone map (`Remap`):
 * an ascending list stays ascending and an ordered list stays ordered after mapping.
 */
import { has, type Bits } from './bitset.ts';

export interface Remap {
  /** every product that stays keeps its position (nothing entered or left before it) */
  identity: boolean;
  /** old position → new position, -1 for a product that left; null when `identity` */
  oldToNew: Int32Array | null;
  /** old positions of the products that changed or left */
  dirtyOld: Bits;
}

const NONE = new Int32Array(0);

/** An ascending list after the move: positions mapped, products that left dropped. */
export function remapList(list: Int32Array, r: Remap): Int32Array {
  if (r.identity) return list;
  const map = r.oldToNew!;
  const out = new Int32Array(list.length);
  let k = 0;
  for (let i = 0; i < list.length; i++) {
    const p = map[list[i]!]!;
    if (p >= 0) out[k++] = p;
  }
  return k === out.length ? out : out.slice(0, k);
}

/**
 * An ascending list of a key some changed products entered or left: every changed product is dropped, the
 * rest mapped, then `adds` (new positions of the changed products that have the key, ascending) merged in.
 */
export function editList(list: Int32Array, r: Remap, adds: readonly number[]): Int32Array {
  const map = r.oldToNew;
  const out = new Int32Array(list.length + adds.length);
  let k = 0;
  let a = 0;
  for (let i = 0; i < list.length; i++) {
    const old = list[i]!;
    if (has(r.dirtyOld, old)) continue;
    const p = map ? map[old]! : old;
    if (p < 0) continue;
    while (a < adds.length && adds[a]! < p) out[k++] = adds[a++]!;
    out[k++] = p;
  }
  while (a < adds.length) out[k++] = adds[a++]!;
  if (k === 0) return NONE;
  return k === out.length ? out : out.slice(0, k);
}

/**
 * An order (positions sorted by `cmp`, a total order over new positions) after the move: the unchanged
 * products keep their relative order, the changed ones (`fresh`, new positions) are sorted in and merged.
 * `pause` is awaited every few thousand positions (a slicer check).
 */
export async function editOrder(
  order: Int32Array,
  r: Remap,
  fresh: number[],
  n: number,
  cmp: (a: number, b: number) => number,
  pause: () => Promise<void> = async () => {},
): Promise<Int32Array> {
  const map = r.oldToNew;
  fresh.sort(cmp);
  const out = new Int32Array(n);
  let k = 0;
  let f = 0;
  for (let i = 0; i < order.length; i++) {
    const old = order[i]!;
    if ((i & 8191) === 0) await pause();
    if (has(r.dirtyOld, old)) continue;
    const p = map ? map[old]! : old;
    if (p < 0) continue;
    while (f < fresh.length && cmp(fresh[f]!, p) < 0) out[k++] = fresh[f++]!;
    out[k++] = p;
  }
  while (f < fresh.length) out[k++] = fresh[f++]!;
  if (k !== n) throw new Error(`catalogue index: order has ${k} products, expected ${n}`);
  return out;
}

/** Whether two ascending lists are equal. */
export function sameList(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
