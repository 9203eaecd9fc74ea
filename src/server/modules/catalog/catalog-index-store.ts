/**
 * The catalogue index persisted to a file (decision 0020), so a restart loads it in a fraction of a second
 * instead of reading and tokenising the whole catalogue; the change feed then brings it up to date.
 *
 * Layout: "CIDX", a little-endian u32 header length, the JSON header (format, epoch, version, metadata rows,
 * section table), then the sections — typed arrays, each starting on an 8-byte boundary. A file of another
 * format or another database (epoch) is ignored. Writing goes to a temporary file renamed over the old one.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IndexMetaRows } from './catalog-index.repo.ts';
import { buildMeta } from './catalog-index-meta.ts';
import type { Slicer } from './catalog-index-slices.ts';
import type { Remap } from './catalog-index-lists.ts';
import { compactForward, foldPostings } from './catalog-index-tokens.ts';
import { PositionIndex, type Snapshot } from './catalog-snapshot.ts';
import { tokensByLength, type Postings } from './search.ts';

const MAGIC = 'CIDX';
/** bump when the layout or the meaning of any section changes */
const STORE_FORMAT = 1;

type Typed = Int32Array | Float64Array | Uint8Array | Uint16Array;
const KINDS = { i32: Int32Array, f64: Float64Array, u8: Uint8Array, u16: Uint16Array } as const;
type Kind = keyof typeof KINDS;
const kindOf = (a: Typed): Kind =>
  a instanceof Int32Array ? 'i32' : a instanceof Float64Array ? 'f64' : a instanceof Uint8Array ? 'u8' : 'u16';

interface Header {
  format: number;
  epoch: string;
  version: number;
  n: number;
  tokens: number;
  meta: IndexMetaRows;
  sections: Record<string, { kind: Kind; offset: number; length: number }>;
}

const POSTING_MAPS = ['categoryPosting', 'brandPosting', 'campaignPosting', 'valuePosting'] as const;

function mapSections(m: Map<number, Int32Array>): { keys: Int32Array; off: Int32Array; data: Int32Array } {
  const keys = Int32Array.from(m.keys());
  const off = new Int32Array(keys.length + 1);
  keys.forEach((k, i) => (off[i + 1] = off[i]! + m.get(k)!.length));
  const data = new Int32Array(off[keys.length]!);
  keys.forEach((k, i) => data.set(m.get(k)!, off[i]!));
  return { keys, off, data };
}

/** Writes the snapshot to `file` (atomically). Slices its work; the snapshot is not modified. */
export async function saveSnapshot(s: Snapshot, file: string, slicer: Slicer): Promise<number> {
  const sections: [string, Typed][] = [
    ['ids', s.ids],
    ['category', s.category],
    ['brand', s.brand],
    ['price', s.price],
    ['flags', s.flags],
    ['popularity', s.popularity],
    ['created', s.created],
    ['orderNew', s.orderNew],
    ['orderPrice', s.orderPrice],
    ['orderPopular', s.orderPopular],
    ['brandOf', s.dense.brandOf],
    ['categoryOf', s.dense.categoryOf],
    ['valueOff', s.dense.valueOff],
    ['valueRefs', s.dense.valueRefs],
    ['campaignOff', s.dense.campaignOff],
    ['campaignRefs', s.dense.campaignRefs],
  ];
  for (const name of POSTING_MAPS) {
    const m = mapSections(s[name]);
    sections.push([`${name}.keys`, m.keys], [`${name}.off`, m.off], [`${name}.data`, m.data]);
  }
  const T = s.search.tokens.length;
  const identity: Remap = { identity: true, oldToNew: null, dirtyOld: new Uint32Array(0) };
  const fold = (p: Postings) =>
    p.over.size === 0 && p.off.length === T + 1 ? p : foldPostings(p, T, new Map(), identity, slicer);
  const strong = await fold(s.search.strong);
  const weak = await fold(s.search.weak);
  sections.push(
    ['strong.off', strong.off],
    ['strong.data', strong.data],
    ['weak.off', weak.off],
    ['weak.data', weak.data],
    ['sorted', s.search.sorted],
  );
  // token texts: UTF-16 code units in one section, lengths in another
  const lengths = new Int32Array(T);
  const chunks: Uint16Array[] = [];
  for (let start = 0; start < T; start += 16_384) {
    const part = s.search.tokens.slice(start, start + 16_384);
    part.forEach((t, k) => (lengths[start + k] = t.length));
    const b = Buffer.from(part.join(''), 'utf16le'); // code units as they are (no re-encoding)
    chunks.push(new Uint16Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)));
    if (slicer.due) await slicer.yield();
  }
  const textLength = chunks.reduce((a, c) => a + c.length, 0);
  const text = new Uint16Array(textLength);
  for (let i = 0, o = 0; i < chunks.length; o += chunks[i]!.length, i++) text.set(chunks[i]!, o);
  sections.push(['tokenLengths', lengths], ['tokenText', text]);
  const fwd =
    s.forward.over.size === 0 && s.forward.ids === s.ids ? s.forward : await compactForward(s.forward, s.ids, slicer);
  sections.push(['forward.off', fwd.off], ['forward.data', fwd.data]);

  const table: Header['sections'] = {};
  let offset = 0;
  for (const [name, a] of sections) {
    table[name] = { kind: kindOf(a), offset, length: a.length };
    offset += Math.ceil(a.byteLength / 8) * 8;
  }
  const header: Header = {
    format: STORE_FORMAT,
    epoch: s.epoch,
    version: s.version,
    n: s.n,
    tokens: T,
    meta: s.meta.rows,
    sections: table,
  };
  const json = Buffer.from(JSON.stringify(header));
  const headLen = Math.ceil((8 + json.length) / 8) * 8;
  const head = Buffer.alloc(headLen);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(json.length, 4);
  json.copy(head, 8);

  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fh = await fs.open(tmp, 'w');
  try {
    const buffers: Buffer[] = [head];
    for (const [, a] of sections) {
      buffers.push(Buffer.from(a.buffer, a.byteOffset, a.byteLength));
      const pad = Math.ceil(a.byteLength / 8) * 8 - a.byteLength;
      if (pad) buffers.push(Buffer.alloc(pad));
    }
    await fh.writev(buffers);
  } finally {
    await fh.close();
  }
  await fs.rename(tmp, file);
  return headLen + offset;
}

/**
 * Reads a persisted snapshot; null when there is no file or it belongs to another format or database
 * (`epoch`). The caller brings the result up to date through the change feed.
 */
export async function loadSnapshot(file: string, epoch: string): Promise<Snapshot | null> {
  let buf: Buffer;
  try {
    buf = await fs.readFile(file);
  } catch {
    return null;
  }
  if (buf.length < 8 || buf.toString('latin1', 0, 4) !== MAGIC) return null;
  const jsonLen = buf.readUInt32LE(4);
  let header: Header;
  try {
    header = JSON.parse(buf.toString('utf8', 8, 8 + jsonLen)) as Header;
  } catch {
    return null;
  }
  if (header.format !== STORE_FORMAT || header.epoch !== epoch || !epoch) return null;
  const base = Math.ceil((8 + jsonLen) / 8) * 8;
  const get = <K extends Kind>(name: string, kind: K): InstanceType<(typeof KINDS)[K]> => {
    const sec = header.sections[name];
    if (!sec || sec.kind !== kind) throw new Error(`catalogue index file: section ${name} missing`);
    const Ctor = KINDS[kind];
    const ab = buf.buffer as ArrayBuffer;
    const start = buf.byteOffset + base + sec.offset;
    const bytes = sec.length * Ctor.BYTES_PER_ELEMENT;
    if (start + bytes > buf.byteOffset + buf.length) throw new Error(`catalogue index file: section ${name} truncated`);
    // aligned: a view on the file's buffer; else a copy
    if (start % Ctor.BYTES_PER_ELEMENT === 0) return new Ctor(ab, start, sec.length) as InstanceType<(typeof KINDS)[K]>;
    return new Ctor(ab.slice(start, start + bytes)) as InstanceType<(typeof KINDS)[K]>;
  };
  try {
    const meta = buildMeta(header.meta);
    const n = header.n;
    const ids = get('ids', 'i32');
    const maps = {} as Record<(typeof POSTING_MAPS)[number], Map<number, Int32Array>>;
    for (const name of POSTING_MAPS) {
      const keys = get(`${name}.keys`, 'i32');
      const off = get(`${name}.off`, 'i32');
      const data = get(`${name}.data`, 'i32');
      const m = new Map<number, Int32Array>();
      keys.forEach((k, i) => m.set(k, data.subarray(off[i]!, off[i + 1]!)));
      maps[name] = m;
    }
    const lengths = get('tokenLengths', 'i32');
    const text = get('tokenText', 'u16');
    const tokens = new Array<string>(header.tokens);
    const all = Buffer.from(text.buffer, text.byteOffset, text.byteLength).toString('utf16le');
    for (let t = 0, o = 0; t < tokens.length; t++) {
      tokens[t] = all.slice(o, o + lengths[t]!);
      o += lengths[t]!;
    }
    const sorted = get('sorted', 'i32');
    const strong: Postings = { off: get('strong.off', 'i32'), data: get('strong.data', 'i32'), over: new Map() };
    const weak: Postings = { off: get('weak.off', 'i32'), data: get('weak.data', 'i32'), over: new Map() };
    const valueOff = get('valueOff', 'i32');
    const campaignOff = get('campaignOff', 'i32');
    if (
      ids.length !== n ||
      valueOff.length !== n + 1 ||
      campaignOff.length !== n + 1 ||
      strong.off.length !== tokens.length + 1
    )
      return null;
    return {
      version: header.version,
      epoch: header.epoch,
      builtAt: Date.now(),
      n,
      words: (n + 31) >>> 5,
      ids,
      pos: PositionIndex.of(ids),
      category: get('category', 'i32'),
      brand: get('brand', 'i32'),
      price: get('price', 'i32'),
      flags: get('flags', 'u8'),
      popularity: get('popularity', 'f64'),
      created: get('created', 'f64'),
      orderNew: get('orderNew', 'i32'),
      orderPrice: get('orderPrice', 'i32'),
      orderPopular: get('orderPopular', 'i32'),
      ...maps,
      categories: meta.categories,
      brands: meta.brands,
      parameters: meta.parameters,
      values: meta.values,
      paramsOfCategory: meta.paramsOfCategory,
      campaigns: meta.campaigns,
      paths: meta.paths,
      search: { tokens, sorted, strong, weak, byLength: tokensByLength(tokens, sorted), synonyms: meta.synonyms },
      scratch: new Float32Array(n),
      meta,
      forward: { ids, off: get('forward.off', 'i32'), data: get('forward.data', 'i32'), over: new Map() },
      dense: {
        brandOf: get('brandOf', 'i32'),
        brandIds: meta.brandIds,
        categoryOf: get('categoryOf', 'i32'),
        categoryIds: meta.categoryIds,
        valueOff,
        valueRefs: get('valueRefs', 'i32'),
        valueIds: meta.valueIds,
        campaignOff,
        campaignRefs: get('campaignRefs', 'i32'),
        campaignIds: meta.campaignIds,
        brandIndex: meta.brandIndex,
        categoryIndex: meta.categoryIndex,
        valueIndex: meta.valueIndex,
        campaignIndex: meta.campaignIndex,
      },
    };
  } catch {
    return null;
  }
}
