import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkDocument, DOCX_MAX_UNPACKED_BYTES, unsafeEntryName } from '../../../domain/documents.ts';
import { cleanFileName, extensionOf } from './file-type.ts';
import { docBytes, docxBytes, docxEntries, pdfBytes, zipBytes } from './sample-files.ts';

const problem = (b: Buffer) => {
  const r = checkDocument(b);
  return r.ok ? `ok:${r.type}` : r.problem;
};

/** The first bytes of a 64-bit Linux executable. */
const elf = () => {
  const b = Buffer.alloc(4096, 0x90);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(b, 0);
  return b;
};

describe('checkDocument (decision 0064)', () => {
  it('takes a PDF, a Word 97 document and a Word 2007 document by their structure', () => {
    expect(checkDocument(pdfBytes())).toEqual({ ok: true, type: 'pdf' });
    expect(checkDocument(docBytes())).toEqual({ ok: true, type: 'doc' });
    expect(checkDocument(docxBytes())).toEqual({ ok: true, type: 'docx' });
    // trailing whitespace after %%EOF and a PDF 2.0 header are fine
    expect(problem(Buffer.concat([pdfBytes(), Buffer.from('\r\n  \n')]))).toBe('ok:pdf');
    expect(problem(Buffer.from(pdfBytes().toString('latin1').replace('%PDF-1.4', '%PDF-2.0'), 'latin1'))).toBe(
      'ok:pdf',
    );
  });

  it('refuses an executable, an image, an empty file, a plain ZIP and an Excel OLE file', () => {
    expect(problem(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]))).toBe('notDocument');
    expect(
      problem(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)])),
    ).toBe('notDocument');
    expect(problem(Buffer.alloc(0))).toBe('notDocument');
    expect(problem(zipBytes([{ name: 'photos/cat.jpg', data: Buffer.alloc(64, 1) }]))).toBe('missingParts');
    const excel = docBytes();
    excel.write('Workbook\u0000\u0000\u0000\u0000\u0000', 512 * 2 + 128, 'utf16le');
    expect(problem(excel)).toBe('noWordStream');
  });

  it('refuses an ELF with a %PDF- header, a truncated PDF and a trailer pointing outside the file or at nothing', () => {
    const fake = elf();
    Buffer.from('%PDF-1.7\n').copy(fake, 0);
    expect(problem(Buffer.concat([Buffer.from('%PDF-1.7\n'), elf()]))).toBe('foreignSignature');
    // the ELF bytes after the header, then a PDF-looking end: still its header gives it away
    expect(problem(Buffer.concat([Buffer.from('%PDF-1.7\n'), elf(), Buffer.from('\nstartxref\n9\n%%EOF\n')]))).toBe(
      'foreignSignature',
    );
    // an ELF whose first bytes were overwritten with a PDF header: no trailer
    expect(problem(fake)).toBe('pdfTrailer');
    expect(problem(pdfBytes().subarray(0, 40))).toBe('pdfTrailer');
    expect(problem(Buffer.from('%PDF-1.4\n%%EOF\n'))).toBe('pdfTrailer');
    const text = pdfBytes().toString('latin1');
    const at = /startxref\n(\d+)/.exec(text)!;
    expect(problem(Buffer.from(text.replace(`startxref\n${at[1]}`, 'startxref\n999999'), 'latin1'))).toBe('pdfTrailer');
    expect(problem(Buffer.from(text.replace(`startxref\n${at[1]}`, 'startxref\n20'), 'latin1'))).toBe('pdfTrailer');
    // a trailer followed by more than whitespace, or further back than the last kilobyte
    expect(problem(Buffer.concat([pdfBytes(), Buffer.from('junk')]))).toBe('pdfTrailer');
    expect(problem(Buffer.from(text.replace('%PDF-1.4', '%PDF-1.9'), 'latin1'))).toBe('pdfHeader');
    expect(problem(Buffer.from(text.replace('trailer', `%${'x'.repeat(2000)}\ntrailer`), 'latin1'))).toBe('ok:pdf');
    expect(
      problem(
        Buffer.from(
          text
            .replace('startxref', `${'%'.repeat(1100)}\nstartxref`)
            .replace(/\n%%EOF\n$/, `\n%%EOF\n%${'y'.repeat(1100)}\n%%EOF\n`),
          'latin1',
        ),
      ),
    ).toBe('pdfTrailer');
  });

  it('refuses polyglots: a PE, a ZIP or an OLE file behind the PDF header, a ZIP appended to a PDF', () => {
    const pe = Buffer.alloc(512);
    pe.write('MZ', 0);
    pe.writeUInt32LE(0x80, 0x3c);
    pe.write('PE\u0000\u0000', 0x80, 'latin1');
    const pdf = pdfBytes();
    const behindHeader = (other: Buffer) => Buffer.concat([pdf.subarray(0, 9), other, pdf.subarray(9)]);
    expect(problem(behindHeader(pe))).toBe('foreignSignature');
    expect(problem(behindHeader(docxBytes()))).toBe('foreignSignature');
    expect(problem(behindHeader(docBytes().subarray(0, 512)))).toBe('foreignSignature');
    expect(problem(Buffer.concat([pdf, docxBytes(), Buffer.from('\n%%EOF\n')]))).toBe('foreignSignature');
    // a lone "MZ" in the text is no PE
    expect(problem(pdfBytes('MZ was here'))).toBe('ok:pdf');
  });

  it('refuses a zip bomb by the sizes its central directory declares, without inflating it', () => {
    // picture-like bytes that do not pack (a fixed linear congruential sequence)
    let x = 25;
    const noise = Buffer.from(
      Array.from({ length: 300_000 }, () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 16) & 0xff),
    );
    // 400 MB declared for a small deflated run of zeros
    const zeros = Buffer.alloc(1024 * 1024);
    expect(problem(docxBytes([{ name: 'word/media/big.bin', data: zeros, declaredSize: 400 * 1024 * 1024 }]))).toBe(
      'unpacksTooLarge',
    );
    // several loosely packed entries, each under the limit, that add up past it
    const parts = Array.from({ length: 6 }, (_, i) => ({
      name: `word/media/p${i}.bin`,
      data: noise,
      declaredSize: DOCX_MAX_UNPACKED_BYTES / 5,
    }));
    expect(problem(docxBytes(parts))).toBe('unpacksTooLarge');
    // 20 MB of zeros really deflated (about 20 KB: 1000 to 1), under the size limit but packed far too tight
    expect(problem(docxBytes([{ name: 'word/media/zeros.bin', data: Buffer.alloc(20 * 1024 * 1024) }]))).toBe(
      'compressionRatio',
    );
    // a real picture-sized entry that packs loosely is fine
    expect(deflateRawSync(noise).length).toBeGreaterThan(100_000);
    expect(problem(docxBytes([{ name: 'word/media/image1.png', data: noise }]))).toBe('ok:docx');
  });

  it('refuses a ZIP with unsafe or duplicate names, without its parts, with data appended or prepended, or encrypted', () => {
    for (const name of ['../evil.sh', 'word/../../evil', '/etc/passwd', 'C:\\evil.exe', '\\\\host\\share']) {
      expect(problem(docxBytes([{ name, data: Buffer.from('x') }])), name).toBe('unsafeName');
    }
    expect(problem(docxBytes([{ name: 'word/document.xml', data: Buffer.from('<x/>') }]))).toBe('zipEntry');
    expect(problem(zipBytes(docxEntries().filter((e) => e.name !== 'word/document.xml')))).toBe('missingParts');
    expect(problem(Buffer.concat([docxBytes(), Buffer.from('appended')]))).toBe('zipDirectory');
    expect(problem(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), docxBytes()]))).toBe(
      'zipDirectory',
    );
    expect(problem(docxBytes().subarray(0, 200))).toBe('zipDirectory');
    const encrypted = docxBytes();
    const cd = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, cd + 8);
    expect(problem(encrypted)).toBe('compression');
    expect(unsafeEntryName('word/media/image1.png')).toBe(false);
  });

  it('refuses an OLE file whose directory chain leaves the file or loops', () => {
    const outside = docBytes();
    outside.writeUInt32LE(5000, 48);
    expect(problem(outside)).toBe('oleStructure');
    const loop = docBytes();
    loop.writeUInt32LE(1, 512 + 4); // the directory sector chains to itself
    expect(problem(loop)).toBe('oleStructure');
    const noFib = docBytes();
    noFib.writeUInt16LE(0, 512 * 3);
    expect(problem(noFib)).toBe('noWordStream');
    expect(problem(docBytes().subarray(0, 1200))).toBe('oleStructure');
  });

  it('reads extensions and cleans names from any path', () => {
    expect(extensionOf('CV.Final.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
    expect(cleanFileName('C:\\Users\\me\\cv<1>.pdf')).toBe('cv1.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u0000')).toBe('file');
  });
});
