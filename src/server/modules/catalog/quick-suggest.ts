/**
 * The header search's category and brand suggestions (CAT-15, decision 0081): pure, over the index snapshot only
 * (no database query). A title matches when every query word matches one of its words the way the product search
 * matches a token (search.ts): exactly, through a synonym, by prefix, or with one typo in words of 5+ letters; the
 * text is folded the same way (foldText), so "ütü", "UTU" and "утюг" find what the product search finds.
 */
import type { SuggestedBrand, SuggestedCategory } from '../../../domain/catalog.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { foldText } from '../../../domain/text.ts';
import type { Snapshot } from './catalog-snapshot.ts';
import { entityHref, pick } from './catalog-text.ts';
import { MAX_QUERY_WORDS, topK, typoCandidate, withinOneEdit } from './search.ts';

export const SUGGEST_CATEGORIES = 3;
export const SUGGEST_BRANDS = 3;

interface Entry {
  id: number;
  /** the folded title */
  folded: string;
  /** its words */
  words: string[];
  /** products of the category's subtree, or of the brand */
  count: number;
}

interface Vocabulary {
  categories: Partial<Record<Lang, Entry[]>>;
  brands: Entry[] | null;
}

/** Folded titles per snapshot and language, built on first use (a snapshot is immutable). */
const vocabularies = new WeakMap<Snapshot, Vocabulary>();

function vocabulary(s: Snapshot): Vocabulary {
  let v = vocabularies.get(s);
  if (!v) vocabularies.set(s, (v = { categories: {}, brands: null }));
  return v;
}

const entry = (id: number, title: string, count: number): Entry => {
  const folded = foldText(title);
  return { id, folded, words: folded ? folded.split(' ') : [], count };
};

function categoryEntries(s: Snapshot, lang: Lang): Entry[] {
  const v = vocabulary(s);
  const have = v.categories[lang];
  if (have) return have;
  // products per category subtree: each product sits in one category, so the subtree's posting sizes add up
  const own = (id: number) => s.categoryPosting.get(id)?.length ?? 0;
  const memo = new Map<number, number>();
  const total = (id: number, depth = 0): number => {
    const m = memo.get(id);
    if (m !== undefined) return m;
    let n = own(id);
    if (depth < 20) for (const c of s.categories.get(id)?.children ?? []) n += total(c, depth + 1);
    memo.set(id, n);
    return n;
  };
  const out = [...s.categories.values()].map((c) => entry(c.id, pick(c.title, lang), total(c.id)));
  v.categories[lang] = out;
  return out;
}

function brandEntries(s: Snapshot): Entry[] {
  const v = vocabulary(s);
  if (!v.brands)
    v.brands = [...s.brands.values()].map((b) => entry(b.id, b.title, s.brandPosting.get(b.id)?.length ?? 0));
  return v.brands;
}

const WEIGHT = { exact: 4, synonym: 3.5, prefix: 2, typo: 1.5 } as const;

/** How well one query word (with its synonyms) matches a title's words: 0 when it does not. */
function wordScore(word: string, variants: readonly string[], titleWords: readonly string[]): number {
  let best = 0;
  for (const tw of titleWords) {
    if (tw === word) return WEIGHT.exact;
    if (variants.includes(tw)) best = Math.max(best, WEIGHT.synonym);
    else if (word.length >= 2 && tw.startsWith(word)) best = Math.max(best, WEIGHT.prefix);
    else if (variants.some((v) => v.length >= 2 && tw.startsWith(v))) best = Math.max(best, WEIGHT.prefix);
    else if (best < WEIGHT.typo && word.length >= 5 && typoCandidate(word)) {
      // a typo in the word, or in the part of a longer title word typed so far ("smartfn" → "smartfonlar")
      if (withinOneEdit(word, tw) || (tw.length > word.length && withinOneEdit(word, tw.slice(0, word.length))))
        best = WEIGHT.typo;
    }
  }
  return best;
}

/** Entries whose title matches every query word, best first: the whole title typed, then word scores, then size. */
function rank(entries: readonly Entry[], text: string, synonyms: Map<string, string[]>, limit: number): Entry[] {
  const query = foldText(text);
  const words = [...new Set(query.split(' ').filter(Boolean))].slice(0, MAX_QUERY_WORDS);
  if (!words.length) return [];
  const variants = words.map((w) => synonyms.get(w) ?? []);
  const scored: { e: Entry; score: number }[] = [];
  for (const e of entries) {
    if (e.count === 0 || !e.words.length) continue;
    let score = 0;
    for (let i = 0; i < words.length && score >= 0; i++) {
      const w = wordScore(words[i]!, variants[i]!, e.words);
      score = w > 0 ? score + w : -1;
    }
    if (score <= 0) continue;
    if (e.folded === query) score += 10;
    else if (e.folded.startsWith(query)) score += 2;
    scored.push({ e, score });
  }
  return topK(
    scored,
    limit,
    (a, b) => b.score - a.score || b.e.count - a.e.count || a.e.folded.localeCompare(b.e.folded) || a.e.id - b.e.id,
  ).map((x) => x.e);
}

/** The categories and brands the typed text names (none for text the quick search does not look up). */
export function suggestTaxonomy(
  s: Snapshot,
  lang: Lang,
  text: string,
): { categories: SuggestedCategory[]; brands: SuggestedBrand[] } {
  const synonyms = s.search.synonyms;
  const categories = rank(categoryEntries(s, lang), text, synonyms, SUGGEST_CATEGORIES).map((e) => {
    const c = s.categories.get(e.id)!;
    const parent = c.parentId !== null ? s.categories.get(c.parentId) : undefined;
    return {
      id: e.id,
      title: pick(c.title, lang),
      parent: parent ? pick(parent.title, lang) : null,
      href: entityHref(s, 'Category', e.id, lang),
      count: e.count,
    };
  });
  const brands = rank(brandEntries(s), text, synonyms, SUGGEST_BRANDS).map((e) => {
    const b = s.brands.get(e.id)!;
    return { id: e.id, title: b.title, href: entityHref(s, 'Brand', e.id, lang), logo: b.image, count: e.count };
  });
  return { categories, brands };
}
