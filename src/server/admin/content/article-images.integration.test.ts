import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';

function multipart(field: string, name: string, bytes: Buffer) {
  const boundary = '----volt' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
/** inject options of a multipart POST with one file part, signed in with `cookie` */
const upload = (url: string, cookie: string, field: string, bytes: Buffer) => {
  const m = multipart(field, 'photo.png', bytes);
  return { method: 'POST' as const, url, headers: { cookie, ...m.headers }, payload: m.payload };
};

describeEachEngine('back office: article pictures (ADM-14: articles/images/upload and images/remove)', (ctx) => {
  let made: Awaited<ReturnType<typeof adminApp>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'article-images-'));
    made = await adminApp(ctx.database, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await made.app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stores a checked picture under the blog media, answers what Editor.js reads, and removes it once nothing names it', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['editor'] });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f97316' } })
      .png()
      .toBuffer();
    const up = await made.app.inject(upload('/api/admin/articles/images/upload/0/az', jar.header(), 'image', png));
    expect(up.statusCode).toBe(200);
    const data = up.json().data as { key: string; url: string; success: number; file: { url: string } };
    expect(data.key).toMatch(/^u-[a-z0-9]+-[a-f0-9]{12}\.png$/);
    expect(data).toMatchObject({
      success: 1,
      url: `/i/blog/400/${data.key}`,
      file: { url: `/i/blog/400/${data.key}` },
    });
    expect((await fs.readFile(path.join(dataDir, 'media', 'blog', data.key))).equals(png)).toBe(true);
    // the shop serves it resized
    const shown = await made.app.inject({ url: data.url });
    expect(shown.statusCode).toBe(200);

    // an article that names it keeps it
    const article = await jar.call(made.app, 'POST', '/api/admin/articles/create', {
      title: { az: 'Şəkilli', ru: '', en: '' },
      content: { az: [{ type: 'image', data: { file: { url: data.url }, caption: '' } }], ru: [], en: [] },
      image: data.key,
      publishedAt: '2026-01-01T00:00:00Z',
      path: { az: '', ru: '', en: '' },
      seoTitle: { az: '', ru: '', en: '' },
      seoDesc: { az: '', ru: '', en: '' },
    });
    expect(article.statusCode).toBe(200);
    const inUse = await jar.call(made.app, 'POST', '/api/admin/articles/images/remove', { key: data.key });
    expect(inUse.statusCode).toBe(409);
    await jar.call(made.app, 'POST', `/api/admin/articles/remove/${article.json().data.id}`, {});
    const removed = await jar.call(made.app, 'POST', '/api/admin/articles/images/remove', { key: data.key });
    expect(removed.statusCode).toBe(200);
    await expect(fs.access(path.join(dataDir, 'media', 'blog', data.key))).rejects.toThrow();
    expect((await jar.call(made.app, 'POST', '/api/admin/articles/images/remove', { key: data.key })).statusCode).toBe(
      404,
    );
    const actions = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('summary', '=', data.key)
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'upload', entity: 'articles' },
      { action: 'remove', entity: 'images' },
    ]);
  });

  it('refuses what is not a picture, bad addresses, drawn covers and paths outside the folder', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['editor'] });
    const send = (url: string, bytes: Buffer) => made.app.inject(upload(url, jar.header(), 'file', bytes));
    const html = await send(
      '/api/admin/articles/images/upload/0/az',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().errors).toHaveProperty('file');
    expect((await send('/api/admin/articles/images/upload/0/de', Buffer.from('x'))).statusCode).toBe(400);
    expect((await send('/api/admin/articles/images/upload/x/az', Buffer.from('x'))).statusCode).toBe(400);
    const json = await jar.call(made.app, 'POST', '/api/admin/articles/images/upload/0/az', { file: 'x' });
    expect(json.statusCode).toBe(415);
    for (const key of ['../../secrets.json', 'cover--phone--1f2937--e0e7ff.png', 'a/b.png']) {
      expect((await jar.call(made.app, 'POST', '/api/admin/articles/images/remove', { key })).statusCode).toBe(400);
    }
    const operator = await signedInStaff(made, ctx.database, { roles: ['operator'] });
    const denied = await made.app.inject(
      upload('/api/admin/articles/images/upload/0/az', operator.jar.header(), 'file', Buffer.from('x')),
    );
    expect(denied.statusCode).toBe(403);
  });
});
