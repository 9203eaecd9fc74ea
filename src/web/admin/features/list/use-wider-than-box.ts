import { useEffect, useState, type RefObject } from 'react';

/**
 * True when the table is wider than its box even with its columns wrapped (a resource with many columns on a narrow
 * window). The box then scrolls sideways by itself (`.is-wide`) instead of the whole page; otherwise it does not
 * scroll, so the header row can stick under the page's header.
 */
export function useWiderThanBox(ref: RefObject<HTMLDivElement | null>, rows: unknown): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const box = ref.current;
    const table = box?.querySelector('table');
    if (!box || !table || typeof ResizeObserver === 'undefined') return;
    const check = () => setWide(table.offsetWidth > box.clientWidth + 1);
    const seen = new ResizeObserver(check);
    seen.observe(box);
    seen.observe(table);
    check();
    return () => seen.disconnect();
  }, [ref, rows]);
  return wide;
}
