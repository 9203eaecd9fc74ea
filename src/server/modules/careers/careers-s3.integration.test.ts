import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { pdfBytes } from './sample-files.ts';
import { closedPort, startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { adminApp, signedInStaff } from '../../admin/admin.fixtures.ts';
import { person, removeDataDirs, send, tempDataDir, upload } from './careers.fixtures.ts';

afterAll(removeDataDirs);

describeEachEngine('careers with STORAGE=s3 (decision 0068)', (ctx) => {
  let s3: S3TestServer;
  const made: Awaited<ReturnType<typeof adminApp>>[] = [];
  const instance = async (env: Record<string, string>) => {
    const dataDir = tempDataDir('careers-s3-');
    const m = await adminApp(ctx.database, { DATA_DIR: dataDir, ...env });
    made.push(m);
    return m;
  };
  /** A signed-in owner of this instance and the id of the application sent from this address. */
  const ownerWithApplicationFrom = async (m: Awaited<ReturnType<typeof adminApp>>, ip: string) => {
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();
    const { jar } = await signedInStaff(m, ctx.database, { roles: ['owner'], lang: 'en' });
    return { jar, id: row.id };
  };
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    for (const m of made) await m.app.close();
    await s3.stop();
  });

  it('a CV sent through one instance downloads from another with its own DATA_DIR, and its removal removes it from the bucket', async () => {
    const a = await instance(s3.env);
    const b = await instance(s3.env);
    const bytes = pdfBytes();
    const up = await upload(a.app, [{ name: 'cv.pdf', bytes }], '10.7.0.1');
    expect(up.statusCode).toBe(200);
    const name = up.json().data.name as string;
    expect(await b.services.storage.list('uploads/careers/')).toContain(`uploads/careers/${name}`);
    expect(fs.existsSync(path.join(a.services.config.dataDir, 'uploads'))).toBe(false);
    expect((await send(a.app, { ...person, file: name }, '10.7.0.1')).statusCode).toBe(200);
    const { jar, id } = await ownerWithApplicationFrom(b, '10.7.0.1');
    const dl = await jar.call(b.app, 'GET', `/api/admin/applications/file/${id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(bytes)).toBe(true);
    expect((await jar.call(b.app, 'POST', `/api/admin/applications/remove/${id}`, {})).statusCode).toBe(200);
    expect(await b.services.storage.list('uploads/careers/')).not.toContain(`uploads/careers/${name}`);
  });

  it('a store that is down: the upload answers a translated 503 on the file and records nothing; the download a 503', async () => {
    const a = await instance(s3.env);
    const name = (await upload(a.app, [{ name: 'cv.pdf', bytes: pdfBytes() }], '10.7.1.1')).json().data.name as string;
    expect((await send(a.app, { ...person, file: name }, '10.7.1.1')).statusCode).toBe(200);
    const down = await instance({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
    const says = {
      en: 'We cannot accept files right now: please try again in a few minutes.',
      ru: 'Сейчас мы не можем принять файл: попробуйте ещё раз через несколько минут.',
      az: 'Hazırda faylı qəbul edə bilmirik: bir neçə dəqiqədən sonra yenidən cəhd edin.',
    };
    for (const lang of ['en', 'ru', 'az'] as const) {
      const res = await upload(down.app, [{ name: 'cv.pdf', bytes: pdfBytes() }], '10.7.1.2', lang);
      expect(res.statusCode, lang).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json(), lang).toEqual({ ok: false, error: says[lang], errors: { file: says[lang] } });
    }
    expect(
      await ctx.database.db.selectFrom('uploaded_files').select('id').where('ip', '=', '10.7.1.2').execute(),
    ).toEqual([]);
    expect(fs.existsSync(path.join(down.services.config.dataDir, 'uploads'))).toBe(false);
    const { jar, id } = await ownerWithApplicationFrom(down, '10.7.1.1');
    const dl = await jar.call(down.app, 'GET', `/api/admin/applications/file/${id}`);
    expect(dl.statusCode).toBe(503);
    expect(dl.json()).toEqual({
      ok: false,
      error: 'The service is temporarily unavailable. Please try again a little later.',
    });
    // a page of the shop (the careers list) does not need the store
    expect((await down.services.careers.list('en')).ok).toBe(true);
  });
});
