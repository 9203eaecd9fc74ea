import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { closedPort, startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';
import { probeBuild } from '../testing/probe-build.ts';
import { tcpProxy } from '../testing/tcp-proxy.ts';
import { Jar } from '../modules/auth/auth.fixtures.ts';
import { adminApp, signedInStaff } from './admin.fixtures.ts';
import { accountsApp } from '../modules/auth/auth.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

function multipart(parts: ({ file: string; bytes: Buffer; field?: string } | { name: string; value: string })[]) {
  const boundary = '----voltadmin' + Math.random().toString(16).slice(2);
  const chunks = parts.map((p) =>
    'file' in p
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.file}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          p.bytes,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer();

describeEachEngine('back office: image upload (POST /api/admin/media/upload)', (ctx) => {
  let made: Made;
  let dataDir: string;
  const originals = () => {
    const root = path.join(dataDir, 'media');
    if (!fs.existsSync(root)) return [];
    return fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
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
    return made.app.inject({
      method: 'POST',
      url: '/api/admin/media/upload',
      headers: { cookie: jar.header(), 'content-type': contentType },
      payload,
    });
  };

  it('stores a PNG as a new original that the shop serves, under a new key each time', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['editor'], lang: 'en' });
    const bytes = await png();
    const a = await post(jar, [
      { name: 'area', value: 'banner' },
      { file: 'photo.png', bytes },
    ]);
    expect(a.statusCode).toBe(200);
    const { key, url } = a.json().data as { key: string; url: string };
    expect(key).toMatch(/^u-[a-z0-9]+-[0-9a-f]{12}\.png$/);
    expect(url).toBe(`/i/h/main/500/${key}`);
    expect(fs.readFileSync(path.join(dataDir, 'media', 'main', key)).equals(bytes)).toBe(true);
    // the shop's media route renders it
    const shown = await made.app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    const b = await post(jar, [
      { name: 'area', value: 'banner' },
      { file: 'photo.png', bytes },
    ]);
    expect(b.json().data.key).not.toBe(key);
  });

  it('stores a GIF as a PNG and a JPEG as it is', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['owner'] });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b1b3f' } })
      .gif()
      .toBuffer();
    const g = await post(jar, [
      { name: 'area', value: 'product' },
      { file: 'a.gif', bytes: gif },
    ]);
    expect(g.statusCode).toBe(200);
    expect(g.json().data.key).toMatch(/\.png$/);
    expect((await sharp(fs.readFileSync(path.join(dataDir, 'media', 'p', g.json().data.key))).metadata()).format).toBe(
      'png',
    );
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const j = await post(jar, [
      { name: 'area', value: 'product' },
      { file: 'a.png', bytes: jpeg },
    ]);
    expect(j.json().data.key).toMatch(/\.jpg$/);
  });

  it('refuses what is not an image, an empty file, a too large or too wide one, a bad area — leaving nothing on disk', async () => {
    const { jar } = await signedInStaff(made, ctx.database, { roles: ['owner'], lang: 'en' });
    const before = originals();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 7)]);
    const cases: [Parameters<typeof multipart>[0], number, Record<string, string>][] = [
      [
        [
          { name: 'area', value: 'product' },
          { file: 'photo.png', bytes: exe },
        ],
        400,
        { file: 'The file is not a JPEG, PNG, WebP or GIF image' },
      ],
      [
        [
          { name: 'area', value: 'product' },
          { file: 'photo.png', bytes: Buffer.alloc(0) },
        ],
        400,
        { file: 'The file is empty' },
      ],
      [
        [
          { name: 'area', value: 'product' },
          { file: 'big.png', bytes: Buffer.alloc(10 * 1024 * 1024 + 10, 1) },
        ],
        413,
        { file: 'The file is larger than 10 MB' },
      ],
      [
        [
          { name: 'area', value: 'product' },
          { file: 'wide.png', bytes: await png(8001, 2) },
        ],
        400,
        { file: 'The image is larger than 8000 px on a side' },
      ],
      [
        [
          { name: 'area', value: 'secrets' },
          { file: 'photo.png', bytes: await png() },
        ],
        400,
        { area: 'The value is not allowed' },
      ],
      [[{ name: 'area', value: 'product' }], 400, { file: 'Choose a file' }],
      [
        [
          { name: 'area', value: 'product' },
          { file: 'a.png', bytes: await png() },
          { file: 'b.png', bytes: await png() },
        ],
        400,
        { file: 'Send one file' },
      ],
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
    const guest = await post(new Jar(), [
      { name: 'area', value: 'product' },
      { file: 'a.png', bytes: await png() },
    ]);
    expect(guest.statusCode).toBe(401);
    const { jar } = await signedInStaff(made, ctx.database, {
      permissions: ['admin.access', 'orders.read', 'products.read'],
    });
    const denied = await post(jar, [
      { name: 'area', value: 'product' },
      { file: 'a.png', bytes: await png() },
    ]);
    expect(denied.statusCode).toBe(403);
  });
});

/** Every file under a folder, relative to it ('' when there is none). */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

describeEachEngine(
  'image upload with STORAGE=s3 (decision 0068): instances share pictures through the bucket',
  (ctx) => {
    let s3: S3TestServer;
    const dirs: string[] = [];
    const apps: { app: { close(): Promise<unknown> } }[] = [];
    const tmp = () => {
      const d = fs.mkdtempSync(path.join(os.tmpdir(), 'media-s3-'));
      dirs.push(d);
      return d;
    };
    /** an instance of its own DATA_DIR on the shared database (a page renders through the probe build) */
    const instance = async (env: Record<string, string>) => {
      const made = await accountsApp(ctx.database, { DATA_DIR: tmp(), ...env }, {}, probeBuild());
      await made.services.admin.staffAuth.ensureBuiltinRoles();
      apps.push(made);
      return made;
    };
    beforeAll(async () => {
      s3 = await startS3TestServer();
      await ctx.database.db
        .insertInto('badges')
        .values({ name_az: 'Ulduz', name_ru: 'Звезда', name_en: 'Star', image: 'badge--star--f97316.png' })
        .execute();
    });
    afterAll(async () => {
      for (const a of apps) await a.app.close();
      await s3.stop();
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    });

    const upload = (made: Made, jar: Jar, bytes: Buffer, area = 'banner') => {
      const { payload, contentType } = multipart([
        { name: 'area', value: area },
        { file: 'photo.png', bytes },
      ]);
      return made.app.inject({
        method: 'POST',
        url: '/api/admin/media/upload',
        headers: { cookie: jar.header(), 'content-type': contentType },
        payload,
      });
    };

    it('a picture uploaded through one instance is served by another with its own DATA_DIR; nothing of it on either disk but resized copies', async () => {
      const a = await instance(s3.env);
      const b = await instance(s3.env);
      const { jar } = await signedInStaff(a, ctx.database, { roles: ['editor'], lang: 'en' });
      const bytes = await png(60, 40);
      const res = await upload(a, jar, bytes);
      expect(res.statusCode).toBe(200);
      const { key, url } = res.json().data as { key: string; url: string };
      expect(url).toBe(`/i/h/main/500/${key}`);
      expect((await b.services.storage.get(`media/main/${key}`))?.equals(bytes)).toBe(true);
      expect(filesUnder(a.services.config.dataDir).filter((f) => f.startsWith('media'))).toEqual([]);
      const shown = await b.app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/webp');
      expect((await sharp(shown.rawPayload).metadata()).width).toBe(60);
      expect(
        (await a.app.inject({ method: 'GET', url: `/i/h/main/1000/${key}`, headers: { accept: 'image/jpeg' } }))
          .statusCode,
      ).toBe(200);
      // the variant is B's own cache; the original stays in the bucket only
      expect(filesUnder(path.join(b.services.config.dataDir, 'media'))).toEqual([`cache/main/500/${key}.webp`]);
      // a key that is in no bucket: the image route's 404, as before
      const missing = await b.app.inject({ method: 'GET', url: '/i/h/main/500/u-missing-000000000000.png' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('public, max-age=60');
    });

    it('an article picture uploaded on one instance is removed through another: the object leaves the bucket; while the store is down removal is a 503', async () => {
      const a = await instance(s3.env);
      const b = await instance(s3.env);
      const { jar } = await signedInStaff(a, ctx.database, { roles: ['editor'], lang: 'en' });
      const { payload, contentType } = multipart([{ file: 'x.png', bytes: await png(), field: 'image' }]);
      const up = await a.app.inject({
        method: 'POST',
        url: '/api/admin/articles/images/upload/0/en',
        headers: { cookie: jar.header(), 'content-type': contentType },
        payload,
      });
      expect(up.statusCode).toBe(200);
      const { key, url } = up.json().data as { key: string; url: string };
      expect((await b.app.inject({ url })).statusCode).toBe(200);
      const down = await instance({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
      const staffDown = await signedInStaff(down, ctx.database, { roles: ['editor'], lang: 'en' });
      const refused = await staffDown.jar.call(down.app, 'POST', '/api/admin/articles/images/remove', { key });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toBe('The service is temporarily unavailable. Please try again a little later.');
      expect(await a.services.storage.head(`media/blog/${key}`)).not.toBeNull();
      const staffB = await signedInStaff(b, ctx.database, { roles: ['editor'], lang: 'en' });
      expect((await staffB.jar.call(b.app, 'POST', '/api/admin/articles/images/remove', { key })).statusCode).toBe(200);
      expect(await a.services.storage.head(`media/blog/${key}`)).toBeNull();
      // B's resized copy went with it; A never made one, and now finds no original
      expect(filesUnder(path.join(b.services.config.dataDir, 'media'))).toEqual([]);
      expect((await a.app.inject({ url })).statusCode).toBe(404);
      expect((await staffB.jar.call(b.app, 'POST', '/api/admin/articles/images/remove', { key })).statusCode).toBe(404);
    });

    it('a store that is down: uploads answer a translated 503 on the file, pictures of uploads a quick 503, drawings and pages 200', async () => {
      const a = await instance(s3.env);
      const { jar } = await signedInStaff(a, ctx.database, { roles: ['editor'], lang: 'en' });
      const stored = (await upload(a, jar, await png())).json().data as { key: string; url: string };
      const down = await instance({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
      const says = {
        en: 'The file storage is not answering right now: the picture was not saved. Try again in a minute.',
        ru: 'Хранилище файлов сейчас не отвечает: изображение не сохранено. Попробуйте ещё раз через минуту.',
        az: 'Fayl anbarı hazırda cavab vermir: şəkil yadda saxlanmadı. Bir dəqiqədən sonra yenidən cəhd edin.',
      };
      for (const lang of ['en', 'ru', 'az'] as const) {
        const staff = await signedInStaff(down, ctx.database, { roles: ['editor'], lang });
        const t0 = Date.now();
        const r = await upload(down, staff.jar, await png());
        expect(r.statusCode, lang).toBe(503);
        expect(r.headers['retry-after']).toBe('5');
        expect(r.json(), lang).toEqual({ ok: false, error: says[lang], errors: { file: says[lang] } });
        expect(Date.now() - t0).toBeLessThan(2_000);
      }
      expect(filesUnder(down.services.config.dataDir)).toEqual([]);
      let t0 = Date.now();
      const picture = await down.app.inject({ method: 'GET', url: stored.url, headers: { accept: 'image/webp' } });
      expect(picture.statusCode).toBe(503);
      expect(picture.headers['retry-after']).toBe('5');
      expect(picture.headers['cache-control']).toBe('no-store');
      expect(Date.now() - t0).toBeLessThan(1_000);
      t0 = Date.now();
      expect((await down.app.inject({ method: 'GET', url: '/i/bdg/icon/badge--star--f97316.png' })).statusCode).toBe(
        200,
      );
      expect((await down.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      expect(Date.now() - t0).toBeLessThan(2_000);
    });

    it('a store that hangs: the first picture waits at most S3_TIMEOUT_MS, the next ones answer 503 at once; drawings do not wait', async () => {
      const hung = await tcpProxy({ silent: true });
      try {
        const made = await instance({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${hung.port}`, S3_TIMEOUT_MS: '600' });
        let t0 = Date.now();
        expect((await made.app.inject({ method: 'GET', url: '/i/bdg/icon/badge--star--f97316.png' })).statusCode).toBe(
          200,
        );
        expect(Date.now() - t0).toBeLessThan(1_500);
        t0 = Date.now();
        expect(
          (await made.app.inject({ method: 'GET', url: '/i/h/main/500/u-hung-000000000001.png' })).statusCode,
        ).toBe(503);
        const first = Date.now() - t0;
        expect(first).toBeGreaterThanOrEqual(500);
        expect(first).toBeLessThan(2_000);
        t0 = Date.now();
        const next = await Promise.all(
          ['u-hung-000000000002.png', 'u-hung-000000000003.png'].map((k) =>
            made.app.inject({ method: 'GET', url: `/i/p/300/${k}` }),
          ),
        );
        expect(next.map((r) => r.statusCode)).toEqual([503, 503]);
        expect(Date.now() - t0).toBeLessThan(200);
        // an upload tries (writes do not skip the store) and fails within the timeout
        const { jar } = await signedInStaff(made, ctx.database, { roles: ['editor'], lang: 'en' });
        t0 = Date.now();
        expect((await upload(made, jar, await png())).statusCode).toBe(503);
        expect(Date.now() - t0).toBeLessThan(2_000);
      } finally {
        await hung.stop();
      }
    });
  },
);
