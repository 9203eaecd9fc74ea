/**
 * In-process full-text search over folded tokens (docs/decisions/0004-search-engine.md).
 * Vocabulary: every distinct folded word of the products' titles (az, ru, en), brand, SKU
 * (strong fields) and category titles, parameter values and the stored `search_text` (weak fields).
 * A query word matches a token exactly, through a synonym, by prefix (last word only) or with one
 * typo (words of 5+ letters, Damerau distance 1, tried only when nothing matches exactly).
 */
import { foldText } from '../../../domain/text.ts';

export interface SearchIndex {
  /** sorted distinct tokens */
  tokens: string[];
  /** postings in CSR form: token t's strong products are strongData[strongOff[t] .. strongOff[t+1]) */
  strongOff: Int32Array;
  strongData: Int32Array;
  /** products where the token is only in a weak field */
  weakOff: Int32Array;
  weakData: Int32Array;
  /** token ids by length (tokens without digits), for the typo scan */
  byLength: Map<number, Int32Array>;
  synonyms: Map<string, string[]>;
}

/**
 * Collects (token, product) pairs without per-product sets: a token remembers the last product it was
 * added for, so duplicates inside one product are skipped in O(1).
 */
export class SearchIndexBuilder {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly strong: number[][] = [];
  private readonly weak: number[][] = [];
  private readonly lastStrong: number[] = [];
  private readonly lastWeak: number[] = [];

  private id(token: string): number {
    let id = this.ids.get(token);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(token, id);
      this.names.push(token);
      this.strong.push([]);
      this.weak.push([]);
      this.lastStrong.push(-1);
      this.lastWeak.push(-1);
    }
    return id;
  }

  /** Adds words of a strong field (already folded and split). Call strong before weak for a product. */
  addStrong(idx: number, words: readonly string[]): void {
    for (const w of words) {
      if (!w) continue;
      const id = this.id(w);
      if (this.lastStrong[id] === idx) continue;
      this.lastStrong[id] = idx;
      this.strong[id]!.push(idx);
    }
  }

  addWeak(idx: number, words: readonly string[]): void {
    for (const w of words) {
      if (!w) continue;
      const id = this.id(w);
      if (this.lastStrong[id] === idx || this.lastWeak[id] === idx) continue;
      this.lastWeak[id] = idx;
      this.weak[id]!.push(idx);
    }
  }

  /** Convenience for unfolded text. */
  add(idx: number, strongText: string[], weakText: string[]): void {
    for (const t of strongText) this.addStrong(idx, tokenize(t));
    for (const t of weakText) this.addWeak(idx, tokenize(t));
  }

  /** Builds the index; `pause` (e.g. a setImmediate promise) is awaited between the heavy steps. */
  async build(synonyms: Map<string, string[]>, pause: () => Promise<void> = async () => {}): Promise<SearchIndex> {
    // The default sort (UTF-16 code units, the order `<` uses) is much faster than a comparator.
    const tokens = [...this.names].sort();
    const order = tokens.map((t) => this.ids.get(t)!);
    await pause();
    const csr = (lists: number[][]) => {
      const off = new Int32Array(order.length + 1);
      let total = 0;
      order.forEach((i, t) => {
        off[t] = total;
        total += lists[i]!.length;
      });
      off[order.length] = total;
      const data = new Int32Array(total);
      order.forEach((i, t) => data.set(lists[i]!, off[t]!));
      return { off, data };
    };
    const st = csr(this.strong);
    await pause();
    const wk = csr(this.weak);
    await pause();
    const lens = new Map<number, number[]>();
    tokens.forEach((t, i) => {
      if (/\d/.test(t)) return; // codes and sizes are not typo-corrected
      const a = lens.get(t.length);
      if (a) a.push(i);
      else lens.set(t.length, [i]);
    });
    const byLength = new Map<number, Int32Array>();
    for (const [l, a] of lens) byLength.set(l, Int32Array.from(a));
    return { tokens, strongOff: st.off, strongData: st.data, weakOff: wk.off, weakData: wk.data, byLength, synonyms };
  }
}

/** Folded words of a text; SKU-like words with dashes also yield the joined form ("sm-a556" → "sm", "a556", "sma556"). */
export function tokenize(text: string): string[] {
  const folded = foldText(text);
  if (!folded) return [];
  const words = folded.split(' ');
  const raw = text.toLowerCase();
  if (/[a-z0-9][-/.][a-z0-9]/.test(raw)) {
    for (const part of raw.split(/\s+/)) {
      const joined = foldText(part).replace(/ /g, '');
      if (joined && !words.includes(joined)) words.push(joined);
    }
  }
  return words;
}

/** Damerau (optimal string alignment) distance ≤ 1, without allocating. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (la - lb > 1 || lb - la > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  const tailEq = (ai: number, bi: number) => {
    if (la - ai !== lb - bi) return false;
    for (; ai < la; ai++, bi++) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
    return true;
  };
  if (la === lb) {
    if (tailEq(i + 1, i + 1)) return true; // substitution
    return i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && tailEq(i + 2, i + 2);
  }
  return la > lb ? tailEq(i + 1, i) : tailEq(i, i + 1);
}

/** The best `k` of `items` by `better` (a negative result puts a first), in order, without sorting them all. */
export function topK<T>(items: Iterable<T>, k: number, cmp: (a: T, b: T) => number): T[] {
  const out: T[] = [];
  if (k <= 0) return out;
  for (const it of items) {
    if (out.length === k && cmp(it, out[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(out[mid]!, it) <= 0) lo = mid + 1;
      else hi = mid;
    }
    out.splice(lo, 0, it);
    if (out.length > k) out.pop();
  }
  return out;
}

function lowerBound(arr: string[], s: string): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (arr[mid]! < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export const WEIGHT = { exact: 4, synonym: 3.5, prefix: 2, typo: 1.5, weakFactor: 0.35 } as const;
const MAX_PREFIX_TOKENS = 300;
export const MAX_QUERY_WORDS = 8;

export interface SearchMatch {
  /** matched product indices */
  idx: Int32Array;
  /** relevance per matched product (aligned with idx) */
  score: Float32Array;
}

/** Token ids a query word can match, with a weight each. */
export function wordCandidates(ix: SearchIndex, word: string, last: boolean): { token: number; weight: number }[] {
  const out = new Map<number, number>();
  const add = (t: number, w: number) => {
    if ((out.get(t) ?? 0) < w) out.set(t, w);
  };
  const variants: { v: string; w: number }[] = [{ v: word, w: WEIGHT.exact }];
  for (const s of ix.synonyms.get(word) ?? []) variants.push({ v: s, w: WEIGHT.synonym });
  let exactFound = false;
  for (const { v, w } of variants) {
    const i = lowerBound(ix.tokens, v);
    if (ix.tokens[i] === v) {
      add(i, w);
      exactFound = true;
    }
    if (last && v.length >= 2) {
      for (let j = ix.tokens[i] === v ? i + 1 : i, k = 0; j < ix.tokens.length && k < MAX_PREFIX_TOKENS; j++, k++) {
        if (!ix.tokens[j]!.startsWith(v)) break;
        add(j, WEIGHT.prefix);
      }
    }
  }
  if (!exactFound && word.length >= 5 && !/\d/.test(word)) {
    for (const v of variants) {
      for (let l = v.v.length - 1; l <= v.v.length + 1; l++) {
        for (const t of ix.byLength.get(l) ?? []) if (withinOneEdit(v.v, ix.tokens[t]!)) add(t, WEIGHT.typo);
      }
    }
  }
  return [...out].map(([token, weight]) => ({ token, weight }));
}

/**
 * Products matching every word of the query (AND), each word through any of its candidates (OR).
 * `scratch` is a zeroed Float32Array of the product count; it is zeroed again before returning.
 */
export function searchProducts(ix: SearchIndex, query: string, n: number, scratch: Float32Array): SearchMatch {
  const words = [...new Set(foldText(query).split(' ').filter(Boolean))].slice(0, MAX_QUERY_WORDS);
  if (!words.length) return { idx: new Int32Array(0), score: new Float32Array(0) };
  let cand: number[] | null = null;
  let total: Map<number, number> | null = null;
  // Rarest words first keeps the candidate list short.
  const lists = words.map((w, i) => wordCandidates(ix, w, i === words.length - 1));
  for (const list of lists) {
    const touched: number[] = [];
    for (const { token, weight } of list) {
      for (let k = ix.strongOff[token]!, e = ix.strongOff[token + 1]!; k < e; k++) {
        const p = ix.strongData[k]!;
        if (scratch[p] === 0) touched.push(p);
        if (scratch[p]! < weight) scratch[p] = weight;
      }
      const ww = weight * WEIGHT.weakFactor;
      for (let k = ix.weakOff[token]!, e = ix.weakOff[token + 1]!; k < e; k++) {
        const p = ix.weakData[k]!;
        if (scratch[p] === 0) touched.push(p);
        if (scratch[p]! < ww) scratch[p] = ww;
      }
    }
    if (cand === null) {
      cand = touched;
      total = new Map();
      for (const p of touched) total.set(p, scratch[p]!);
    } else {
      const next: number[] = [];
      for (const p of cand) {
        const s = scratch[p]!;
        if (s > 0) {
          next.push(p);
          total!.set(p, total!.get(p)! + s);
        }
      }
      cand = next;
    }
    for (const p of touched) scratch[p] = 0;
    if (!cand.length) break;
  }
  const ids = cand ?? [];
  ids.sort((a, b) => a - b);
  const score = new Float32Array(ids.length);
  ids.forEach((p, i) => (score[i] = total!.get(p)!));
  void n;
  return { idx: Int32Array.from(ids), score };
}
