/**
 * In-process full-text search over folded tokens (docs/decisions/0004-search-engine.md).
 * Vocabulary: every distinct folded word of the products' titles (az, ru, en), brand, SKU
 * (strong fields) and category titles, parameter values and the stored `search_text` (weak fields).
 * A query word matches a token exactly, through a synonym, by prefix (last word only) or with one
 * typo (words of 5+ letters, Damerau distance 1, tried only when nothing matches exactly).
 */
import { foldText } from '../../../domain/text.ts';
import { int32Column, type Column } from './catalog-index-columns.ts';

/**
 * Posting lists per token id: a base in CSR form (token t's products are `data[off[t] .. off[t+1])`) and
 * lists that replace a token's base list after incremental updates (`over`; a token born after the base
 * was built lives only there). Lists hold ascending product indices.
 */
export interface Postings {
  off: Int32Array;
  data: Int32Array;
  over: Map<number, Int32Array>;
}

const NONE = new Int32Array(0);

/** The products of token `t` (a view; never write to it). */
export function postingList(p: Postings, t: number): Int32Array {
  const o = p.over.get(t);
  if (o) return o;
  return t + 1 < p.off.length ? p.data.subarray(p.off[t]!, p.off[t + 1]!) : NONE;
}

export interface SearchIndex {
  /** token text by token id; ids are stable across incremental updates, a token no product uses any more keeps its id */
  tokens: string[];
  /** ids of the live tokens (used by at least one product) in sorted order of their text */
  sorted: Int32Array;
  /** products where the token is in a strong field (titles, brand, SKU) */
  strong: Postings;
  /** products where the token is only in a weak field */
  weak: Postings;
  /** live token ids by length (tokens without digits), for the typo scan */
  byLength: Map<number, Int32Array>;
  synonyms: Map<string, string[]>;
}

/**
 * Collects (token, product) pairs without per-product sets: a token remembers the last product it was
 * added for, so duplicates inside one product are skipped in O(1). The pairs go into typed columns (8 bytes
 * a pair, decision 0070) rather than one array per token; products must be added in ascending index order,
 * so each token's list comes out ascending. `build` is called once.
 */
export class SearchIndexBuilder {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly strongTok = int32Column();
  private readonly strongIdx = int32Column();
  private readonly weakTok = int32Column();
  private readonly weakIdx = int32Column();
  private readonly lastStrong: number[] = [];
  private readonly lastWeak: number[] = [];

  private id(token: string): number {
    let id = this.ids.get(token);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(token, id);
      this.names.push(token);
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
      this.strongTok.push(id);
      this.strongIdx.push(idx);
    }
  }

  addWeak(idx: number, words: readonly string[]): void {
    for (const w of words) {
      if (!w) continue;
      const id = this.id(w);
      if (this.lastStrong[id] === idx || this.lastWeak[id] === idx) continue;
      this.lastWeak[id] = idx;
      this.weakTok.push(id);
      this.weakIdx.push(idx);
    }
  }

  /** Convenience for unfolded text. */
  add(idx: number, strongText: string[], weakText: string[]): void {
    for (const t of strongText) this.addStrong(idx, tokenize(t));
    for (const t of weakText) this.addWeak(idx, tokenize(t));
  }

  /**
   * Builds the index. `pause` is awaited often between steps (it may yield to other work, e.g. only when a
   * time slice is used up); `sortTokens` may replace the native sort by one that yields. Token ids are the
   * sorted positions, so `sorted` starts as 0..T-1.
   */
  async build(
    synonyms: Map<string, string[]>,
    pause: () => Promise<void> = async () => {},
    sortTokens: (names: string[]) => Promise<string[]> = async (names) => [...names].sort(),
  ): Promise<SearchIndex> {
    // The default sort (UTF-16 code units, the order `<` uses) is much faster than a comparator.
    const tokens = await sortTokens(this.names);
    const T = tokens.length;
    // first-seen id → sorted position
    const rank = new Int32Array(T);
    for (let t = 0; t < T; t++) {
      rank[this.ids.get(tokens[t]!)!] = t;
      if ((t & 4095) === 0) await pause();
    }
    this.ids.clear();
    // a counting sort of the pairs by token: stable, so each list keeps the products' ascending order
    const csr = async (tok: Column<Int32Array>, idx: Column<Int32Array>): Promise<Postings> => {
      const off = new Int32Array(T + 1);
      const pairs = tok.length;
      for (let k = 0; k < pairs; k++) {
        off[rank[tok.at(k)]! + 1]!++;
        if ((k & 65535) === 0) await pause();
      }
      for (let t = 0; t < T; t++) off[t + 1]! += off[t]!;
      const fill = off.slice(0, T);
      const data = new Int32Array(pairs);
      for (let k = 0; k < pairs; k++) {
        data[fill[rank[tok.at(k)]!]!++] = idx.at(k);
        if ((k & 65535) === 0) await pause();
      }
      tok.take();
      idx.take();
      return { off, data, over: new Map() };
    };
    const strong = await csr(this.strongTok, this.strongIdx);
    const weak = await csr(this.weakTok, this.weakIdx);
    const sorted = new Int32Array(T);
    for (let i = 0; i < sorted.length; i++) sorted[i] = i;
    const lens = new Map<number, number[]>();
    for (let t = 0; t < T; t++) {
      const text = tokens[t]!;
      if (typoCandidate(text)) {
        const a = lens.get(text.length);
        if (a) a.push(t);
        else lens.set(text.length, [t]);
      }
      if ((t & 4095) === 0) await pause();
    }
    const byLength = new Map<number, Int32Array>();
    for (const [l, a] of lens) byLength.set(l, Int32Array.from(a));
    return { tokens, sorted, strong, weak, byLength, synonyms };
  }
}

/** Whether the typo scan considers a token: codes and sizes (anything with a digit) are not typo-corrected. */
export const typoCandidate = (token: string): boolean => !/\d/.test(token);

/** Live token ids without digits, grouped by length, ascending. */
export function tokensByLength(tokens: readonly string[], live: Int32Array): Map<number, Int32Array> {
  const lens = new Map<number, number[]>();
  for (const t of live) {
    const text = tokens[t]!;
    if (!typoCandidate(text)) continue;
    const a = lens.get(text.length);
    if (a) a.push(t);
    else lens.set(text.length, [t]);
  }
  const byLength = new Map<number, Int32Array>();
  for (const [l, a] of lens) byLength.set(l, Int32Array.from(a).sort());
  return byLength;
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
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      tailEq(i + 2, i + 2)
    );
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

/** First position in `ix.sorted` whose token is ≥ `s`. */
export function lowerBound(ix: Pick<SearchIndex, 'tokens' | 'sorted'>, s: string): number {
  let lo = 0;
  let hi = ix.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ix.tokens[ix.sorted[mid]!]! < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const WEIGHT = { exact: 4, synonym: 3.5, prefix: 2, typo: 1.5, weakFactor: 0.35 } as const;
const MAX_PREFIX_TOKENS = 300;
export const MAX_QUERY_WORDS = 8;

export interface SearchMatch {
  /** matched product indices */
  idx: Int32Array;
  /** relevance per matched product (aligned with idx) */
  score: Float32Array;
}

/** Token ids a query word can match, with a weight each. */
function wordCandidates(ix: SearchIndex, word: string, last: boolean): { token: number; weight: number }[] {
  const out = new Map<number, number>();
  const add = (t: number, w: number) => {
    if ((out.get(t) ?? 0) < w) out.set(t, w);
  };
  const variants: { v: string; w: number }[] = [{ v: word, w: WEIGHT.exact }];
  for (const s of ix.synonyms.get(word) ?? []) variants.push({ v: s, w: WEIGHT.synonym });
  let exactFound = false;
  const text = (k: number) => ix.tokens[ix.sorted[k]!]!;
  for (const { v, w } of variants) {
    const i = lowerBound(ix, v);
    const exact = i < ix.sorted.length && text(i) === v;
    if (exact) {
      add(ix.sorted[i]!, w);
      exactFound = true;
    }
    if (last && v.length >= 2) {
      for (let j = exact ? i + 1 : i, k = 0; j < ix.sorted.length && k < MAX_PREFIX_TOKENS; j++, k++) {
        if (!text(j).startsWith(v)) break;
        add(ix.sorted[j]!, WEIGHT.prefix);
      }
    }
  }
  if (!exactFound && word.length >= 5 && typoCandidate(word)) {
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
      const strong = postingList(ix.strong, token);
      for (let k = 0; k < strong.length; k++) {
        const p = strong[k]!;
        if (scratch[p] === 0) touched.push(p);
        if (scratch[p]! < weight) scratch[p] = weight;
      }
      const ww = weight * WEIGHT.weakFactor;
      const weak = postingList(ix.weak, token);
      for (let k = 0; k < weak.length; k++) {
        const p = weak[k]!;
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
