/**
 * What an uploaded document really is, read from the structure of its bytes (never from its name or the type the
 * browser sent), without decompressing anything (decision 0064):
 * - pdf: a `%PDF-1.x` / `%PDF-2.0` header at byte 0 and a trailer in the last kilobyte: `startxref`, a number, `%%EOF`,
 *   the number pointing back into the file at a cross-reference table (`xref`) or stream (`n g obj`); no other
 *   format's header among its first bytes (an ELF, a PE, a ZIP or an OLE file) and no ZIP directory at its end;
 * - doc: an OLE compound file whose header, allocation table and directory chain hold together inside the file, with
 *   a `WordDocument` stream that starts with Word's file information block (0xA5EC);
 * - docx: a ZIP read from its central directory only: the end record ends the file, the directory lists
 *   `[Content_Types].xml` and `word/document.xml`, every entry is stored or deflated, has a safe relative name, a
 *   local header where the directory says, declared sizes that add up to at most `DOCX_MAX_UNPACKED_BYTES`, and no
 *   entry of a megabyte or more packed tighter than `DOCX_MAX_RATIO` to 1.
 * Pure byte parsing: a `Buffer` is a `Uint8Array`.
 */
type DocumentType = 'pdf' | 'doc' | 'docx';

/** Why a file was refused; several share one message for the person uploading (`careers.service.ts`). */
export type DocumentProblem =
  /** no known document header at all */
  | 'notDocument'
  | 'pdfHeader'
  | 'pdfTrailer'
  /** another format's header inside the document's first bytes, or a ZIP directory at its end */
  | 'foreignSignature'
  | 'zipDirectory'
  /** ZIP64 or a multi-disk archive: nothing a CV needs */
  | 'zipUnsupported'
  | 'zipEntry'
  | 'missingParts'
  | 'unsafeName'
  | 'compression'
  | 'unpacksTooLarge'
  | 'compressionRatio'
  | 'oleStructure'
  | 'noWordStream';

type DocumentCheck = { ok: true; type: DocumentType } | { ok: false; problem: DocumentProblem };

/** What a .docx may unpack to, all entries together, by the sizes its directory declares. */
export const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** The tightest packing an entry of `DOCX_RATIO_FROM_BYTES` or more may have (real Word XML packs 5 to 20 to 1). */
const DOCX_MAX_RATIO = 100;
const DOCX_RATIO_FROM_BYTES = 1024 * 1024;
/** More entries than any document has (a CV has 10 to 40). */
const DOCX_MAX_ENTRIES = 1000;
/** Where a PDF's trailer must be: in its last kilobyte, trailing whitespace aside. */
const PDF_TRAILER_WINDOW = 1024;

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const ELF_MAGIC = [0x7f, 0x45, 0x4c, 0x46];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

const no = (problem: DocumentProblem): DocumentCheck => ({ ok: false, problem });

function startsWith(b: Uint8Array, at: number, sig: readonly number[]): boolean {
  if (at < 0 || at + sig.length > b.length) return false;
  for (let i = 0; i < sig.length; i++) if (b[at + i] !== sig[i]) return false;
  return true;
}

function indexOf(b: Uint8Array, sig: readonly number[], from: number, to: number): number {
  const end = Math.min(to, b.length) - sig.length;
  for (let i = Math.max(0, from); i <= end; i++) if (b[i] === sig[0] && startsWith(b, i, sig)) return i;
  return -1;
}

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;

function latin1(b: Uint8Array, from: number, to: number): string {
  let s = '';
  for (let i = Math.max(0, from); i < Math.min(to, b.length); i++) s += String.fromCharCode(b[i]!);
  return s;
}

/** Checks a document's structure; the type comes from its first bytes, the verdict from the rest. */
export function checkDocument(bytes: Uint8Array): DocumentCheck {
  if (startsWith(bytes, 0, PDF_MAGIC)) return checkPdf(bytes);
  if (startsWith(bytes, 0, OLE_MAGIC)) return checkDoc(bytes);
  if (startsWith(bytes, 0, ZIP_LOCAL)) return checkDocx(bytes);
  return no('notDocument');
}

// ---------------------------------------------------------------------------------------------------------- PDF

const isPdfSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;

/** Another format's header: ELF, a PE (an `MZ` whose e_lfanew points at `PE\0\0`), a ZIP entry, an OLE file. */
function foreignHeaderAt(b: Uint8Array, at: number): boolean {
  if (startsWith(b, at, ELF_MAGIC) || startsWith(b, at, ZIP_LOCAL) || startsWith(b, at, OLE_MAGIC)) return true;
  if (b[at] === 0x4d && b[at + 1] === 0x5a && at + 0x40 <= b.length) {
    const pe = at + u32(b, at + 0x3c);
    return startsWith(b, pe, [0x50, 0x45, 0, 0]);
  }
  return false;
}

function checkPdf(b: Uint8Array): DocumentCheck {
  if (!/^%PDF-(1\.[0-7]|2\.0)[\s%]/.test(latin1(b, 0, 10))) return no('pdfHeader');
  // a polyglot puts the other format's header right after ours, where its own loader (or a sniffer) looks
  for (let i = 5; i < Math.min(b.length, 1024); i++) if (foreignHeaderAt(b, i)) return no('foreignSignature');
  // …or appends a ZIP, whose readers look for its directory's end record in the last 64 KB
  if (indexOf(b, ZIP_END, b.length - 65_557, b.length) >= 0) return no('foreignSignature');
  let end = b.length;
  while (end > 0 && isPdfSpace(b[end - 1]!)) end--;
  const tail = latin1(b, end - PDF_TRAILER_WINDOW, end);
  const m = /startxref[\r\n\t \f]+(\d{1,10})[\r\n\t \f]+%%EOF$/.exec(tail);
  if (!m) return no('pdfTrailer');
  const startxrefAt = end - tail.length + m.index;
  let at = Number(m[1]);
  // the cross-reference section lies after the header and before `startxref`
  if (at < 9 || at >= startxrefAt) return no('pdfTrailer');
  while (at < startxrefAt && isPdfSpace(b[at]!)) at++;
  if (!/^(xref[\s]|\d{1,10}[\s]+\d{1,5}[\s]+obj\b)/.test(latin1(b, at, at + 32))) return no('pdfTrailer');
  return { ok: true, type: 'pdf' };
}

// --------------------------------------------------------------------------------------------------------- DOCX

/** A ZIP entry name that could leave the folder it is unpacked into, or name a device or a drive. */
export function unsafeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return true;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return true;
  return name.split(/[/\\]/).some((part) => part === '..');
}

function checkDocx(b: Uint8Array): DocumentCheck {
  // the end record (22 bytes and its comment) ends the file: nothing appended after the archive
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (startsWith(b, i, ZIP_END) && i + 22 + u16(b, i + 20) === b.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return no('zipDirectory');
  const disk = u16(b, eocd + 4);
  const cdDisk = u16(b, eocd + 6);
  const entriesHere = u16(b, eocd + 8);
  const entries = u16(b, eocd + 10);
  const cdSize = u32(b, eocd + 12);
  const cdOffset = u32(b, eocd + 16);
  if (disk !== 0 || cdDisk !== 0 || entriesHere !== entries) return no('zipUnsupported');
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return no('zipUnsupported');
  // the directory sits right before its end record (nothing prepended, nothing hidden between)
  if (cdOffset + cdSize !== eocd) return no('zipDirectory');
  if (entries === 0 || entries > DOCX_MAX_ENTRIES) return no('zipDirectory');
  const names = new Set<string>();
  let unpacked = 0;
  let at = cdOffset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > eocd || !startsWith(b, at, ZIP_CENTRAL)) return no('zipDirectory');
    const flags = u16(b, at + 8);
    const method = u16(b, at + 10);
    const packed = u32(b, at + 20);
    const size = u32(b, at + 24);
    const nameLength = u16(b, at + 28);
    const extraLength = u16(b, at + 30);
    const commentLength = u16(b, at + 32);
    const disk = u16(b, at + 34);
    const local = u32(b, at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > eocd) return no('zipDirectory');
    if (packed === 0xffffffff || size === 0xffffffff || local === 0xffffffff || disk !== 0) return no('zipUnsupported');
    // encrypted entries (bit 0) are no document a reader opens
    if (flags & 1 || (method !== 0 && method !== 8)) return no('compression');
    if (method === 0 && packed !== size) return no('zipEntry');
    const name = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(at + 46, at + 46 + nameLength));
    if (unsafeEntryName(name)) return no('unsafeName');
    // two entries of one name: readers disagree on which one counts
    if (names.has(name)) return no('zipEntry');
    names.add(name);
    // the entry's local header is where the directory says, and its data ends before the directory
    if (!startsWith(b, local, ZIP_LOCAL) || local + 30 > cdOffset) return no('zipEntry');
    if (local + 30 + u16(b, local + 26) + u16(b, local + 28) + packed > cdOffset) return no('zipEntry');
    unpacked += size;
    if (unpacked > DOCX_MAX_UNPACKED_BYTES) return no('unpacksTooLarge');
    if (size >= DOCX_RATIO_FROM_BYTES && size > packed * DOCX_MAX_RATIO) return no('compressionRatio');
    at = next;
  }
  if (at !== eocd) return no('zipDirectory');
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return no('missingParts');
  return { ok: true, type: 'docx' };
}

// ---------------------------------------------------------------------------------------------------------- DOC

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECT = 0xffffffff;

/**
 * An OLE compound file (MS-CFB) holding a Word 97–2003 document. Reads the header, the allocation table through the
 * header's DIFAT (a CV needs no more than its 109 entries: 6.8 MB of sectors at 512 bytes), the directory chain and
 * the first bytes of the `WordDocument` stream; every sector it follows lies inside the file, and every chain ends.
 */
function checkDoc(b: Uint8Array): DocumentCheck {
  if (b.length < 1024) return no('oleStructure');
  const major = u16(b, 26);
  const shift = u16(b, 30);
  if (u16(b, 28) !== 0xfffe || u16(b, 32) !== 6 || !((major === 3 && shift === 9) || (major === 4 && shift === 12)))
    return no('oleStructure');
  const sector = 1 << shift;
  const sectors = Math.ceil((b.length - sector) / sector);
  const fatSectors = u32(b, 44);
  if (fatSectors === 0 || fatSectors > 109 || fatSectors > sectors) return no('oleStructure');
  const fat: number[] = [];
  for (let i = 0; i < fatSectors; i++) {
    const s = u32(b, 76 + 4 * i);
    if (s >= sectors) return no('oleStructure');
    fat.push(s);
  }
  const per = sector / 4;
  const offsetOf = (s: number) => (s + 1) * sector;
  const nextOf = (s: number): number => {
    const holder = fat[Math.floor(s / per)];
    if (holder === undefined) return FREE_SECT;
    const at = offsetOf(holder) + (s % per) * 4;
    return at + 4 <= b.length ? u32(b, at) : FREE_SECT;
  };
  /** the chain from `start`, `null` when it leaves the file, loops or is cut */
  const chain = (start: number, max: number): number[] | null => {
    const out: number[] = [];
    for (let s = start; s !== END_OF_CHAIN; s = nextOf(s)) {
      if (s >= sectors || out.length >= max) return null;
      out.push(s);
    }
    return out;
  };
  const dir = chain(u32(b, 48), sectors);
  if (!dir || dir.length === 0) return no('oleStructure');
  const entry = (i: number) => offsetOf(dir[Math.floor((i * 128) / sector)]!) + ((i * 128) % sector);
  const count = (dir.length * sector) / 128;
  const root = entry(0);
  if (root + 128 > b.length || b[root + 66] !== 5) return no('oleStructure');
  const cutoff = u32(b, 56);
  for (let i = 1; i < count; i++) {
    const at = entry(i);
    if (at + 128 > b.length) return no('oleStructure');
    const nameLength = u16(b, at + 64);
    if (b[at + 66] !== 2 || nameLength !== 26) continue;
    if (new TextDecoder('utf-16le').decode(b.subarray(at, at + 24)) !== 'WordDocument') continue;
    const start = u32(b, at + 116);
    const size = u32(b, at + 120);
    if (size < 2 || size > b.length) return no('oleStructure');
    let first: number;
    if (size >= cutoff) {
      // in the file's own sectors
      const own = chain(start, Math.ceil(size / sector));
      if (!own || own.length * sector < size) return no('oleStructure');
      first = offsetOf(start);
    } else {
      // in the mini stream (64-byte sectors inside the root entry's stream)
      const ministream = chain(u32(b, root + 116), sectors);
      const holder = ministream?.[Math.floor((start * 64) / sector)];
      if (holder === undefined) return no('oleStructure');
      first = offsetOf(holder) + ((start * 64) % sector);
    }
    // Word's file information block opens the stream with wIdent 0xA5EC
    if (first + 2 > b.length || u16(b, first) !== 0xa5ec) return no('noWordStream');
    return { ok: true, type: 'doc' };
  }
  return no('noWordStream');
}
