/**
 * Cooperative time slicing for index work that runs next to live requests (decision 0020): long loops
 * check `slicer.due` every few hundred iterations and `await slicer.yield()` when the slice has used its
 * budget, so the event loop is never held for more than a few milliseconds.
 */

export class Slicer {
  private start = performance.now();
  /** how often the work gave way to other callbacks */
  yields = 0;

  /** `budgetMs`: the longest a slice may run; `Infinity` never yields (boot, before the server listens). */
  constructor(readonly budgetMs: number) {}

  get due(): boolean {
    return this.budgetMs !== Infinity && performance.now() - this.start >= this.budgetMs;
  }

  /** Lets pending I/O and timers run (one `setImmediate` turn), then starts a new slice. */
  async yield(): Promise<void> {
    this.yields++;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.start = performance.now();
  }

  /** Yields when the current slice is used up. */
  async check(): Promise<void> {
    if (this.due) await this.yield();
  }
}

const RUN = 2048;

/**
 * Sorts `items` by `cmp` (stable) without holding the event loop: runs of 2,048 are sorted natively,
 * then merged pairwise, checking the slicer as it goes. Returns a new array.
 */
export async function sortSliced(
  items: Int32Array,
  cmp: (a: number, b: number) => number,
  slicer: Slicer,
): Promise<Int32Array> {
  const n = items.length;
  let src = Int32Array.from(items);
  for (let start = 0; start < n; start += RUN) {
    src.subarray(start, Math.min(n, start + RUN)).sort(cmp);
    if (slicer.due) await slicer.yield();
  }
  let dst = new Int32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        dst[k++] = cmp(src[j]!, src[i]!) < 0 ? src[j++]! : src[i++]!;
        if ((k & 1023) === 0 && slicer.due) await slicer.yield();
      }
      while (i < mid) dst[k++] = src[i++]!;
      while (j < hi) dst[k++] = src[j++]!;
    }
    [src, dst] = [dst, src];
    if (slicer.due) await slicer.yield();
  }
  return src;
}

/** Sorts strings in code-unit order (`<`), sliced like `sortSliced`. */
export async function sortStringsSliced(items: string[], slicer: Slicer): Promise<string[]> {
  if (slicer.budgetMs === Infinity) return [...items].sort();
  const idx = new Int32Array(items.length);
  for (let i = 0; i < idx.length; i++) idx[i] = i;
  const order = await sortSliced(idx, (a, b) => (items[a]! < items[b]! ? -1 : items[a]! > items[b]! ? 1 : 0), slicer);
  const out = new Array<string>(items.length);
  for (let i = 0; i < order.length; i++) out[i] = items[order[i]!]!;
  return out;
}
