import { describe, expect, it } from 'vitest';
import { cleanFileName, detectDocument, extensionOf } from './file-type.ts';
import { docBytes, docxBytes, pdfBytes } from './sample-files.ts';

describe('detectDocument', () => {
  it('recognises a PDF, a Word 97 document and a Word 2007 document by their content', () => {
    expect(detectDocument(pdfBytes())).toBe('pdf');
    expect(detectDocument(docBytes())).toBe('doc');
    expect(detectDocument(docxBytes())).toBe('docx');
  });

  it('refuses an executable, an image, an empty file, a truncated PDF, a plain ZIP and an Excel OLE file', () => {
    expect(detectDocument(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]))).toBeNull();
    expect(detectDocument(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]))).toBeNull();
    expect(detectDocument(Buffer.alloc(0))).toBeNull();
    expect(detectDocument(pdfBytes().subarray(0, 40))).toBeNull();
    expect(detectDocument(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('photos/cat.jpg'), Buffer.alloc(64)]))).toBeNull();
    expect(detectDocument(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.from('Workbook', 'utf16le'), Buffer.alloc(64)]))).toBeNull();
  });

  it('reads extensions and cleans names from any path', () => {
    expect(extensionOf('CV.Final.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
    expect(cleanFileName('C:\\Users\\me\\cv<1>.pdf')).toBe('cv1.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u0000')).toBe('file');
  });
});
