import type { ApplicationFileType } from '../../../domain/api/forms.ts';

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * What a document really is, read from its bytes (never from its name or the type header the browser sent):
 * - pdf: starts with `%PDF-` and has an `%%EOF` marker near its end;
 * - doc: an OLE compound file holding a `WordDocument` stream (Excel and PowerPoint files are OLE files too);
 * - docx: a ZIP archive whose entries include `[Content_Types].xml` and `word/document.xml`.
 * Anything else (an executable, an image, a renamed archive, an empty or truncated file) is null.
 */
export function detectDocument(buf: Buffer): ApplicationFileType | null {
  if (buf.length < 16) return null;
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') {
    return buf.subarray(Math.max(0, buf.length - 2048)).includes('%%EOF') ? 'pdf' : null;
  }
  if (buf.subarray(0, 8).equals(OLE_MAGIC)) return buf.includes(WORD_STREAM) ? 'doc' : null;
  if (buf.subarray(0, 4).equals(ZIP_MAGIC)) return buf.includes('[Content_Types].xml') && buf.includes('word/document.xml') ? 'docx' : null;
  return null;
}

/** The extension of a file name, lower-cased, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
}

/** A file name safe to show and store: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  return clean.length > 120 ? clean.slice(clean.length - 120) : clean || 'file';
}
