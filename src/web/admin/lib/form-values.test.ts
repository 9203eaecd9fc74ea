import { describe, expect, it } from 'vitest';
import type { FieldDef } from '~/domain/api/admin';
import { bodyOf, emptyRow, initialValues, sameValues } from '~/domain/admin/record-values';
import { groupsOf, hasErrorUnder, isShown, unplacedErrors } from './form-values';

const F = (f: Partial<FieldDef> & Pick<FieldDef, 'name' | 'component'>): FieldDef => ({ label: f.name, ...f });

describe('form engine rules', () => {
  it('starts from the values of the definitions, or an empty value of the kind', () => {
    const fields = [
      F({ name: 'title', component: 'text', isMultiLang: true }),
      F({ name: 'price', component: 'money' }),
      F({ name: 'active', component: 'checkbox' }),
      F({ name: 'images', component: 'images' }),
      F({ name: 'lines', component: 'text', fields: [F({ name: 'qty', component: 'number', value: 1 })] }),
      F({ name: 'url', component: 'text', value: '/x' }),
    ];
    expect(initialValues(fields)).toEqual({
      title: { az: '', ru: '', en: '' },
      price: null,
      active: false,
      images: [],
      lines: [],
      url: '/x',
    });
    expect(emptyRow(fields[4]!.fields!)).toEqual({ qty: 1 });
  });

  it('copies values, so editing the form never changes the definitions', () => {
    const fields = [F({ name: 'title', component: 'text', isMultiLang: true, value: { az: 'a', ru: 'b', en: 'c' } })];
    const v = initialValues(fields);
    (v.title as Record<string, string>).az = 'changed';
    expect(fields[0]!.value).toEqual({ az: 'a', ru: 'b', en: 'c' });
  });

  it('shows a field with showIf only while the other field has one of the values (as text: selects give strings)', () => {
    const f = F({ name: 'threshold', component: 'money', showIf: { field: 'kind', values: ['percent', 2] } });
    expect(isShown(f, { kind: 'percent' })).toBe(true);
    expect(isShown(f, { kind: '2' })).toBe(true);
    expect(isShown(f, { kind: 'fixed' })).toBe(false);
    expect(isShown(f, {})).toBe(false);
    expect(isShown(F({ name: 'x', component: 'text', hidden: true }), {})).toBe(false);
    expect(isShown(F({ name: 'x', component: 'text' }), {})).toBe(true);
  });

  it('sends every writable field, never read-only ones', () => {
    const fields = [
      F({ name: 'title', component: 'text' }),
      F({ name: 'createdAt', component: 'readonly' }),
      F({ name: 'sku', component: 'text', readOnly: true }),
      F({ name: 'note', component: 'text', hidden: true }),
    ];
    expect(bodyOf(fields, { title: 'a', createdAt: 'x', sku: 'y', note: 'n' })).toEqual({ title: 'a', note: 'n' });
    // a dotted name is a member of an object field (a product's parameter values)
    const params: FieldDef[] = [
      { name: 'parameters.3', label: 'Colour', component: 'multiselect' },
      { name: 'parameters.7', label: 'RAM', component: 'multiselect' },
    ];
    expect(bodyOf(params, { 'parameters.3': [11], 'parameters.7': [] })).toEqual({
      parameters: { '3': [11], '7': [] },
    });
  });

  it('places field errors: under a path, and the ones no shown field takes go to the summary', () => {
    const errors = { 'title.ru': 'Required field', 'lines.2.qty': 'Too small', price: 'Unknown field' };
    expect(hasErrorUnder(errors, 'title')).toBe(true);
    expect(hasErrorUnder(errors, 'lines.2')).toBe(true);
    expect(hasErrorUnder(errors, 'lines.1')).toBe(false);
    expect(hasErrorUnder(errors, 'titles')).toBe(false);
    const fields = [
      F({ name: 'title', component: 'text', isMultiLang: true }),
      F({ name: 'lines', component: 'text', fields: [] }),
      F({ name: 'bonus', component: 'text', showIf: { field: 'kind', values: ['x'] } }),
    ];
    expect(unplacedErrors(fields, {}, { ...errors, bonus: 'Required field' })).toEqual([
      ['price', 'Unknown field'],
      ['bonus', 'Required field'],
    ]);
  });

  it('groups fields by group in their order, and compares values deeply', () => {
    const g = groupsOf([
      F({ name: 'a', component: 'text' }),
      F({ name: 'b', component: 'text', group: 'Prices' }),
      F({ name: 'c', component: 'text' }),
      F({ name: 'd', component: 'text', group: 'Prices' }),
    ]);
    expect(g.map((x) => [x.name, x.fields.map((f) => f.name)])).toEqual([
      ['', ['a', 'c']],
      ['Prices', ['b', 'd']],
    ]);
    expect(sameValues({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValues({ a: [1] }, { a: [2] })).toBe(false);
  });
});
