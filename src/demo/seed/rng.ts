/** Small deterministic pseudo-random generator (mulberry32) with helpers; the same seed gives the same sequence. */
export class Rng {
  private s: number;

  constructor(seed: number) {
    this.s = seed >>> 0;
  }

  /** float in [0, 1) */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** weighted pick: weights parallel to list */
  weighted<T>(list: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < list.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return list[i]!;
    }
    return list[list.length - 1]!;
  }

  /** k distinct items (k clipped to the list length), in random order */
  sample<T>(list: readonly T[], k: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i]!;
      copy[i] = copy[j]!;
      copy[j] = tmp;
      out.push(copy[i]!);
    }
    return out;
  }

  /** a YouTube-style 11-character id */
  videoId(): string {
    const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let s = '';
    for (let i = 0; i < 11; i++) s += abc[Math.floor(this.next() * 64)];
    return s;
  }
}
