import { describe, expect, it } from 'vitest';
import { listHref, listParams, pageWindow, readListState, sortKeyOf, sortPatch, withListFilters } from './list-state';

const meta = {
  sorts: ['id', 'position', 'title_az'],
  filters: [{ name: 'status', label: 'Status', kind: 'select' as const }],
};
const read = (q: string) => readListState(new URLSearchParams(q), meta);

describe('list state in the address', () => {
  it('reads the defaults from an empty address', () => {
    expect(read('')).toEqual({ q: '', page: 1, limit: 20, sort: null, dir: 'desc', filters: {} });
  });

  it('reads what the resource knows and drops the rest (a stale or hand-made link never breaks the list)', () => {
    expect(read('q=%20phone%20&page=3&limit=50&sort=position&dir=asc&f.status=new&f.secret=1&do=view')).toEqual({
      q: 'phone',
      page: 3,
      limit: 50,
      sort: 'position',
      dir: 'asc',
      filters: { status: 'new' },
    });
    expect(read('page=-1&limit=7&sort=password&dir=up')).toEqual({
      q: '',
      page: 1,
      limit: 20,
      sort: null,
      dir: 'desc',
      filters: {},
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${'x'.repeat(300)}`).q).toHaveLength(100);
  });

  it('writes the API query and the page address without defaults, in one spelling', () => {
    expect(listParams(read('')).toString()).toBe('');
    expect(listParams(read('limit=10&page=2&sort=id&dir=asc&q=tv&f.status=new')).toString()).toBe(
      'q=tv&f.status=new&sort=id&dir=asc&page=2&limit=10',
    );
  });

  it('goes back to page 1 on a new search, filter, sort or page size, but not on a page change', () => {
    const s = read('page=4&limit=50&q=tv');
    expect(listHref(s, { q: 'phone' })).toBe('?q=phone&limit=50');
    expect(listHref(s, { filters: { status: 'paid' } })).toBe('?q=tv&f.status=paid&limit=50');
    expect(listHref(s, { limit: 10 })).toBe('?q=tv&limit=10');
    expect(listHref(s, { page: 5 })).toBe('?q=tv&page=5&limit=50');
    expect(listHref(read('f.status=new'), { filters: { status: '' } })).toBe('?');
  });

  it('sorts by a column ascending first, then flips', () => {
    const s = read('');
    expect(sortPatch(s, 'id')).toEqual({ sort: 'id', dir: 'asc' });
    expect(sortPatch(read('sort=id&dir=asc'), 'id')).toEqual({ sort: 'id', dir: 'desc' });
    expect(sortPatch(read('sort=id&dir=desc'), 'id')).toEqual({ sort: 'id', dir: 'asc' });
  });

  it("finds a column's sort key: its name, its language's variant, or any variant", () => {
    expect(sortKeyOf(meta, 'id', 'en')).toBe('id');
    expect(sortKeyOf(meta, 'title', 'az')).toBe('title_az');
    expect(sortKeyOf({ sorts: ['title_az', 'title_ru'] }, 'title', 'ru')).toBe('title_ru');
    expect(sortKeyOf(meta, 'title', 'en')).toBe('title_az');
    expect(sortKeyOf(meta, 'url', 'en')).toBeNull();
  });

  it('counts the window of a page', () => {
    expect(pageWindow(1, 20, 0)).toEqual({ from: 0, to: 0, pages: 1 });
    expect(pageWindow(2, 10, 11)).toEqual({ from: 11, to: 11, pages: 2 });
    expect(pageWindow(3, 50, 500)).toEqual({ from: 101, to: 150, pages: 10 });
  });
});

describe('a download of what the list shows', () => {
  it('carries the search and filters, not the page or sort', () => {
    const s = {
      q: 'Aysel',
      page: 3,
      limit: 50,
      sort: 'total',
      dir: 'asc' as const,
      filters: { status: 'new', from: '2026-11-01' },
    };
    expect(withListFilters('/api/admin/orders/export.csv', s)).toBe(
      '/api/admin/orders/export.csv?q=Aysel&f.status=new&f.from=2026-11-01',
    );
    expect(withListFilters('/x.csv', { ...s, q: '', filters: {} })).toBe('/x.csv');
  });
});
