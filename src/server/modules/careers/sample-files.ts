/**
 * Small but structurally real documents for tests and the seed: a one-page PDF, the start of an OLE compound file
 * with a WordDocument stream, and a ZIP with the entries of a .docx. Not for production code.
 */
export function pdfBytes(text = 'Curriculum vitae'): Buffer {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>endobj\n4 0 obj<</Length ${text.length + 24}>>stream\nBT /F1 12 Tf 72 770 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function docBytes(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  const dir = Buffer.alloc(128);
  Buffer.from('WordDocument', 'utf16le').copy(dir, 0);
  return Buffer.concat([header, dir, Buffer.alloc(384)]);
}

export function docxBytes(): Buffer {
  const entry = (name: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(name), Buffer.from('<xml/>')]);
  return Buffer.concat([entry('[Content_Types].xml'), entry('_rels/.rels'), entry('word/document.xml'), Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
}
