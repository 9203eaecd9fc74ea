import { describe, expect, it } from 'vitest';
import { listingQueryToSearch, parseIds, parseListingQuery, toggleFilter } from './catalog-query.ts';

const parse = (qs: string, scope = {}) => parseListingQuery(new URLSearchParams(qs), 'az', scope);

describe('parseListingQuery', () => {
  it('reads page, sort, search, prices, flags and filters', () => {
    expect(
      parse(
        'p=3&sort=priceUp&search=%20iphone%20%2015%20&prices_min=100&prices_max=900&filter_discount=1&brand=1,2&param_7=10,11&filter_category=5',
        { categoryId: 4 },
      ),
    ).toEqual({
      lang: 'az',
      scope: { categoryId: 4, sale: true },
      page: 3,
      sort: 'priceUp',
      search: 'iphone 15',
      pricesMin: 100,
      pricesMax: 900,
      filters: { brand: [1, 2], param_7: [10, 11], category: [5] },
    });
    expect(parse('page=2').page).toBe(2);
  });

  it('ignores letters in p, negative or malformed prices, unknown keys and sorts', () => {
    const q = parse('p=abc&prices_min=-5&prices_max=1e3&sort=cheapest&foo=1&param_x=1&param_0=3&brand=a,b');
    expect(q).toEqual({ lang: 'az', scope: {}, page: 1, filters: {} });
    expect(parse('p=0').page).toBe(1);
    expect(parse('p=-2').page).toBe(1);
    expect(parse('p=2.5').page).toBe(1);
  });

  it('ignores huge numbers', () => {
    const q = parse('p=99999999999999999999&prices_max=123456789012&brand=99999999999,3&param_99999999999=1');
    expect(q.page).toBe(1);
    expect(q.pricesMax).toBeUndefined();
    expect(q.filters).toEqual({ brand: [3] });
  });

  it('swaps a reversed price range and merges both spellings of a key', () => {
    const q = parse('prices_min=900&prices_max=100&brand=1&filter_brand=2,1');
    expect([q.pricesMin, q.pricesMax]).toEqual([100, 900]);
    expect(q.filters.brand).toEqual([1, 2]);
  });

  it('reads ids leniently', () => {
    expect(parseIds('1, 2,,x,-4,2,0,07')).toEqual([1, 2, 7]);
    expect(parseIds('1'.repeat(40))).toEqual([]);
  });
});

describe('listingQueryToSearch', () => {
  it('writes a canonical query string and round-trips', () => {
    const q = parse('brand=2,1&search=ütü&sort=new&p=2&prices_min=5&param_3=9');
    const s = listingQueryToSearch(q);
    expect(s).toBe('search=%C3%BCt%C3%BC&sort=new&prices_min=5&brand=2,1&param_3=9&p=2');
    expect(parse(s)).toEqual(q);
  });

  it('toggles a filter option and resets the page', () => {
    const q = parse('brand=1&p=4');
    expect(toggleFilter(q, 'brand', 2)).toBe('brand=1,2');
    expect(toggleFilter(q, 'brand', 1)).toBe('');
  });
});
