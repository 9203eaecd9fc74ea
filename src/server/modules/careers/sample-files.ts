import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Small but structurally real documents for tests: a one-page PDF with its cross-reference table and trailer, an
 * OLE compound file holding a WordDocument stream, and a ZIP with the entries of a .docx and its central directory
 * (`domain/documents.ts` checks each). `zipBytes` builds any ZIP, with sizes its directory may misdeclare (zip-bomb
 * tests). Not for production code.
 */
export function pdfBytes(text = 'Curriculum vitae'): Buffer {
  const stream = `BT /F1 12 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>',
    `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A Word 97–2003 file as Word lays it out in miniature: a 512-byte header, one allocation-table sector, one directory
 * sector (the root entry and the WordDocument stream) and the stream's eight sectors, opening with wIdent 0xA5EC.
 */
export function docBytes(): Buffer {
  const SECTOR = 512;
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  header.fill(0xff, 76, SECTOR);
  header.writeUInt32LE(0, 76); // the FAT is sector 0
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: the FAT itself
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: the directory, one sector
  for (let s = 2; s < 9; s++) fat.writeUInt32LE(s + 1, s * 4); // sectors 2–9: the WordDocument stream
  fat.writeUInt32LE(0xfffffffe, 9 * 4);
  const dir = Buffer.alloc(SECTOR);
  const entry = (i: number, name: string, type: number, start: number, size: number) => {
    const at = i * 128;
    Buffer.from(`${name}\u0000`, 'utf16le').copy(dir, at);
    dir.writeUInt16LE((name.length + 1) * 2, at + 64);
    dir[at + 66] = type;
    dir.writeUInt32LE(0xffffffff, at + 68);
    dir.writeUInt32LE(0xffffffff, at + 72);
    dir.writeUInt32LE(type === 5 ? 1 : 0xffffffff, at + 76);
    dir.writeUInt32LE(start, at + 116);
    dir.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 0xfffffffe, 0);
  entry(1, 'WordDocument', 2, 2, 4096);
  const stream = Buffer.alloc(4096);
  stream.writeUInt16LE(0xa5ec, 0);
  stream.writeUInt16LE(0xc1, 2);
  return Buffer.concat([header, fat, dir, stream]);
}

interface ZipEntry {
  name: string;
  data: Buffer;
  /** deflate (default) or store */
  store?: boolean;
  /** the uncompressed size the directory declares (default: the real one) */
  declaredSize?: number;
}

/** A ZIP archive: local headers and data, then the central directory and its end record. */
export function zipBytes(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const packed = e.store ? e.data : deflateRawSync(e.data);
    const size = e.declaredSize ?? e.data.length;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(e.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(0x0800, 8);
    cd.writeUInt16LE(e.store ? 0 : 8, 10);
    cd.writeUInt32LE(crc, 16);
    cd.writeUInt32LE(packed.length, 20);
    cd.writeUInt32LE(size, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(cd, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);

/** The entries of a minimal .docx; `extra` entries are added after them. */
export function docxEntries(extra: ZipEntry[] = []): ZipEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: xml(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
      ),
    },
    ...extra,
  ];
}

export function docxBytes(extra: ZipEntry[] = []): Buffer {
  return zipBytes(docxEntries(extra));
}
