/**
 * The page window of CONST-12: all pages when there are 10 or fewer; otherwise five pages —
 * the first five while the current page is below 4, the last five when it is within 3 of the end,
 * else current ±2 — plus links to the first and last page with ellipses where pages are skipped.
 */
type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: string };

export function pageWindow(current: number, pages: number): PageItem[] {
  if (pages < 2) return [];
  const cur = Math.min(Math.max(1, Math.trunc(current) || 1), pages);
  const page = (p: number): PageItem => ({ type: 'page', page: p, current: p === cur });
  if (pages <= 10) return Array.from({ length: pages }, (_, i) => page(i + 1));
  let start: number;
  if (cur < 4) start = 1;
  else if (cur > pages - 3) start = pages - 4;
  else start = cur - 2;
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(page(1));
    if (start > 2) items.push({ type: 'ellipsis', key: 'start' });
  }
  for (let p = start; p < start + 5; p++) items.push(page(p));
  const end = start + 4;
  if (end < pages) {
    if (end < pages - 1) items.push({ type: 'ellipsis', key: 'end' });
    items.push(page(pages));
  }
  return items;
}

/** Reads a page number from a query value: anything that is not a positive integer is page 1. */
export function parsePage(v: string | null | undefined): number {
  if (!v || !/^\d{1,6}$/.test(v)) return 1;
  const n = Number(v);
  return n >= 1 ? n : 1;
}
