/** Bitsets over dense product indices: the algebra of the catalogue index (pure, no I/O). */

export type Bits = Uint32Array;
export const newBits = (n: number): Bits => new Uint32Array((n + 31) >>> 5);
export function fullBits(n: number): Bits {
  const b = newBits(n);
  b.fill(0xffffffff);
  const rest = n & 31;
  if (rest) b[b.length - 1] = (1 << rest) - 1;
  if (n === 0) b.fill(0);
  return b;
}
export const has = (b: Bits, i: number) => (b[i >>> 5]! & (1 << (i & 31))) !== 0;
export const set = (b: Bits, i: number) => {
  b[i >>> 5]! |= 1 << (i & 31);
};
export function fromPosting(n: number, ...lists: (Int32Array | undefined)[]): Bits {
  const b = newBits(n);
  for (const l of lists) if (l) for (let k = 0; k < l.length; k++) set(b, l[k]!);
  return b;
}
export function and(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}
export function andInto(a: Bits, b: Bits): void {
  for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
}
export function popcount(b: Bits): number {
  let c = 0;
  for (let i = 0; i < b.length; i++) {
    let v = b[i]!;
    v = v - ((v >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    c += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return c;
}

/** Indices of set bits. */
export function members(b: Bits): number[] {
  const out: number[] = [];
  for (let w = 0; w < b.length; w++) {
    let v = b[w]!;
    while (v) {
      const t = v & -v;
      out.push((w << 5) + (31 - Math.clz32(t)));
      v ^= t;
    }
  }
  return out;
}
