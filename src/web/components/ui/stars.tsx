import type { CSSProperties } from 'react';
import './ui.css';

/**
 * Five stars filled to `rating` (0–5), colours #fcbf02 and #11111133 (CONST-15).
 * Drawn by CSS (ui.css `.ui-stars`: one star mask repeated five times, `--s` px each with 1 px gaps), not five
 * inline SVGs twice over: a listing shows 24 ratings, and the SVG copies were ~70 KB of every listing page's HTML.
 * The grey row is the element's background; the gold row is a child clipped to `rating × 20 %` of the width.
 */
export function Stars({ rating, size = 14, label }: { rating: number; size?: number; label?: string }) {
  const pct = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span
      className="ui-stars"
      role="img"
      aria-label={label ?? `${rating.toFixed(1)} / 5`}
      style={{ '--s': `${size}px` } as CSSProperties}
    >
      <span className="ui-stars-fill" style={{ width: `${pct}%` }} />
    </span>
  );
}
