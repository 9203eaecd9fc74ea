import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminApp, signedInStaff } from './admin/admin.fixtures.ts';
import type { Jar } from './modules/auth/auth.fixtures.ts';
import { pdfBytes } from './modules/careers/sample-files.ts';
import { describeEachEngine } from './testing/test-db.ts';

/**
 * Malformed multipart bodies (API-6): a file part without a file name, a multipart content type without a
 * boundary, a body cut short, a body that never names its boundary. Each is a 4xx with a field error on the back
 * office's image upload, the careers application upload, and the two other uploads (article pictures, the products
 * CSV), never a 500.
 */
const BOUNDARY = '----volt25boundary';
const head = (disposition: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${type}\r\n\r\n`;
const close = `\r\n--${BOUNDARY}--\r\n`;

describeEachEngine('malformed multipart bodies', (ctx) => {
  let made: Awaited<ReturnType<typeof adminApp>>;
  let staff: Jar;
  let dataDir: string;
  let picture: Buffer;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-'));
    made = await adminApp(ctx.database, { DATA_DIR: dataDir });
    staff = (await signedInStaff(made, ctx.database, { roles: ['owner'], lang: 'en' })).jar;
    picture = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a84ff' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await made.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = {
    multipart: 'Send the file as a form upload',
    noName: 'Send the file with its name',
    broken: 'The upload was cut short or is malformed: send the file again',
  };
  const one = (m: string) => ({ error: m, file: m });

  /** The uploads, each with a well-formed body of its own to cut or bend, and the answer to each problem. */
  const targets = () => [
    {
      name: 'media upload',
      url: '/api/admin/media/upload?lang=en',
      headers: { cookie: staff.header() },
      area: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="area"\r\n\r\nbanner\r\n`),
      file: picture,
      type: 'image/png',
      baseline: true,
      says: {
        multipart: one(admin.multipart),
        noName: one(admin.noName),
        broken: one(admin.broken),
        none: one('Choose a file'),
      },
    },
    {
      name: 'careers upload',
      url: '/api/careers/files/upload/file?lang=en',
      headers: { 'x-forwarded-for': '10.25.3.1' },
      area: Buffer.alloc(0),
      file: pdfBytes(),
      type: 'application/pdf',
      baseline: true,
      says: {
        multipart: one('Send the file with the form'),
        noName: one(admin.noName),
        broken: one(admin.broken),
        none: one('You must select 1 file'),
      },
    },
    // the two other uploads read their bodies with the same reader
    {
      name: 'article picture upload',
      url: '/api/admin/articles/images/upload/0/az',
      headers: { cookie: staff.header() },
      area: Buffer.alloc(0),
      file: picture,
      type: 'image/png',
      baseline: true,
      says: {
        multipart: one(admin.multipart),
        noName: one(admin.noName),
        broken: one(admin.broken),
        none: one('Choose a file'),
      },
    },
    {
      name: 'products CSV import',
      url: '/api/admin/products/import',
      headers: { cookie: staff.header() },
      area: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\n1\r\n`),
      file: Buffer.from('sku,title\nSKU-1,x\n'),
      type: 'text/csv',
      // a well-formed one starts an import job: not needed here
      baseline: false,
      says: {
        multipart: one('Send the file as a form upload'),
        noName: one(admin.noName),
        broken: one(admin.broken),
        none: { error: 'The form has errors.', file: 'Required field' },
      },
    },
  ];
  const envelope = (m: { error: string; file: string }) => ({ ok: false, error: m.error, errors: { file: m.file } });

  const post = (t: ReturnType<typeof targets>[number], contentType: string, payload: Buffer) =>
    made.app.inject({ method: 'POST', url: t.url, headers: { ...t.headers, 'content-type': contentType }, payload });

  it('takes a well-formed upload (the baseline the cases below bend)', async () => {
    for (const t of targets().filter((x) => x.baseline)) {
      const body = Buffer.concat([
        t.area,
        Buffer.from(head('name="file"; filename="a.' + (t.type === 'image/png' ? 'png' : 'pdf') + '"', t.type)),
        t.file,
        Buffer.from(close),
      ]);
      const r = await post(t, `multipart/form-data; boundary=${BOUNDARY}`, body);
      expect(r.statusCode, t.name).toBe(200);
    }
  });

  it('refuses a file part without a file name with a field error', async () => {
    for (const t of targets()) {
      for (const type of ['application/octet-stream', t.type]) {
        const body = Buffer.concat([t.area, Buffer.from(head('name="file"', type)), t.file, Buffer.from(close)]);
        const r = await post(t, `multipart/form-data; boundary=${BOUNDARY}`, body);
        expect(r.statusCode, `${t.name} ${type}`).toBe(400);
        // as application/octet-stream the part is a file without a name; with another type, a text field (no file)
        expect(r.json(), `${t.name} ${type}`).toEqual(
          envelope(type === 'application/octet-stream' ? t.says.noName : t.says.none),
        );
      }
    }
  });

  it('refuses multipart without a boundary with 415 and a field error', async () => {
    for (const t of targets()) {
      for (const contentType of [
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; charset=utf-8',
      ]) {
        const body = Buffer.concat([
          t.area,
          Buffer.from(head('name="file"; filename="a.bin"', t.type)),
          t.file,
          Buffer.from(close),
        ]);
        const r = await post(t, contentType, body);
        expect(r.statusCode, `${t.name} ${contentType}`).toBe(415);
        expect(r.json(), `${t.name} ${contentType}`).toEqual(envelope(t.says.multipart));
      }
    }
  });

  it('refuses a body cut short, or one that never names its boundary, with 400 and a field error', async () => {
    for (const t of targets()) {
      const whole = Buffer.concat([
        t.area,
        Buffer.from(head('name="file"; filename="a.bin"', t.type)),
        t.file,
        Buffer.from(close),
      ]);
      const cases = {
        'cut in the file': whole.subarray(0, whole.length - close.length - 5),
        'cut in the part headers': Buffer.concat([
          t.area,
          Buffer.from(head('name="file"; filename="a.bin"', t.type).slice(0, 30)),
        ]),
        'no closing boundary': whole.subarray(0, whole.length - close.length),
        'another boundary': Buffer.from(whole.toString('latin1').replaceAll(BOUNDARY, 'somethingelse'), 'latin1'),
      };
      for (const [label, payload] of Object.entries(cases)) {
        const r = await post(t, `multipart/form-data; boundary=${BOUNDARY}`, payload);
        expect(r.statusCode, `${t.name}: ${label} ${r.body}`).toBe(400);
        // a part cut short is a broken upload; a body in which no part starts has no file in it
        expect(r.json(), `${t.name}: ${label}`).toEqual(
          envelope(label === 'cut in the file' || label === 'no closing boundary' ? t.says.broken : t.says.none),
        );
      }
    }
  });
});
