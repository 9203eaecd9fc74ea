/**
 * Price filter intervals (whole manat): 4–5 intervals with round bounds covering [min, max].
 * e.g. 3..1890 → 0–500, 500–1000, 1000–1500, 1500–2000.
 */
interface PriceInterval {
  min: number;
  max: number;
}

function niceStep(raw: number): number {
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) {
    const step = m * pow;
    if (step >= raw) return Math.max(1, Math.round(step));
  }
  return Math.max(1, 10 * pow);
}

export function priceIntervals(min: number, max: number, target = 5): PriceInterval[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min) return [];
  let step = niceStep((max - min) / target);
  let start = Math.floor(min / step) * step;
  // Widen the step until at most `target` intervals cover the range.
  while (Math.ceil((max - start) / step) > target) {
    step = niceStep(step * 1.01);
    start = Math.floor(min / step) * step;
  }
  const out: PriceInterval[] = [];
  for (let a = start; a < max; a += step) out.push({ min: a, max: a + step });
  // Fewer than 4 intervals: split with a finer step when the range allows it.
  if (out.length < 4 && max - min >= 4 && target > 4) {
    const finer = priceIntervals(min, max, target + 1);
    if (finer.length >= 4 && finer.length <= target) return finer;
  }
  return out;
}
