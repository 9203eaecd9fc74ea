import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '~/domain/api/admin';
import { I18nProvider } from '~/web/i18n/i18n-context';
import { Field } from './field-control';

/** The form engine's fields as the server renders them (the first paint of every admin form). */
const render = (
  field: FieldDef,
  value: unknown,
  opts: { errors?: Record<string, string>; readOnly?: boolean; siblings?: Record<string, unknown> } = {},
) =>
  renderToStaticMarkup(
    <I18nProvider
      lang="en"
      messages={{
        'admin-ui.form.tabHasError': 'This language has an error',
        'admin-ui.common.yes': 'Yes',
        'admin-ui.form.choose': '— choose —',
      }}
    >
      <Field
        field={field}
        value={value}
        onChange={() => {}}
        errors={opts.errors ?? {}}
        path={field.name}
        readOnly={opts.readOnly ?? false}
        area="product"
        siblings={opts.siblings ?? {}}
      />
    </I18nProvider>,
  );

describe('form engine fields (server render)', () => {
  it('money: manat with two decimals in the input, read-only as the shop shows it', () => {
    const f: FieldDef = { name: 'price', label: 'Price', component: 'money' };
    expect(render(f, 129999)).toContain('value="1299.99"');
    expect(render(f, 129999, { readOnly: true })).toContain('1 299.99 ₼');
  });

  it('multi-language: az/ru/en tabs; the tab with the server error is marked and open, its message shown', () => {
    const f: FieldDef = { name: 'title', label: 'Title', component: 'text', isMultiLang: true, required: true };
    const html = render(f, { az: 'Telefon', ru: '', en: 'Phone' }, { errors: { 'title.ru': 'Required field' } });
    expect(html).toContain('aria-selected="true" class="adm-ml-tab is-active has-error"');
    expect(html).toContain('data-testid="error-title.ru"');
    expect(html).toContain('Required field');
    expect(html).toContain('name="title.ru"');
  });

  it('showIf hides a field while the other field has another value; hidden fields never show', () => {
    const f: FieldDef = {
      name: 'threshold',
      label: 'Threshold',
      component: 'number',
      showIf: { field: 'kind', values: ['percent'] },
    };
    expect(render(f, 5, { siblings: { kind: 'fixed' } })).toBe('');
    expect(render(f, 5, { siblings: { kind: 'percent' } })).toContain('value="5"');
    expect(render({ name: 'x', label: 'X', component: 'text', hidden: true }, 'a')).toBe('');
  });

  it('select keeps the option chosen; read-only shows its label', () => {
    const f: FieldDef = {
      name: 'status',
      label: 'Status',
      component: 'select',
      options: [
        { value: 1, label: 'New' },
        { value: 2, label: 'Paid' },
      ],
    };
    expect(render(f, 2)).toMatch(/<option value="2" selected="">Paid<\/option>/);
    expect(render(f, 2, { readOnly: true })).toContain('>Paid<');
  });

  it('a repeated group renders a row per item with errors on the right row', () => {
    const f: FieldDef = {
      name: 'phones',
      label: 'Phones',
      component: 'text',
      fields: [{ name: 'mobile', label: 'Mobile', component: 'text' }],
    };
    const html = render(f, [{ mobile: '994501111111' }, { mobile: 'x' }], {
      errors: { 'phones.1.mobile': 'Wrong mobile number' },
    });
    expect(html).toContain('data-testid="row-phones-0"');
    expect(html).toContain('value="994501111111"');
    expect(html).toMatch(/class="adm-repeat-row has-error" data-testid="row-phones-1"/);
    expect(html).toContain('Wrong mobile number');
  });

  it("images: the server's { source, withPad } pictures in order, the first the main one, the margin ticked, an error on its picture", () => {
    const value = [
      { source: 'a.png', withPad: false },
      { source: 'b.png', withPad: true },
      { source: 'c.png', withPad: false },
    ];
    const html = render({ name: 'images', label: 'Images', component: 'images', area: 'product', max: 30 }, value, {
      errors: { 'images.2.source': 'Not an uploaded image' },
    });
    expect(html.match(/data-testid="picture"/g)).toHaveLength(3);
    expect(html.indexOf('/i/p/300/a.png')).toBeGreaterThan(-1);
    expect(html.indexOf('/i/p/300/a.png')).toBeLessThan(html.indexOf('/i/p/300/b.png'));
    expect(html).toMatch(/class="adm-pic is-main"[^>]*data-source="a.png"/);
    expect(html).toMatch(/data-source="b.png" data-pad="1"/);
    expect(html).toMatch(/class="adm-pic has-error"[^>]*data-source="c.png"/);
    expect(html).toContain('Not an uploaded image');
    expect(html).toContain('data-testid="field-images-add"');
    // read-only: the pictures without the tools
    const ro = render({ name: 'images', label: 'Images', component: 'images', area: 'product' }, value, {
      readOnly: true,
    });
    expect(ro.match(/data-testid="picture"/g)).toHaveLength(3);
    expect(ro).not.toContain('picture-remove');
  });

  it('permissions: a grid by area with the granted ones checked', () => {
    const html = render({ name: 'permissions', label: 'Permissions', component: 'permissions' }, [
      'orders.read',
      'admin.access',
    ]);
    expect(html).toMatch(/aria-label="orders\.read"[^>]*checked=""/);
    expect(html).not.toMatch(/aria-label="orders\.update"[^>]*checked=""/);
    expect(html).toMatch(/aria-label="audit\.read"/);
  });

  it('editor: one block editor per block kind', () => {
    const html = render({ name: 'content', label: 'Content', component: 'editor' }, [
      { type: 'header', data: { text: 'Delivery', level: 2 } },
      { type: 'paragraph', data: { text: 'Free in Baku' } },
      { type: 'list', data: { style: 'unordered', items: ['One', 'Two'] } },
    ]);
    expect(html).toContain('value="Delivery"');
    expect(html).toContain('Free in Baku');
    expect(html).toContain('value="Two"');
    expect(html).toContain('data-testid="add-block-image"');
  });
});
