import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '~/server/testing/test-db';
import { adminApp, signedInStaff } from '~/server/admin/admin.fixtures';
import { RichContent, sanitizeInline } from '~/web/components/rich-content/rich-content';
import { loadContent } from './content.server';

/**
 * Staff-written content stays inert in the shop (ADM-17, SEC-6): hostile
 * markup stored through the back office's API comes back through the shop's own loader and renders through the
 * shop's own components without a script, an event handler or a javascript: link.
 */
const HOSTILE = [
  '<script>alert(1)</script>Salam',
  '<img src=x onerror=alert(2)>şəkil',
  '<a href="javascript:alert(3)">link</a>',
  '<b onclick="alert(4)">qalın</b>',
  '<iframe src="https://evil.example"></iframe>çərçivə',
  '<svg onload=alert(5)>',
];

describeEachEngine('staff content in the shop', (ctx) => {
  let made: Awaited<ReturnType<typeof adminApp>>;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
  });
  afterAll(async () => {
    await made.app.close();
  });

  const inert = (html: string) => {
    expect(html).not.toMatch(/<script|<iframe|<img[^>]*onerror|<svg|\son\w+=|javascript:/i);
  };

  it('an article with hostile blocks renders without any script, handler or javascript: link', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['editor'] });
    const blocks = [
      ...HOSTILE.map((text) => ({ type: 'paragraph', data: { text } })),
      { type: 'header', data: { level: 2, text: '<script>alert(6)</script>Başlıq' } },
      { type: 'list', data: { style: 'unordered', items: ['<a href="javascript:alert(7)">x</a>', '<b>ok</b>'] } },
      { type: 'image', data: { file: { url: 'javascript:alert(8)' }, caption: '<img src=x onerror=alert(9)>' } },
      { type: 'image', data: { file: { url: '//evil.example/x.png' }, caption: 'x' } },
      { type: 'embed', data: { embed: '<script>alert(10)</script>' } },
    ];
    const r = await jar.call(made.app, 'POST', '/api/admin/articles/create', {
      title: { az: 'Təhlükəsiz məqalə', ru: '', en: '' },
      content: { az: blocks, ru: [], en: [] },
      image: null,
      publishedAt: '2026-01-01T00:00:00Z',
      path: { az: '', ru: '', en: '' },
      seoTitle: { az: '', ru: '', en: '' },
      seoDesc: { az: '', ru: '', en: '' },
    });
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    await jar.call(made.app, 'POST', `/api/admin/articles/verify/${id}`, { verified: true });

    // the shop's way to the page: the address resolves, the content loader reads the article
    const route = await made.services.routing.resolve('az', '/blog/tehlukesiz-meqale');
    expect(route).toMatchObject({ kind: 'view', view: 'Article', entityId: id });
    const data = await loadContent(
      new Request('http://shop.test/blog/tehlukesiz-meqale'),
      { services: made.services } as unknown as AppLoadContext,
      'Article',
      id,
      {
        alternates: {},
        seo: { title: null, desc: null, keywords: null },
      },
    );
    expect(data?.kind).toBe('article');
    if (data?.kind !== 'article') return;
    const html = renderToStaticMarkup(createElement(RichContent, { blocks: data.article.blocks }));
    inert(html);
    // the harmless parts are still there
    expect(html).toContain('Salam');
    expect(html).toContain('<b>qalın</b>');
    expect(html).toContain('Başlıq');
  });

  it('a FAQ answer with hostile markup renders inert on the FAQ page', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['editor'] });
    const r = await jar.call(made.app, 'POST', '/api/admin/questions/create', {
      question: { az: 'Sual', ru: 'Вопрос', en: 'Question' },
      answer: { az: HOSTILE.join(' '), ru: 'Ответ', en: 'Answer' },
      position: 0,
    });
    const id = r.json().data.id as number;
    await jar.call(made.app, 'POST', `/api/admin/questions/verify/${id}`, { verified: true });
    const data = await loadContent(
      new Request('http://shop.test/faq'),
      { services: made.services } as unknown as AppLoadContext,
      'Faq',
      null,
      { alternates: {}, seo: { title: null, desc: null, keywords: null } },
    );
    expect(data?.kind).toBe('faq');
    if (data?.kind !== 'faq') return;
    const item = data.items.find((i) => i.id === id)!;
    // the FAQ page renders answers through sanitizeInline (faq-page.tsx)
    const html = sanitizeInline(item.answer);
    inert(html);
    expect(html).toContain('Salam');
  });
});
