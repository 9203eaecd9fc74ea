import { afterAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { UPLOADS_PER_IP_PER_HOUR } from './careers.service.ts';
import { docBytes, docxBytes, pdfBytes } from './sample-files.ts';
import { multipartOpts, removeDataDirs, setup, upload } from './careers.fixtures.ts';

afterAll(removeDataDirs);

describeEachEngine('careers: CV uploads', (ctx) => {
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
});
