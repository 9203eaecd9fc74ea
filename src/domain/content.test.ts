import { describe, expect, it } from 'vitest';
import { blocksText, pageParam, shareLinks, withoutTitleHeading } from './content.ts';
import { CONTENT_PATHS } from './routes.ts';
import { slugify } from './text.ts';

describe('pageParam (?p=)', () => {
  it('reads a whole page number from 1', () => {
    expect(pageParam('2')).toBe(2);
    expect(pageParam('12')).toBe(12);
  });
  it('takes anything else as page 1', () => {
    for (const v of [null, undefined, '', '0', '-1', '1.5', 'abc', '2x', ' 2', '9999999'])
      expect(pageParam(v), String(v)).toBe(1);
  });
});

describe('shareLinks', () => {
  it('gives the five networks of CNT-2 with the address and title encoded', () => {
    const links = shareLinks('https://volt.az/blog/a b?x=1&y=2', 'Smartfon & "qulaqlıq"');
    expect(links.map((l) => l.network)).toEqual(['facebook', 'messenger', 'twitter', 'whatsapp', 'telegram']);
    const u = encodeURIComponent('https://volt.az/blog/a b?x=1&y=2');
    expect(links[0]!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(links[1]!.href).toBe(`fb-messenger://share/?link=${u}`);
    expect(links[2]!.href).toContain(`https://twitter.com/intent/tweet?url=${u}&text=`);
    expect(links[3]!.href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(links[4]!.href).toContain(`https://t.me/share/url?url=${u}`);
    // nothing unencoded that could break out of the query
    for (const l of links) expect(l.href.split('?')[1]).not.toMatch(/[ "<>]/);
  });
});

describe('blocksText', () => {
  it('joins the text of headers, paragraphs and lists without markup', () => {
    const text = blocksText([
      { type: 'header', data: { level: 2, text: 'Title' } },
      { type: 'paragraph', data: { text: 'A <b>bold</b>&nbsp;move &amp; more' } },
      { type: 'list', data: { items: ['one', 'two'] } },
      { type: 'widget', data: { name: 'delivery-prices' } },
    ]);
    expect(text).toBe('Title. A bold move & more one. two.');
  });
  it('leaves no space before punctuation after inline markup, and a heading does not run into the next text', () => {
    const text = blocksText([
      { type: 'header', data: { level: 2, text: 'Əsas meyarlar' } },
      { type: 'list', data: { items: ['<b>Prosessor və yaddaş</b>: gündəlik iş üçün 16 GB', 'Ekran?'] } },
      { type: 'paragraph', data: { text: 'Bir<br>iki' } },
    ]);
    expect(text).toBe('Əsas meyarlar. Prosessor və yaddaş: gündəlik iş üçün 16 GB. Ekran? Bir iki');
  });
  it('cuts at a word near the limit with an ellipsis', () => {
    const text = blocksText([{ type: 'paragraph', data: { text: 'word '.repeat(100) } }], 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('content paths (localised slugs)', () => {
  it('are slugs: lower case, no language prefix, each already in slug form, unique per language', () => {
    for (const lang of ['az', 'ru', 'en'] as const) {
      const paths = Object.values(CONTENT_PATHS).map((p) => p[lang]);
      expect(new Set(paths).size).toBe(paths.length);
      for (const p of paths) {
        expect(p).toMatch(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slugify(p.slice(1))).toBe(p.slice(1));
      }
    }
  });
  it('transliterates titles into the slugs the seed uses', () => {
    expect(slugify('Как выбрать смартфон в 2026 году')).toBe('kak-vybrat-smartfon-v-2026-godu');
    expect(slugify('Çatdırılma və ödəniş şərtləri')).toBe('catdirilma-ve-odenis-sertleri');
  });
});

describe('withoutTitleHeading (PDP-3)', () => {
  const h = (text: string, level = 2) => ({ type: 'header' as const, data: { level, text } });
  const p = (text: string) => ({ type: 'paragraph' as const, data: { text } });

  it('drops an opening heading that only repeats the title, whatever its case, spaces or markup', () => {
    expect(withoutTitleHeading([h('Samsung  Galaxy <b>A55</b>'), p('Intro')], 'samsung galaxy A55')).toEqual([
      p('Intro'),
    ]);
  });

  it('keeps a heading that says something else, and the title heading anywhere but first', () => {
    const blocks = [h('Key features'), p('x'), h('Samsung Galaxy A55')];
    expect(withoutTitleHeading(blocks, 'Samsung Galaxy A55')).toEqual(blocks);
    expect(withoutTitleHeading([p('Samsung Galaxy A55')], 'Samsung Galaxy A55')).toEqual([p('Samsung Galaxy A55')]);
    expect(withoutTitleHeading([], 'Samsung Galaxy A55')).toEqual([]);
  });
});
