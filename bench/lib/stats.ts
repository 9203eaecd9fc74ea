/** The p-th percentile (nearest rank) of an ascending array. */
export function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(values: number[]): number {
  return pct(
    [...values].sort((a, b) => a - b),
    50,
  );
}
