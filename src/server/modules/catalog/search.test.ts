import { describe, expect, it } from 'vitest';
import { SearchIndexBuilder, searchProducts, tokenize, topK, withinOneEdit } from './search.ts';

describe('search helpers', () => {
  it('tokenizes folded words and joined codes', () => {
    expect(tokenize('ÜTÜ Philips GC-1234')).toEqual(['utu', 'philips', 'gc', '1234', 'gc1234']);
    expect(tokenize('  ')).toEqual([]);
  });

  it('accepts one edit (Damerau), not two', () => {
    expect(withinOneEdit('samsung', 'samsnug')).toBe(true); // transposition
    expect(withinOneEdit('samsung', 'samsing')).toBe(true); // substitution
    expect(withinOneEdit('samsung', 'samung')).toBe(true); // deletion
    expect(withinOneEdit('samsung', 'samssung')).toBe(true); // insertion
    expect(withinOneEdit('samsung', 'smasnug')).toBe(false);
    expect(withinOneEdit('samsung', 'sam')).toBe(false);
  });

  it('selects the top k in order', () => {
    expect(topK([5, 1, 9, 3, 7, 2], 3, (a, b) => a - b)).toEqual([1, 2, 3]);
    expect(topK([5, 1], 3, (a, b) => b - a)).toEqual([5, 1]);
    expect(topK([1, 2], 0, (a, b) => a - b)).toEqual([]);
  });

  it('matches all words, synonyms, prefixes and typos', async () => {
    const b = new SearchIndexBuilder();
    b.add(0, ['Apple iPhone 15'], ['Smartfonlar']);
    b.add(1, ['Samsung Galaxy S24'], ['Smartfonlar']);
    b.add(2, ['Philips ütü'], ['Ütülər']);
    const ix = await b.build(new Map([['айфон', ['iphone']]]));
    const find = (q: string) => [...searchProducts(ix, q, 3, new Float32Array(3)).idx];
    expect(find('айфон')).toEqual([0]);
    expect(find('smartfonlar galaxy')).toEqual([1]);
    expect(find('samsnug')).toEqual([1]);
    expect(find('gala')).toEqual([1]);
    expect(find('utu')).toEqual([2]);
    expect(find('ÜTÜ')).toEqual([2]);
    expect(find('iphone samsung')).toEqual([]);
    expect(find('')).toEqual([]);
  });
});
