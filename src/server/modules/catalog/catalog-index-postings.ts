/**
 * The incremental update's edits of the index's lists (decision 0020): a posting map (key → positions) where only the
 * keys a changed product entered or left are rebuilt, and a per-product CSR (offsets and refs) where only changed
 * products get fresh refs; both follow the products' moves when some entered or left before others.
 */
import { editList, remapList, type Remap } from './catalog-index-lists.ts';
import type { ChangedProduct } from './catalog-index-moves.ts';
import type { Slicer } from './catalog-index-slices.ts';

const NONE = new Int32Array(0);

/** New posting map: keys some changed product entered or left are edited, the others mapped (or shared). */
export async function updatePostings(
  prevMap: Map<number, Int32Array>,
  remap: Remap,
  items: readonly ChangedProduct[],
  oldKeys: (it: ChangedProduct) => readonly number[],
  newKeys: (it: ChangedProduct) => readonly number[],
  keep: ((key: number) => boolean) | null,
  slicer: Slicer,
): Promise<Map<number, Int32Array>> {
  const edited = new Set<number>();
  const fresh = new Map<ChangedProduct, readonly number[]>();
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    const before = it.oldPos !== undefined ? oldKeys(it) : [];
    const after = it.input ? newKeys(it) : [];
    fresh.set(it, after);
    for (const k of before) if (!after.includes(k)) edited.add(k);
    for (const k of after) if (!before.includes(k)) edited.add(k);
    if ((i & 1023) === 0 && slicer.due) await slicer.yield();
  }
  if (!edited.size && remap.identity && !keep) return prevMap;
  const adds = new Map<number, number[]>();
  for (const it of items) {
    if (it.newPos === undefined) continue;
    for (const k of fresh.get(it)!) {
      if (!edited.has(k)) continue;
      const a = adds.get(k);
      if (a) a.push(it.newPos);
      else adds.set(k, [it.newPos]);
    }
  }
  const out = new Map<number, Int32Array>();
  for (const [k, list] of prevMap) {
    if (edited.has(k) || (keep && !keep(k))) continue;
    out.set(k, remapList(list, remap));
    if (slicer.due) await slicer.yield();
  }
  for (const k of edited) {
    if (keep && !keep(k)) continue;
    const l = editList(
      prevMap.get(k) ?? NONE,
      remap,
      (adds.get(k) ?? []).sort((a, b) => a - b),
    );
    if (l.length) out.set(k, l);
    if (slicer.due) await slicer.yield();
  }
  return out;
}

/** Per-product CSR after the move: survivors keep their refs (through `denseMap` when the numbering changed), changed products get `fresh`. */
export async function rebuildCsr(
  prevOff: Int32Array,
  prevRefs: Int32Array,
  n: number,
  newToOld: Int32Array | null,
  fresh: Map<number, number[]>,
  denseMap: Int32Array | null,
  slicer: Slicer,
): Promise<{ off: Int32Array; refs: Int32Array }> {
  const off = new Int32Array(n + 1);
  for (let p = 0; p < n; p++) {
    const f = fresh.get(p);
    let len = 0;
    if (f) len = f.length;
    else {
      const o = newToOld ? newToOld[p]! : p;
      if (denseMap) {
        for (let k = prevOff[o]!, e = prevOff[o + 1]!; k < e; k++) if (denseMap[prevRefs[k]!]! >= 0) len++;
      } else len = prevOff[o + 1]! - prevOff[o]!;
    }
    off[p + 1] = off[p]! + len;
    if ((p & 8191) === 0 && slicer.due) await slicer.yield();
  }
  const refs = new Int32Array(off[n]!);
  for (let p = 0, w = 0; p < n; p++) {
    const f = fresh.get(p);
    if (f) for (let k = 0; k < f.length; k++) refs[w++] = f[k]!;
    else {
      const o = newToOld ? newToOld[p]! : p;
      for (let k = prevOff[o]!, e = prevOff[o + 1]!; k < e; k++) {
        const d = denseMap ? denseMap[prevRefs[k]!]! : prevRefs[k]!;
        if (d >= 0) refs[w++] = d;
      }
    }
    if ((p & 8191) === 0 && slicer.due) await slicer.yield();
  }
  return { off, refs };
}

/** old dense index → new dense index (-1: gone), or null when the numbering did not change. */
export function denseRemap(before: readonly number[], after: Map<number, number>, same: boolean): Int32Array | null {
  if (same) return null;
  const m = new Int32Array(before.length);
  for (let d = 0; d < before.length; d++) m[d] = after.get(before[d]!) ?? -1;
  return m;
}
