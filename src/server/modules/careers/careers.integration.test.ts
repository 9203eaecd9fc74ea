import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import type { Database } from '../../db/kysely.ts';
import { APPLICATIONS_PER_IP_PER_HOUR, UPLOADS_PER_IP_PER_HOUR } from './careers.service.ts';
import { docBytes, docxBytes, pdfBytes } from './sample-files.ts';
import { closedPort, startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { adminApp, signedInStaff } from '../../admin/admin.fixtures.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

async function setup(database: Database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-'));
  dirs.push(dataDir);
  const services = createServices(database, loadConfig({ DATA_DIR: dataDir }), createI18n());
  const app = Fastify({ logger: false, trustProxy: true });
  await registerApi(app, services);
  await app.ready();
  const uploads = path.join(dataDir, 'uploads', 'careers');
  const onDisk = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
  return { app, services, onDisk };
}

/** an app to send requests to (this file's own, or an instance of the back office's fixtures) */
type App = Pick<FastifyInstance, 'inject'>;

function multipart(files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = '----volt' + Math.random().toString(16).slice(2);
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (app: App, files: { name: string; bytes: Buffer; type?: string }[], ip = '10.1.0.1', lang = 'en') => {
  const { payload, contentType } = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/api/careers/files/upload/file?lang=${lang}`,
    headers: { 'content-type': contentType, 'x-forwarded-for': ip },
    payload,
  });
};

const send = (app: App, body: object, ip = '10.1.0.1') =>
  app.inject({ method: 'POST', url: '/api/careers/send', headers: { 'x-forwarded-for': ip }, payload: body });

async function cityId(database: Database): Promise<number> {
  const row = await database.db
    .insertInto('cities')
    .values({
      title_az: 'Gəncə',
      title_ru: 'Гянджа',
      title_en: 'Ganja',
      slug: `ganja-${Math.random().toString(36).slice(2, 8)}`,
      delivery: 1,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addVacancy(
  database: Database,
  over: Partial<{ start_date: string; end_date: string | null; active: 0 | 1; min_salary: number | null }> = {},
) {
  const now = new Date().toISOString();
  const row = await database.db
    .insertInto('vacancies')
    .values({
      title_az: 'Satış məsləhətçisi',
      title_ru: 'Консультант',
      title_en: 'Sales consultant',
      description_az: JSON.stringify([{ type: 'paragraph', data: { text: 'Müştərilərə kömək' } }]),
      description_ru: '[]',
      description_en: JSON.stringify([
        { type: 'paragraph', data: { text: 'Help customers' } },
        { type: 'paragraph', data: { text: '<script>alert(1)</script>' } },
      ]),
      requirements_az: '[]',
      requirements_ru: '[]',
      requirements_en: '[]',
      min_salary: over.min_salary === undefined ? 800 : over.min_salary,
      max_salary: 1400,
      city_ids: JSON.stringify([await cityId(database)]),
      min_age: 20,
      max_age: 35,
      min_experience: 1,
      max_experience: null,
      start_date: over.start_date ?? '2020-01-01',
      end_date: over.end_date === undefined ? null : over.end_date,
      active: over.active ?? 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const person = {
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  email: 'aysel@mail.az',
  mobile: '+994 50 555 12 34',
  address: 'Bakı, Nizami küç. 10',
  lang: 'en',
};

describeEachEngine('careers', (ctx) => {
  it('lists open vacancies only (started, not ended, active) and shows one with its facts; a closed one is not found', async () => {
    const { services } = await setup(ctx.database);
    const open = await addVacancy(ctx.database);
    const future = await addVacancy(ctx.database, { start_date: '2999-01-01' });
    const ended = await addVacancy(ctx.database, { end_date: '2020-06-01' });
    const hidden = await addVacancy(ctx.database, { active: 0 });
    const list = await services.careers.list('en');
    const ids = list.ok ? list.data.items.map((v) => v.id) : [];
    expect(ids).toContain(open);
    for (const id of [future, ended, hidden]) expect(ids).not.toContain(id);
    const one = await services.careers.vacancy('en', open);
    expect(one.ok && one.data).toMatchObject({
      title: 'Sales consultant',
      minSalary: 800,
      maxSalary: 1400,
      minAge: 20,
      maxAge: 35,
      minExperience: 1,
      startDate: '2020-01-01',
      endDate: null,
    });
    expect(one.ok && one.data.cities).toEqual(['Ganja']);
    expect((await services.careers.vacancy('en', ended)).ok).toBe(false);
  });

  it('takes a PDF, a DOC and a DOCX by their content, stores them outside the public folders under random names', async () => {
    const { app, onDisk } = await setup(ctx.database);
    const names: string[] = [];
    for (const [file, bytes] of [
      ['cv.pdf', pdfBytes()],
      ['CV.DOC', docBytes()],
      ['resume.docx', docxBytes()],
    ] as const) {
      const res = await upload(app, [{ name: file, bytes, type: 'text/plain' }]);
      expect(res.statusCode, file).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ originalName: file, size: bytes.length });
      expect(data.name).toMatch(/^[a-f0-9]{32}\.(pdf|doc|docx)$/);
      names.push(data.name);
    }
    expect(onDisk()).toEqual([...names].sort());
    const row = await ctx.database.db
      .selectFrom('uploaded_files')
      .selectAll()
      .where('name', '=', names[0]!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ original_name: 'cv.pdf', type: 'pdf', purpose: 'careers', claimed_at: null });
    // nothing under the site's public folders knows the file
    expect((await app.inject({ method: 'GET', url: `/uploads/careers/${names[0]}` })).statusCode).toBe(404);
  });

  it('refuses a renamed executable, a file over 5 MB, a PDF named .docx, an empty file and two files — each with its message, nothing kept', async () => {
    const { app, onDisk } = await setup(ctx.database);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);
    const cases: [string, { name: string; bytes: Buffer; type?: string }[], number, string][] = [
      ['exe', [{ name: 'cv.pdf', bytes: exe, type: 'application/pdf' }], 400, 'Choose a PDF, DOC or DOCX file'],
      [
        'big',
        [{ name: 'cv.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]) }],
        413,
        'The file must be at most 5 MB',
      ],
      [
        'ext',
        [{ name: 'cv.docx', bytes: pdfBytes() }],
        400,
        "The file's name does not match its type (PDF, DOC or DOCX)",
      ],
      ['empty', [{ name: 'cv.pdf', bytes: Buffer.alloc(0) }], 400, 'The file is empty'],
      [
        'two',
        [
          { name: 'a.pdf', bytes: pdfBytes() },
          { name: 'b.pdf', bytes: pdfBytes() },
        ],
        400,
        'You can select maximum 1 files',
      ],
    ];
    for (const [label, files, status, message] of cases) {
      const res = await upload(app, files, '10.1.0.7');
      expect(res.statusCode, label).toBe(status);
      expect(res.json().errors, label).toEqual({ file: message });
    }
    const ru = await upload(app, [{ name: 'cv.pdf', bytes: exe }], '10.1.0.7', 'ru');
    expect(ru.json().errors).toEqual({ file: 'Выберите файл PDF, DOC или DOCX' });
    // not multipart at all, or no file part
    const json = await app.inject({ method: 'POST', url: '/api/careers/files/upload/file', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const other = await app.inject({
      method: 'POST',
      url: '/api/careers/files/upload/photo',
      ...multipartOpts([{ name: 'cv.pdf', bytes: pdfBytes() }]),
    });
    expect(other.statusCode).toBe(404);
    expect(onDisk()).toEqual([]);
    expect(
      await ctx.database.db.selectFrom('uploaded_files').select('id').where('ip', '=', '10.1.0.7').execute(),
    ).toEqual([]);
  });

  it('refuses by structure (decision 0064): an ELF with a %PDF- header, a PDF polyglot, a zip-bomb .docx, a .docx with an unsafe path, a broken .doc — translated, nothing kept', async () => {
    const { app, onDisk } = await setup(ctx.database);
    const elf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(4000, 0x90),
    ]);
    const overwritten = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);
    Buffer.from('%PDF-1.7\n').copy(overwritten);
    const polyglot = Buffer.concat([pdfBytes(), docxBytes(), Buffer.from('\n%%EOF\n')]);
    // 400 MB declared by the directory of a 2 KB file: refused without inflating anything
    const bomb = docxBytes([
      { name: 'word/media/image1.png', data: Buffer.alloc(1024 * 1024), declaredSize: 400 * 1024 * 1024 },
    ]);
    const tight = docxBytes([{ name: 'word/media/image1.png', data: Buffer.alloc(20 * 1024 * 1024) }]);
    const escape = docxBytes([{ name: '../../evil.sh', data: Buffer.from('#!/bin/sh') }]);
    const doc = docBytes();
    doc.writeUInt32LE(7000, 48);
    const damaged = {
      en: 'The file is damaged or is not a real PDF, DOC or DOCX document: save it again from your editor',
      ru: 'Файл повреждён или не является настоящим документом PDF, DOC или DOCX: сохраните его заново в редакторе',
      az: 'Fayl zədələnib və ya əsl PDF, DOC yaxud DOCX sənədi deyil: onu redaktorda yenidən yadda saxlayın',
    };
    const unpacks = {
      en: 'The document unpacks to more than 50 MB: save it with smaller pictures',
      ru: 'В распакованном виде документ больше 50 МБ: сохраните его с изображениями поменьше',
      az: 'Sənəd açıldıqda 50 MB-dan böyükdür: onu daha kiçik şəkillərlə yadda saxlayın',
    };
    const cases: [string, Buffer, Record<'en' | 'ru' | 'az', string>][] = [
      ['cv.pdf', elf, damaged],
      ['cv.pdf', overwritten, damaged],
      ['cv.pdf', polyglot, damaged],
      ['cv.docx', bomb, unpacks],
      ['cv.docx', tight, unpacks],
      ['cv.docx', escape, damaged],
      ['cv.doc', doc, damaged],
    ];
    for (const [name, bytes, says] of cases) {
      for (const lang of ['en', 'ru', 'az'] as const) {
        const res = await upload(app, [{ name, bytes }], '10.1.0.8', lang);
        expect(res.statusCode, `${name} ${lang}`).toBe(400);
        expect(res.json(), `${name} ${lang}`).toEqual({ ok: false, error: says[lang], errors: { file: says[lang] } });
      }
    }
    expect(bomb.length).toBeLessThan(4096);
    expect(onDisk()).toEqual([]);
    expect(
      await ctx.database.db.selectFrom('uploaded_files').select('id').where('ip', '=', '10.1.0.8').execute(),
    ).toEqual([]);
  });

  it(`limits uploads to ${UPLOADS_PER_IP_PER_HOUR} per address an hour`, async () => {
    const { app } = await setup(ctx.database);
    for (let i = 0; i < UPLOADS_PER_IP_PER_HOUR; i++)
      expect((await upload(app, [{ name: 'cv.pdf', bytes: pdfBytes() }], '10.1.9.9')).statusCode).toBe(200);
    const res = await upload(app, [{ name: 'cv.pdf', bytes: pdfBytes() }], '10.1.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toEqual({ file: 'Too many requests from your network. Please try again in an hour.' });
  });

  it('saves an application with its file (claimed once), the vacancy and the translated thank-you', async () => {
    const { app } = await setup(ctx.database);
    const vacancyId = await addVacancy(ctx.database);
    const file = (await upload(app, [{ name: 'cv.pdf', bytes: pdfBytes() }], '10.1.1.1')).json().data.name as string;
    const res = await send(
      app,
      { ...person, vacancyId, birthday: 1995, info: 'Həftəsonu işləyə bilərəm', file, lang: 'az' },
      '10.1.1.1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      data: { message: { text: 'Təşəkkür edirik! Sorğunuz uğurla göndərildi.' } },
    });
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .selectAll()
      .where('ip', '=', '10.1.1.1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      vacancy_id: vacancyId,
      first_name: 'Aysel',
      mobile: '994505551234',
      birth_year: 1995,
      note: 'Həftəsonu işləyə bilərəm',
      lang: 'az',
    });
    expect(row.file_id).not.toBeNull();
    // the same file cannot be sent twice; an unknown name is a field error
    const again = await send(app, { ...person, vacancyId, file }, '10.1.1.2');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ file: 'The file was not found, please upload it again' });
    const unknown = await send(app, { ...person, file: `${'a'.repeat(32)}.pdf` }, '10.1.1.3');
    expect(unknown.json().errors).toEqual({ file: 'The file was not found, please upload it again' });
    // without a file and without a vacancy (a general application)
    expect((await send(app, { ...person }, '10.1.1.4')).statusCode).toBe(200);
    // the youngest and the oldest birth years offered (the year a 16-year-old was born, and 99 years before it)
    for (const age of [16, 115])
      expect(
        (await send(app, { ...person, birthday: new Date().getUTCFullYear() - age }, '10.1.1.6')).statusCode,
        `age ${age}`,
      ).toBe(200);
    // a closed vacancy
    const closed = await addVacancy(ctx.database, { end_date: '2020-01-02' });
    const late = await send(app, { ...person, vacancyId: closed }, '10.1.1.5');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This vacancy is closed.');
  });

  it('answers field errors for missing, wrong, overlong and script values, and a 1 MB body; nothing stored, never a 500', async () => {
    const { app } = await setup(ctx.database);
    const cases: [object, Record<string, string>][] = [
      [
        { lang: 'en' },
        {
          firstName: 'Required field',
          lastName: 'Required field',
          email: 'Required field',
          mobile: 'Required field',
          address: 'Required field',
        },
      ],
      [
        { ...person, email: 'aysel@', mobile: '+994 12' },
        { email: 'Wrong email address', mobile: 'Wrong mobile number' },
      ],
      [{ ...person, mobile: '' }, { mobile: 'Mobile number is required' }],
      [
        { ...person, firstName: '<script>alert(1)</script>', address: '<b>x</b>' },
        {
          firstName: 'Write the name in letters, at least 2 (spaces, hyphens and apostrophes are allowed)',
          address: 'Please remove the < > signs and emoji',
        },
      ],
      [{ ...person, info: 'x'.repeat(2001) }, { info: 'The text is too long' }],
      [{ ...person, birthday: 1800 }, { birthday: 'The value is not allowed' }],
      [{ ...person, birthday: new Date().getUTCFullYear() + 1 }, { birthday: 'The value is not allowed' }],
      // an applicant is at least 16 (CNT-7: list of 100 years up to the year a 16-year-old was born)
      [{ ...person, birthday: new Date().getUTCFullYear() }, { birthday: 'The value is not allowed' }],
      [{ ...person, birthday: new Date().getUTCFullYear() - 15 }, { birthday: 'The value is not allowed' }],
      [{ ...person, birthday: new Date().getUTCFullYear() - 116 }, { birthday: 'The value is not allowed' }],
      [{ ...person, firstName: 42 }, { firstName: 'Wrong type of value' }],
      [{ ...person, salary: 1 }, { salary: 'Unknown field' }],
    ];
    for (const [body, errors] of cases) {
      const res = await send(app, body, '10.1.2.1');
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    const huge = await send(app, { ...person, info: 'x'.repeat(1024 * 1024) }, '10.1.2.1');
    expect(huge.statusCode).toBe(413);
    expect(
      await ctx.database.db.selectFrom('job_applications').select('id').where('ip', '=', '10.1.2.1').execute(),
    ).toEqual([]);
  });

  it(`limits applications to ${APPLICATIONS_PER_IP_PER_HOUR} per address an hour, also under a burst`, async () => {
    const { app } = await setup(ctx.database);
    const results = await Promise.all(
      Array.from({ length: APPLICATIONS_PER_IP_PER_HOUR + 3 }, () => send(app, person, '10.1.3.3')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(APPLICATIONS_PER_IP_PER_HOUR);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});

function multipartOpts(files: { name: string; bytes: Buffer }[]) {
  const { payload, contentType } = multipart(files);
  return { headers: { 'content-type': contentType }, payload };
}

describeEachEngine('careers with STORAGE=s3 (decision 0068)', (ctx) => {
  let s3: S3TestServer;
  const made: Awaited<ReturnType<typeof adminApp>>[] = [];
  const instance = async (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-s3-'));
    dirs.push(dataDir);
    const m = await adminApp(ctx.database, { DATA_DIR: dataDir, ...env });
    made.push(m);
    return m;
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
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('ip', '=', '10.7.0.1')
      .executeTakeFirstOrThrow();
    const { jar } = await signedInStaff(b, ctx.database, { roles: ['owner'], lang: 'en' });
    const dl = await jar.call(b.app, 'GET', `/api/admin/applications/file/${row.id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(bytes)).toBe(true);
    expect((await jar.call(b.app, 'POST', `/api/admin/applications/remove/${row.id}`, {})).statusCode).toBe(200);
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
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('ip', '=', '10.7.1.1')
      .executeTakeFirstOrThrow();
    const { jar } = await signedInStaff(down, ctx.database, { roles: ['owner'], lang: 'en' });
    const dl = await jar.call(down.app, 'GET', `/api/admin/applications/file/${row.id}`);
    expect(dl.statusCode).toBe(503);
    expect(dl.json()).toEqual({
      ok: false,
      error: 'The service is temporarily unavailable. Please try again a little later.',
    });
    // a page of the shop (the careers list) does not need the store
    expect((await down.services.careers.list('en')).ok).toBe(true);
  });
});
