import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '~/domain/catalog';
import { RichContent, safeImageSrc, sanitizeInline } from './rich-content';

describe('sanitizeInline', () => {
  it('keeps simple inline markup and drops everything else', () => {
    expect(sanitizeInline('<b>Bold</b> and <i>it</i><br>')).toBe('<b>Bold</b> and <i>it</i><br>');
    expect(sanitizeInline('<script>alert(1)</script>x')).toBe('x');
    expect(sanitizeInline('<img src=x onerror=alert(1)>y')).toBe('y');
    expect(sanitizeInline('<b onclick="x()">z</b>')).toBe('<b>z</b>');
  });
  it('keeps only safe link targets', () => {
    expect(sanitizeInline('<a href="/sale" onclick="x">s</a>')).toBe('<a href="/sale" rel="noopener">s</a>');
    expect(sanitizeInline('<a href="javascript:alert(1)">s</a>')).toBe('<a>s</a>');
  });
  it('drops links that browsers read as another site (//host, /\\host)', () => {
    expect(sanitizeInline('<a href="//evil.com">s</a>')).toBe('<a>s</a>');
    expect(sanitizeInline('<a href="/\\evil.com">s</a>')).toBe('<a>s</a>');
    expect(sanitizeInline('<a href="/sale\\x">s</a>')).toBe('<a>s</a>');
  });
});

describe('sanitizeInline against tricky markup', () => {
  it('does not let a quoted ">" smuggle attributes', () => {
    const out = sanitizeInline('<a title=">" href="javascript:alert(1)">x</a>');
    expect(out).toBe('<a>x</a>');
    expect(sanitizeInline('<b title="a>b" onmouseover="x">t</b>')).toBe('<b>t</b>');
    expect(sanitizeInline('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeInline('<a href="&#106;avascript:alert(1)">j</a>')).toBe('<a>j</a>');
  });
});

describe('safeImageSrc', () => {
  it('keeps paths on this site', () => {
    expect(safeImageSrc('/i/blog/800/cover--tv--111827--1e3a8a.png')).toBe('/i/blog/800/cover--tv--111827--1e3a8a.png');
    expect(safeImageSrc(' /media/a.webp ')).toBe('/media/a.webp');
  });
  it('refuses scripts, data, other sites and tricks that browsers read as another site', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://evil.example/x.png',
      'http://evil.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/a"onerror="alert(1)',
      '/a b.png',
      '/a\u0000.png',
      'x.png',
      '',
    ])
      expect(safeImageSrc(bad), bad).toBeNull();
  });
});

describe('RichContent renders editor blocks safely', () => {
  const html = (blocks: unknown[]) =>
    renderToStaticMarkup(createElement(RichContent, { blocks: blocks as EditorBlock[] }));

  it('renders every block type', () => {
    const out = html([
      { type: 'header', data: { level: 2, text: 'Title <b>bold</b>' } },
      { type: 'paragraph', data: { text: 'Text with <a href="/sale">a link</a>' } },
      { type: 'list', data: { style: 'ordered', items: ['one', 'two'] } },
      { type: 'image', data: { file: { url: '/i/blog/800/x.png' }, caption: 'A <i>caption</i>' } },
      { type: 'embed', data: { embed: 'https://www.youtube.com/watch?v=Xn8OaZ2vtAk' } },
      { type: 'delimiter', data: {} },
    ]);
    expect(out).toContain('<h2>Title <b>bold</b></h2>');
    expect(out).toContain('<a href="/sale" rel="noopener">a link</a>');
    expect(out).toContain('<ol><li>one</li><li>two</li></ol>');
    expect(out).toContain('<img src="/i/blog/800/x.png" alt="A caption"');
    expect(out).toContain('<figcaption>A <i>caption</i></figcaption>');
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/Xn8OaZ2vtAk"');
    expect(out).toContain('<hr/>');
  });

  it('lets no script, event handler or unsafe address through', () => {
    const out = html([
      { type: 'header', data: { level: 9, text: '<script>alert(1)</script><img src=x onerror=alert(2)>Head' } },
      {
        type: 'paragraph',
        data: {
          text: '<a href="javascript:alert(3)" onclick="alert(4)">x</a><svg onload=alert(5)></svg><iframe src="//evil"></iframe>',
        },
      },
      {
        type: 'list',
        data: { style: 'unordered', items: ['<b onmouseover="alert(6)">b</b>', '<style>body{display:none}</style>ok'] },
      },
      { type: 'image', data: { file: { url: 'javascript:alert(7)' }, caption: 'bad' } },
      { type: 'image', data: { file: { url: '//evil.example/x.png' }, caption: 'bad' } },
      { type: 'image', data: { file: { url: '/ok.png' }, caption: '"><script>alert(8)</script>' } },
      { type: 'embed', data: { embed: 'https://evil.example/embed/x' } },
      { type: 'embed', data: { embed: 'javascript:alert(9)//youtube.com/embed/abcdefg' } },
    ]);
    expect(out).not.toMatch(
      /<script|<iframe(?![^>]*youtube-nocookie)|<svg|<style|javascript:|onerror|onclick|onmouseover|onload|evil/i,
    );
    expect(out).toContain('<h4>Head</h4>');
    expect(out).toContain('<a>x</a>');
    expect(out).toContain('<li><b>b</b></li><li>ok</li>');
    expect(out.match(/<img /g)?.length).toBe(1);
  });
});
