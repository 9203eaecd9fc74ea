import { describe, expect, it } from 'vitest';
import type { ColumnDef, ResourceMeta } from '~/domain/api/admin';
import { firstTextColumn, rowTitle } from './list-columns';

const meta = (columns: ColumnDef[]) => ({ columns }) as ResourceMeta;
const id: ColumnDef = { name: 'id', label: '#', kind: 'text' };
const image: ColumnDef = { name: 'image', label: 'Picture', kind: 'image' };
const title: ColumnDef = { name: 'title', label: 'Title', kind: 'text' };

describe('the column that opens a record (ADM-6)', () => {
  it('is the first text column other than the id', () => {
    expect(firstTextColumn(meta([id, image, title]))).toBe(2);
  });
  it('is the first column when there is no such one', () => {
    expect(firstTextColumn(meta([id, image]))).toBe(0);
    expect(firstTextColumn(meta([]))).toBe(0);
  });
});

describe('rowTitle', () => {
  it("is the row's text in that column, else its number", () => {
    const m = meta([id, image, title]);
    expect(rowTitle(m, { id: 5, title: 'Phone' })).toBe('Phone');
    expect(rowTitle(m, { id: 5, title: '' })).toBe('#5');
    expect(rowTitle(m, { id: 5, title: 12 })).toBe('#5');
    expect(rowTitle(meta([]), { id: 9 })).toBe('#9');
  });
});
