/**
 * Incremental maintenance of the search side of the catalogue index (decision 0020): a changed product
 * leaves the posting lists of the tokens it no longer has and enters those of its new tokens; tokens that
 * appear are inserted in the sorted vocabulary, tokens no product uses any more leave it.
 *
 * The forward index (product → its token ids, `t` for a strong field, `~t` for a weak one, ascending) tells
 * which lists a product leaves. It is a CSR base over product ids plus per-product replacements (`over`);
 * posting lists work the same way (search.ts `Postings`). Both are folded back into a fresh base when the
 * replacements grow large, or when positions move (products entered or left before others).
 */
import { lowerBound, postingList, typoCandidate, type Postings, type SearchIndex } from './search.ts';
import { editList, sameList, type Remap } from './catalog-index-lists.ts';
import type { Slicer } from './catalog-index-slices.ts';

export interface TokenForward {
  /** product ids of the base, ascending */
  ids: Int32Array;
  off: Int32Array;
  data: Int32Array;
  /** product id → its refs, replacing the base (an empty list: the product has none) */
  over: Map<number, Int32Array>;
}

const NONE = new Int32Array(0);

function findId(ids: Int32Array, id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < ids.length && ids[lo] === id ? lo : -1;
}

/** A product's token refs (empty when it has none or is unknown). */
function forwardRefs(f: TokenForward, id: number): Int32Array {
  const o = f.over.get(id);
  if (o) return o;
  const k = findId(f.ids, id);
  return k < 0 ? NONE : f.data.subarray(f.off[k]!, f.off[k + 1]!);
}

/** The forward index of a freshly built search index (positions `0..n-1` are products `ids`). */
export async function invertPostings(search: SearchIndex, ids: Int32Array, slicer: Slicer): Promise<TokenForward> {
  const n = ids.length;
  const count = new Int32Array(n + 1);
  const T = search.tokens.length;
  for (let t = 0; t < T; t++) {
    for (const p of postingList(search.strong, t)) count[p]!++;
    for (const p of postingList(search.weak, t)) count[p]!++;
    if ((t & 1023) === 0 && slicer.due) await slicer.yield();
  }
  const off = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) off[i + 1] = off[i]! + count[i]!;
  const fill = off.slice(0, n);
  const data = new Int32Array(off[n]!);
  // weak refs (~t, negative) first in ascending order, i.e. t descending; then strong refs t ascending
  for (let t = T - 1; t >= 0; t--) {
    for (const p of postingList(search.weak, t)) data[fill[p]!++] = ~t;
    if ((t & 1023) === 0 && slicer.due) await slicer.yield();
  }
  for (let t = 0; t < T; t++) {
    for (const p of postingList(search.strong, t)) data[fill[p]!++] = t;
    if ((t & 1023) === 0 && slicer.due) await slicer.yield();
  }
  return { ids, off, data, over: new Map() };
}

/** Folds the replacements into a new base over `ids` (the products of the next snapshot). */
export async function compactForward(f: TokenForward, ids: Int32Array, slicer: Slicer): Promise<TokenForward> {
  const n = ids.length;
  const lists: Int32Array[] = new Array<Int32Array>(n);
  const off = new Int32Array(n + 1);
  // both id lists ascend: walk the base alongside
  for (let k = 0, b = 0; k < n; k++) {
    const id = ids[k]!;
    let l = f.over.get(id);
    if (!l) {
      while (b < f.ids.length && f.ids[b]! < id) b++;
      l = b < f.ids.length && f.ids[b] === id ? f.data.subarray(f.off[b]!, f.off[b + 1]!) : NONE;
    }
    lists[k] = l;
    off[k + 1] = off[k]! + l.length;
    if ((k & 1023) === 0 && slicer.due) await slicer.yield();
  }
  const data = new Int32Array(off[n]!);
  for (let k = 0; k < n; k++) {
    data.set(lists[k]!, off[k]!);
    if ((k & 4095) === 0 && slicer.due) await slicer.yield();
  }
  return { ids, off, data, over: new Map() };
}

/**
 * A new base over token ids `0..T-1`: each token's list is `edited`'s if it has one, else its current list
 * (replacement or base) with positions mapped through `remap` (products that left dropped). One tight pass
 * over the data, no list objects.
 */
export async function foldPostings(
  p: Postings,
  T: number,
  edited: Map<number, Int32Array>,
  remap: Remap,
  slicer: Slicer,
): Promise<Postings> {
  let bound = p.data.length;
  for (const l of p.over.values()) bound += l.length;
  for (const l of edited.values()) bound += l.length;
  const map = remap.identity ? null : remap.oldToNew!;
  const off = new Int32Array(T + 1);
  const data = new Int32Array(bound);
  const baseT = p.off.length - 1;
  let k = 0;
  let work = 0;
  for (let t = 0; t < T; t++) {
    off[t] = k;
    const e = edited.get(t);
    if (e) {
      data.set(e, k);
      k += e.length;
      work += e.length;
    } else {
      const o = p.over.get(t);
      const src = o ?? p.data;
      const from = o ? 0 : t < baseT ? p.off[t]! : 0;
      const to = o ? o.length : t < baseT ? p.off[t + 1]! : 0;
      if (map)
        for (let j = from; j < to; j++) {
          const q = map[src[j]!]!;
          if (q >= 0) data[k++] = q;
        }
      else {
        data.set(src.subarray(from, to), k);
        k += to - from;
      }
      work += to - from;
    }
    if (work > 65_536) {
      work = 0;
      if (slicer.due) await slicer.yield();
    }
  }
  off[T] = k;
  return { off, data: k === bound ? data : data.subarray(0, k), over: new Map() };
}

/** One changed product, as the search side sees it. */
export interface TokenChange {
  id: number;
  /** position in the previous snapshot (undefined: it was not there) */
  oldPos: number | undefined;
  /** position in the next snapshot (undefined: it left) */
  newPos: number | undefined;
  /** its tokens now (null: it left) */
  tokens: { strong: string[]; weak: string[] } | null;
}

/** Replacements beyond `max(minimum, n / 16)` are folded into a new base (tests lower the minimum). */
export const compaction = { minimum: 4096 };
const compactAt = (n: number) => Math.max(compaction.minimum, n >> 4);

/** The next search index and forward index after `changes` (positions moved by `remap`). */
export async function updateSearch(
  prev: SearchIndex,
  fwd: TokenForward,
  changes: readonly TokenChange[],
  remap: Remap,
  synonyms: Map<string, string[]>,
  nextIds: Int32Array,
  slicer: Slicer,
): Promise<{ search: SearchIndex; forward: TokenForward }> {
  // 1. the new refs of every changed product, allocating ids for tokens the vocabulary does not have
  const born = new Map<string, number>();
  const bornTexts: string[] = [];
  const idOf = (text: string): number => {
    const i = lowerBound(prev, text);
    if (i < prev.sorted.length && prev.tokens[prev.sorted[i]!] === text) return prev.sorted[i]!;
    let id = born.get(text);
    if (id === undefined) {
      id = prev.tokens.length + bornTexts.length;
      born.set(text, id);
      bornTexts.push(text);
    }
    return id;
  };
  const editedStrong = new Set<number>();
  const editedWeak = new Set<number>();
  const newRefs: (Int32Array | null)[] = [];
  let forwardOver: Map<number, Int32Array> | null = null;
  for (let c = 0; c < changes.length; c++) {
    const ch = changes[c]!;
    const before = ch.oldPos !== undefined ? forwardRefs(fwd, ch.id) : NONE;
    let after = NONE;
    if (ch.tokens) {
      const refs = new Int32Array(ch.tokens.strong.length + ch.tokens.weak.length);
      let k = 0;
      for (const w of ch.tokens.strong) refs[k++] = idOf(w);
      for (const w of ch.tokens.weak) refs[k++] = ~idOf(w);
      after = refs.sort();
    }
    newRefs.push(ch.tokens ? after : null);
    if (!sameList(before, after)) {
      // symmetric difference of two ascending lists
      let i = 0;
      let j = 0;
      const mark = (r: number) => (r >= 0 ? editedStrong.add(r) : editedWeak.add(~r));
      while (i < before.length || j < after.length) {
        if (j >= after.length || (i < before.length && before[i]! < after[j]!)) mark(before[i++]!);
        else if (i >= before.length || after[j]! < before[i]!) mark(after[j++]!);
        else {
          i++;
          j++;
        }
      }
      (forwardOver ??= new Map(fwd.over)).set(ch.id, ch.tokens ? after : NONE);
    }
    if ((c & 63) === 0 && slicer.due) await slicer.yield();
  }

  // 2. edited lists: every changed product dropped, then those that have the token now added at their new place
  const addsStrong = new Map<number, number[]>();
  const addsWeak = new Map<number, number[]>();
  for (let c = 0; c < changes.length; c++) {
    const refs = newRefs[c];
    const pos = changes[c]!.newPos;
    if (!refs || pos === undefined) continue;
    for (const r of refs) {
      const strong = r >= 0;
      const t = strong ? r : ~r;
      if (!(strong ? editedStrong : editedWeak).has(t)) continue;
      const adds = strong ? addsStrong : addsWeak;
      const a = adds.get(t);
      if (a) a.push(pos);
      else adds.set(t, [pos]);
    }
  }
  const byPos = (a: number, b: number) => a - b;
  const edit = async (edited: Set<number>, adds: Map<number, number[]>, p: Postings) => {
    const lists = new Map<number, Int32Array>();
    let work = 0;
    for (const t of edited) {
      const l = editList(postingList(p, t), remap, (adds.get(t) ?? []).sort(byPos));
      lists.set(t, l);
      work += l.length + 64;
      if (work > 65_536) {
        work = 0;
        if (slicer.due) await slicer.yield();
      }
    }
    return lists;
  };
  const strongLists = await edit(editedStrong, addsStrong, prev.strong);
  const weakLists = await edit(editedWeak, addsWeak, prev.weak);

  // 3. vocabulary: tokens born and tokens that died
  const T = prev.tokens.length + bornTexts.length;
  const strongAt = (t: number) => strongLists.get(t) ?? postingList(prev.strong, t);
  const weakAt = (t: number) => weakLists.get(t) ?? postingList(prev.weak, t);
  const died: number[] = [];
  for (const t of new Set([...editedStrong, ...editedWeak]))
    if (t < prev.tokens.length && strongAt(t).length === 0 && weakAt(t).length === 0) died.push(t);
  let tokens = prev.tokens;
  let sorted = prev.sorted;
  let byLength = prev.byLength;
  if (bornTexts.length || died.length) {
    tokens = prev.tokens.concat(bornTexts);
    const dead = new Set(died);
    for (const t of died) tokens[t] = '';
    const bornIds = bornTexts.map((_, k) => prev.tokens.length + k).sort((a, b) => (tokens[a]! < tokens[b]! ? -1 : 1));
    const next = new Int32Array(prev.sorted.length - died.length + bornIds.length);
    let k = 0;
    let b = 0;
    for (let i = 0; i < prev.sorted.length; i++) {
      const t = prev.sorted[i]!;
      if (dead.has(t)) continue;
      const text = tokens[t]!;
      while (b < bornIds.length && tokens[bornIds[b]!]! < text) next[k++] = bornIds[b++]!;
      next[k++] = t;
      if ((i & 4095) === 0 && slicer.due) await slicer.yield();
    }
    while (b < bornIds.length) next[k++] = bornIds[b++]!;
    sorted = next;
    // length buckets of the typo scan: only those that gained or lost a token change
    const lengths = new Set<number>();
    for (const t of died) if (typoCandidate(prev.tokens[t]!)) lengths.add(prev.tokens[t]!.length);
    for (const text of bornTexts) if (typoCandidate(text)) lengths.add(text.length);
    if (lengths.size) {
      byLength = new Map(prev.byLength);
      for (const len of lengths) {
        const kept = [...(prev.byLength.get(len) ?? [])].filter((t) => !dead.has(t));
        for (const t of bornIds) if (tokens[t]!.length === len && typoCandidate(tokens[t]!)) kept.push(t);
        if (kept.length) byLength.set(len, Int32Array.from(kept).sort());
        else byLength.delete(len);
      }
    }
  }

  // 4. posting lists: replacements, or a fresh base when positions moved or replacements piled up
  const n = nextIds.length;
  let strong: Postings;
  let weak: Postings;
  if (
    !remap.identity ||
    prev.strong.over.size + strongLists.size > compactAt(n) ||
    prev.weak.over.size + weakLists.size > compactAt(n)
  ) {
    strong = await foldPostings(prev.strong, T, strongLists, remap, slicer);
    weak = await foldPostings(prev.weak, T, weakLists, remap, slicer);
  } else {
    strong = {
      ...prev.strong,
      over: strongLists.size ? new Map([...prev.strong.over, ...strongLists]) : prev.strong.over,
    };
    weak = { ...prev.weak, over: weakLists.size ? new Map([...prev.weak.over, ...weakLists]) : prev.weak.over };
  }

  // 5. forward index
  let forward: TokenForward = forwardOver ? { ...fwd, over: forwardOver } : fwd;
  if (forward.over.size > compactAt(n)) forward = await compactForward(forward, nextIds, slicer);

  return { search: { tokens, sorted, strong, weak, byLength, synonyms }, forward };
}
