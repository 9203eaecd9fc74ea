/**
 * Append-only number columns for the full build of the catalogue index (decision 0070): values go into
 * fixed-size typed chunks, so a column of millions of entries costs 4 or 8 bytes an entry with no slack
 * beyond one chunk and is never copied while it grows (a JavaScript array of small integers costs 8 bytes an
 * entry plus up to half again while it grows, and one array per list adds a header to each).
 */

const CHUNK = 1 << 16;

type TypedCtor<T> = new (length: number) => T;
interface TypedLike {
  [i: number]: number;
  readonly length: number;
  set(a: ArrayLike<number>, offset?: number): void;
  subarray(start: number, end?: number): this;
}

export class Column<T extends TypedLike> {
  private readonly chunks: T[] = [];
  private tail: T;
  private used = 0;
  length = 0;

  constructor(private readonly Ctor: TypedCtor<T>) {
    this.tail = new Ctor(CHUNK);
    this.chunks.push(this.tail);
  }

  push(v: number): void {
    if (this.used === CHUNK) {
      this.tail = new this.Ctor(CHUNK);
      this.chunks.push(this.tail);
      this.used = 0;
    }
    this.tail[this.used++] = v;
    this.length++;
  }

  /** The entry at `i` (0 ≤ i < length). */
  at(i: number): number {
    return this.chunks[i >>> 16]![i & (CHUNK - 1)]!;
  }

  /** Calls `f` on every entry in order, with its index. */
  forEach(f: (v: number, i: number) => void): void {
    for (let c = 0, i = 0; c < this.chunks.length; c++) {
      const chunk = this.chunks[c]!;
      const end = c === this.chunks.length - 1 ? this.used : CHUNK;
      for (let k = 0; k < end; k++, i++) f(chunk[k]!, i);
    }
  }

  /** The entries as one exact-length array; the column is emptied (its chunks become garbage). */
  take(): T {
    const out = new this.Ctor(this.length);
    for (let c = 0, o = 0; c < this.chunks.length; c++, o += CHUNK) {
      const chunk = this.chunks[c]!;
      out.set(c === this.chunks.length - 1 ? chunk.subarray(0, this.used) : chunk, o);
    }
    this.chunks.length = 0;
    this.tail = new this.Ctor(0);
    this.used = CHUNK;
    this.length = 0;
    return out;
  }
}

export const int32Column = () => new Column(Int32Array);
export const float64Column = () => new Column(Float64Array);
export const uint8Column = () => new Column(Uint8Array);

/** Lists per product in CSR form, appended product by product. */
export class CsrColumn {
  private readonly offsets = int32Column();
  private readonly items = int32Column();

  constructor() {
    this.offsets.push(0);
  }

  /** Appends the next product's list. */
  push(list: readonly number[]): void {
    for (const v of list) this.items.push(v);
    this.offsets.push(this.items.length);
  }

  get products(): number {
    return this.offsets.length - 1;
  }

  /** The list of product `i` (a copy). */
  list(i: number): number[] {
    const out: number[] = [];
    for (let k = this.offsets.at(i), e = this.offsets.at(i + 1); k < e; k++) out.push(this.items.at(k));
    return out;
  }

  /** Both parts as exact-length arrays; the column is emptied. */
  take(): { off: Int32Array; data: Int32Array } {
    return { off: this.offsets.take(), data: this.items.take() };
  }
}
