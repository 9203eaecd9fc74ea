import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { Jar } from '../modules/accounts/accounts.fixtures.ts';
import { adminApp, signedInStaff } from './admin.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

function multipart(parts: ({ file: string; bytes: Buffer; field?: string } | { name: string; value: string })[]) {
  const boundary = '----voltadmin' + Math.random().toString(16).slice(2);
  const chunks = parts.map((p) =>
    'file' in p
      ? Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.file}"\r\nContent-Type: image/png\r\n\r\n`),
          p.bytes,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (w = 40, h = 30) => sharp({ create: { width: w, height: h, channels: 3, background: '#f97316' } }).png().toBuffer();

describeEachEngine('back office: image upload (POST /api/admin/media/upload)', (ctx) => {
  let made: Made;
  let dataDir: string;
  const originals = () => {
    const root = path.join(dataDir, 'media');
    if (!fs.existsSync(root)) return [];
    return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
  };
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-media-'));
    made = await adminApp(ctx.database, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await made.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (jar: Jar, parts: Parameters<typeof multipart>[0]) => {
    const { payload, contentType } = multipart(parts);
    return made.app.inject({ method: 'POST', url: '/api/admin/media/upload', headers: { cookie: jar.header(), 'content-type': contentType }, payload });
  };

  it('stores a PNG as a new original that the shop serves, under a new key each time', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['editor'], lang: 'en' });
    const bytes = await png();
    const a = await post(jar, [{ name: 'area', value: 'banner' }, { file: 'photo.png', bytes }]);
    expect(a.statusCode).toBe(200);
    const { key, url } = a.json().data as { key: string; url: string };
    expect(key).toMatch(/^u-[a-z0-9]+-[0-9a-f]{12}\.png$/);
    expect(url).toBe(`/i/h/main/500/${key}`);
    expect(fs.readFileSync(path.join(dataDir, 'media', 'main', key)).equals(bytes)).toBe(true);
    // the shop's media route renders it
    const shown = await made.app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    const b = await post(jar, [{ name: 'area', value: 'banner' }, { file: 'photo.png', bytes }]);
    expect(b.json().data.key).not.toBe(key);
  });

  it('stores a GIF as a PNG and a JPEG as it is', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b1b3f' } }).gif().toBuffer();
    const g = await post(jar, [{ name: 'area', value: 'product' }, { file: 'a.gif', bytes: gif }]);
    expect(g.statusCode).toBe(200);
    expect(g.json().data.key).toMatch(/\.png$/);
    expect((await sharp(fs.readFileSync(path.join(dataDir, 'media', 'p', g.json().data.key))).metadata()).format).toBe('png');
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const j = await post(jar, [{ name: 'area', value: 'product' }, { file: 'a.png', bytes: jpeg }]);
    expect(j.json().data.key).toMatch(/\.jpg$/);
  });

  it('refuses what is not an image, an empty file, a too large or too wide one, a bad area — leaving nothing on disk', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['owner'], lang: 'en' });
    const before = originals();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 7)]);
    const cases: [Parameters<typeof multipart>[0], number, Record<string, string>][] = [
      [[{ name: 'area', value: 'product' }, { file: 'photo.png', bytes: exe }], 400, { file: 'The file is not a JPEG, PNG, WebP or GIF image' }],
      [[{ name: 'area', value: 'product' }, { file: 'photo.png', bytes: Buffer.alloc(0) }], 400, { file: 'The file is empty' }],
      [[{ name: 'area', value: 'product' }, { file: 'big.png', bytes: Buffer.alloc(10 * 1024 * 1024 + 10, 1) }], 413, { file: 'The file is larger than 10 MB' }],
      [[{ name: 'area', value: 'product' }, { file: 'wide.png', bytes: await png(8001, 2) }], 400, { file: 'The image is larger than 8000 px on a side' }],
      [[{ name: 'area', value: 'secrets' }, { file: 'photo.png', bytes: await png() }], 400, { area: 'The value is not allowed' }],
      [[{ name: 'area', value: 'product' }], 400, { file: 'Choose a file' }],
      [[{ name: 'area', value: 'product' }, { file: 'a.png', bytes: await png() }, { file: 'b.png', bytes: await png() }], 400, { file: 'Send one file' }],
    ];
    for (const [parts, status, errors] of cases) {
      const r = await post(jar, parts);
      expect(r.statusCode, JSON.stringify(errors)).toBe(status);
      expect(r.json()).toMatchObject({ ok: false, errors });
    }
    // a JSON body instead of a form
    const json = await jar.call(made.app, 'POST', '/api/admin/media/upload', { area: 'product' });
    expect(json.statusCode).toBe(415);
    expect(originals()).toEqual(before);
  });

  it('a guest gets 401 and a staff member who edits nothing with pictures 403, before the file is read', async () => {
    const guest = await post(new Jar(), [{ name: 'area', value: 'product' }, { file: 'a.png', bytes: await png() }]);
    expect(guest.statusCode).toBe(401);
    const { jar } = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'orders.read', 'products.read'] });
    const denied = await post(jar, [{ name: 'area', value: 'product' }, { file: 'a.png', bytes: await png() }]);
    expect(denied.statusCode).toBe(403);
  });
});
