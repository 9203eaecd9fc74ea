import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, delayingProxy, startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { loadConfig } from '../../config.ts';
import { clusterWarnings } from '../../first-boot.ts';
import { checkObjectStore, createObjectStore } from './create-object-store.ts';
import { DiskObjectStore } from './disk-store.ts';
import { isObjectStoreUnavailable, ObjectStoreUnavailable, type ObjectStore } from './object-store.ts';
import { S3ObjectStore, type S3Settings } from './s3-store.ts';
import { pushLocalFiles } from './push.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

let s3: S3TestServer;
const dirs: string[] = [];
const stores: S3ObjectStore[] = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  for (const s of stores) s.close();
  await s3.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const settings = (over: Partial<S3Settings> = {}): S3Settings => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
  prefix: '',
  connectTimeoutMs: 500,
  timeoutMs: 1_000,
  ...over,
});
const s3Store = (over: Partial<S3Settings> = {}, cooldownMs?: number) => {
  const s = new S3ObjectStore(settings(over), { cooldownMs });
  stores.push(s);
  return s;
};

/** What every driver must do: the same test on the disk and on the S3 server. */
const drivers: [string, () => ObjectStore][] = [
  [
    'disk',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'object-store-'));
      dirs.push(dir);
      return new DiskObjectStore(dir);
    },
  ],
  ['s3', () => s3Store({ prefix: `run-${Date.now().toString(36)}/` })],
];

for (const [name, make] of drivers) {
  describe(`object store contract: ${name}`, () => {
    it('puts, gets, heads, lists and deletes; a missing object is null, deleting it twice is no error', async () => {
      const store = make();
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
      await store.put('media/p/u-abc-0123456789ab.png', bytes, 'image/png');
      await store.put(
        'uploads/careers/0123456789abcdef0123456789abcdef.pdf',
        Buffer.from('%PDF-1.7'),
        'application/pdf',
        { private: true },
      );
      expect((await store.get('media/p/u-abc-0123456789ab.png'))?.equals(bytes)).toBe(true);
      expect(await store.head('media/p/u-abc-0123456789ab.png')).toEqual({ size: bytes.length });
      expect(await store.list('media/')).toEqual(['media/p/u-abc-0123456789ab.png']);
      expect(await store.list('')).toEqual([
        'media/p/u-abc-0123456789ab.png',
        'uploads/careers/0123456789abcdef0123456789abcdef.pdf',
      ]);
      expect(await store.get('media/p/none.png')).toBeNull();
      expect(await store.head('media/p/none.png')).toBeNull();
      expect(await store.get('media/nowhere/none.png')).toBeNull();
      // a new version replaces the old whole
      await store.put('media/p/u-abc-0123456789ab.png', Buffer.from('second'), 'image/png');
      expect((await store.get('media/p/u-abc-0123456789ab.png'))?.toString()).toBe('second');
      await store.delete('media/p/u-abc-0123456789ab.png');
      await store.delete('media/p/u-abc-0123456789ab.png');
      expect(await store.get('media/p/u-abc-0123456789ab.png')).toBeNull();
      expect(await store.list('media/')).toEqual([]);
      expect(await store.check()).toEqual({ ok: true });
    });

    it('refuses keys that are not plain relative paths', async () => {
      const store = make();
      for (const key of [
        '../secrets.json',
        '/etc/passwd',
        'media/../x',
        'media//x',
        'Media/X.png',
        'media/p/a b.png',
        '',
      ])
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/not an object key/);
    });
  });
}

describe('S3 driver: failures', () => {
  it('the disk driver keeps the layout under DATA_DIR; a private file is for this user only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'object-store-'));
    dirs.push(dir);
    const store = new DiskObjectStore(dir);
    await store.put('uploads/careers/0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF'), 'application/pdf', {
      private: true,
    });
    const file = path.join(dir, 'uploads', 'careers', '0123456789abcdef0123456789abcdef.pdf');
    expect(fs.readFileSync(file, 'utf8')).toBe('%PDF');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps its keys under S3_PREFIX in the bucket', async () => {
    const a = s3Store({ prefix: 'shop-a/' });
    const b = s3Store({ prefix: 'shop-b/' });
    await a.put('media/p/u-1.png', Buffer.from('a'), 'image/png');
    expect(await b.get('media/p/u-1.png')).toBeNull();
    expect(await a.list('media/')).toEqual(['media/p/u-1.png']);
    expect(
      fs
        .readdirSync(path.join(s3.directory, s3.bucket), { recursive: true })
        .map(String)
        .some((f) => f.startsWith('shop-a')),
    ).toBe(true);
  });

  it('a wrong key pair or a missing bucket is refused (the boot stops, naming the setting); a down store only warns', async () => {
    expect(await s3Store({ accessKeyId: 'WRONG' }).check()).toEqual({
      ok: false,
      reason: 'refused',
      message: expect.stringContaining('S3_ACCESS_KEY_ID'),
    });
    await expect(
      s3Store({ accessKeyId: 'WRONG' }).put('media/p/x.png', Buffer.from('x'), 'image/png'),
    ).rejects.toMatchObject({ name: 'ObjectStoreUnavailable', reason: 'refused' });
    const missing = await s3Store({ bucket: 'no-such-bucket' }).check();
    expect(missing).toEqual({
      ok: false,
      reason: 'refused',
      message: 'the bucket no-such-bucket does not exist (S3_BUCKET)',
    });
    await expect(checkObjectStore(s3Store({ bucket: 'no-such-bucket' }), () => undefined)).rejects.toThrow(
      'storage: the bucket no-such-bucket does not exist (S3_BUCKET)',
    );
    const port = await closedPort();
    const lines: string[] = [];
    await checkObjectStore(s3Store({ endpoint: `http://127.0.0.1:${port}` }), (l) => lines.push(l));
    expect(lines).toEqual([
      expect.stringMatching(/^WARNING storage: S3 bucket .* cannot be reached: .*starting anyway/),
    ]);
    const good: string[] = [];
    await checkObjectStore(s3Store(), (l) => good.push(l));
    expect(good).toEqual([`uploads stored in S3 bucket ${s3.bucket} at ${s3.endpoint}`]);
  });

  it('a store that is down (closed port) fails at once with a typed failure, put and get alike', async () => {
    const store = s3Store({ endpoint: `http://127.0.0.1:${await closedPort()}` });
    const t0 = Date.now();
    const put = await store.put('media/p/x.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(put).toBeInstanceOf(ObjectStoreUnavailable);
    expect((put as ObjectStoreUnavailable).reason).toBe('unreachable');
    const get = await store.get('media/p/x.png').catch((e: unknown) => e);
    expect(isObjectStoreUnavailable(get)).toBe(true);
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it('a slow store: the request ends at S3_TIMEOUT_MS with a timeout, and reads in the next moments fail at once', async () => {
    const proxy = await delayingProxy({ host: '127.0.0.1', port: s3.port }, 3_000);
    try {
      const store = s3Store({ endpoint: proxy.endpoint, timeoutMs: 600 }, 2_000);
      let t0 = Date.now();
      const put = await store.put('media/p/slow.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
      expect(put).toMatchObject({ name: 'ObjectStoreUnavailable', reason: 'timeout' });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(550);
      expect(Date.now() - t0).toBeLessThan(1_500);
      t0 = Date.now();
      await expect(store.get('media/p/slow.png')).rejects.toMatchObject({ reason: 'timeout' });
      expect(Date.now() - t0).toBeLessThan(1_500);
      // marked down: the next read does not wait
      t0 = Date.now();
      await expect(store.head('media/p/slow.png')).rejects.toMatchObject({
        name: 'ObjectStoreUnavailable',
        repeated: true,
      });
      expect(Date.now() - t0).toBeLessThan(50);
      // the same store through a fast path again, once the cool-down is over
      proxy.delayMs = 0;
      await new Promise((r) => setTimeout(r, 2_050));
      expect(await store.get('media/p/slow.png')).toBeNull();
    } finally {
      await proxy.stop();
    }
  });
});

describe('storage configuration', () => {
  it('defaults to the disk under DATA_DIR; STORAGE=s3 needs a bucket and a key pair, naming what is missing or wrong', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).storage).toEqual({ driver: 'disk', root: '/srv/shop' });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      /S3_BUCKET="": required when STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID="": required[\s\S]*S3_SECRET_ACCESS_KEY="": required/,
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE="ftp": expected disk or s3/);
    const env = { STORAGE: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'very-secret' };
    expect(() => loadConfig({ ...env, S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET="Bad_Bucket": expected a bucket name/,
    );
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT="minio:9000": expected an absolute http\(s\) URL/,
    );
    expect(() => loadConfig({ ...env, S3_TIMEOUT_MS: 'soon' })).toThrow(/S3_TIMEOUT_MS/);
    // the secret is never repeated in the message
    let message = '';
    try {
      loadConfig({ ...env, S3_SECRET_ACCESS_KEY: 'has space' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('S3_SECRET_ACCESS_KEY=(hidden)');
    expect(message).not.toContain('has space');
    const c = loadConfig({ ...env, S3_ENDPOINT: 'http://minio:9000/', S3_PREFIX: 'shop1' });
    expect(c.storage).toMatchObject({
      driver: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'shop',
        region: 'us-east-1',
        forcePathStyle: true,
        prefix: 'shop1/',
        connectTimeoutMs: 1000,
        timeoutMs: 5000,
      },
    });
    // AWS itself: virtual-hosted style unless asked
    expect(loadConfig(env).storage).toMatchObject({ s3: { endpoint: undefined, forcePathStyle: false, prefix: '' } });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false', S3_ENDPOINT: 'http://x:1' }).storage).toMatchObject({
      s3: { forcePathStyle: false },
    });
    expect(createObjectStore(loadConfig({ DATA_DIR: '/srv/shop' }).storage).describe).toBe(
      'local disk under /srv/shop',
    );
    // the boot warns of uploads on one instance's disk only for PostgreSQL with STORAGE=disk
    expect(clusterWarnings(loadConfig({ DATA_DIR: '/srv/shop' }), 'postgres')).toEqual([
      expect.stringMatching(/STORAGE=disk: \/srv\/shop\/media.*set STORAGE=s3/),
    ]);
    expect(clusterWarnings(loadConfig({ DATA_DIR: '/srv/shop', ...env }), 'postgres')).toEqual([]);
    expect(clusterWarnings(loadConfig({ DATA_DIR: '/srv/shop' }), 'sqlite')).toEqual([]);
  });
});

describe("moving a shop's files to the bucket (npm run storage -- push)", () => {
  const cv = '0123456789abcdef0123456789abcdef.pdf';
  const shop = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-'));
    dirs.push(dir);
    const put = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    };
    put('media/p/u-1-000000000001.png', 'png bytes');
    put('media/blog/u-2-000000000002.jpg', 'jpeg bytes');
    put('media/cache/p/300/u-1-000000000001.png.webp', 'a resized copy');
    put(`uploads/careers/${cv}`, '%PDF-1.4');
    put('media/p/notes.txt', 'not an upload');
    put('store.db', 'not an upload either');
    return dir;
  };

  it("copies the originals and the forms' files, not the resized copies; a second run copies nothing", async () => {
    const dir = shop();
    const to = s3Store({ prefix: 'push-a/' });
    const dry = await pushLocalFiles(new DiskObjectStore(dir), to, { dryRun: true });
    expect(dry.copied).toHaveLength(3);
    expect(await to.list('')).toEqual([]);
    const first = await pushLocalFiles(new DiskObjectStore(dir), to);
    expect(first).toEqual({
      copied: ['media/blog/u-2-000000000002.jpg', 'media/p/u-1-000000000001.png', `uploads/careers/${cv}`],
      present: [],
      skipped: ['media/p/notes.txt'],
    });
    expect((await to.get('media/p/u-1-000000000001.png'))?.toString()).toBe('png bytes');
    expect((await pushLocalFiles(new DiskObjectStore(dir), to)).copied).toEqual([]);
    // local files stay
    expect(fs.existsSync(path.join(dir, 'media/p/u-1-000000000001.png'))).toBe(true);
  });

  it("the command: check, push with the shop's environment; a bad bucket named, disk storage refused", async () => {
    const dir = shop();
    const run = (args: string[], env: Record<string, string>) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/server/platform/object-store/storage-cli.ts', ...args],
        {
          env: {
            PATH: process.env.PATH,
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            DATA_DIR: dir,
            ...env,
          },
        },
      ).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    const env = { ...s3.env, S3_PREFIX: 'push-cli/' };
    expect(await run(['check'], env)).toEqual({
      code: 0,
      out: `storage: S3 bucket ${s3.bucket} (keys under push-cli/) at ${s3.endpoint} answers\n`,
    });
    const pushed = await run(['push'], env);
    expect(pushed.code).toBe(0);
    expect(pushed.out).toContain(`storage: 3 file(s) copied, 0 already in S3 bucket ${s3.bucket}`);
    expect(pushed.out).toContain('1 left alone (not uploads): media/p/notes.txt');
    expect((await s3Store({ prefix: 'push-cli/' }).list('')).length).toBe(3);
    expect(await run(['push'], { ...env, S3_BUCKET: 'nope-bucket' })).toEqual({
      code: 69,
      out: 'storage: the bucket nope-bucket does not exist (S3_BUCKET)\n',
    });
    expect((await run(['push'], {})).code).toBe(64);
    expect((await run(['pull'], env)).code).toBe(64);
  }, 30_000);
});

describe('the boot with STORAGE=s3 (main.ts)', () => {
  it('stops on a missing bucket, naming S3_BUCKET, before serving anything', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-s3-'));
    dirs.push(dir);
    const r = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      // development: no build is looked at (the check comes before the database and before Vite)
      env: {
        PATH: process.env.PATH,
        ...s3.env,
        S3_BUCKET: 'missing-bucket',
        DATA_DIR: dir,
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        PORT: '0',
        LOG_LEVEL: 'silent',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      timeout: 60_000,
    }).then(
      (ok) => ({ code: 0, out: ok.stdout + ok.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain('[boot] failed: storage: the bucket missing-bucket does not exist (S3_BUCKET)');
    expect(r.out).not.toContain('shop ready');
    // stopped before the database was opened
    expect(fs.existsSync(path.join(dir, 'store.db'))).toBe(false);
  }, 70_000);
});
