import { describe, expect, it } from 'vitest';
import type { FieldDef } from '~/domain/api/admin';
import { labelPath, shownValue } from './record-labels';

const fields: FieldDef[] = [
  { name: 'title', label: 'Title', component: 'text', isMultiLang: true },
  { name: 'price', label: 'Price', component: 'money' },
  {
    name: 'lines',
    label: 'Lines',
    component: 'text',
    fields: [{ name: 'qty', label: 'Qty', component: 'number' }],
  },
];

describe('labelPath: an error path in the words of the form (decision 0042)', () => {
  it('names fields by their labels, languages in capitals and rows from 1', () => {
    expect(labelPath(fields, 'price')).toBe('Price');
    expect(labelPath(fields, 'title.ru')).toBe('Title › RU');
    expect(labelPath(fields, 'lines.2.qty')).toBe('Lines › 3 › Qty');
  });
  it('keeps a part it does not know as it is', () => {
    expect(labelPath(fields, 'version')).toBe('version');
    expect(labelPath(fields, 'lines.total')).toBe('Lines › total');
  });
});

describe("shownValue: the person's own value beside a field changed meanwhile (decision 0059)", () => {
  it('shows nothing as a dash, money as the shop writes it, lists and languages on one line', () => {
    expect(shownValue(null, undefined)).toBe('—');
    expect(shownValue('', fields[0])).toBe('—');
    expect(shownValue(129999, fields[1])).toBe('1 299.99 ₼');
    expect(shownValue(129999, undefined)).toBe('129999');
    expect(shownValue({ az: 'Telefon', en: 'Phone' }, fields[0])).toBe('AZ: Telefon · EN: Phone');
    expect(shownValue([1, 2], undefined)).toBe('1, 2');
  });
});
