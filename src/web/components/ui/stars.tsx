import './ui.css';
import { IconStar } from './icons';

/** Five stars filled to `rating` (0–5), colours #fcbf02 and #11111133 (spec 001 §9). */
export function Stars({ rating, size = 14, label }: { rating: number; size?: number; label?: string }) {
  const pct = Math.max(0, Math.min(5, rating)) * 20;
  const row = (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <IconStar key={i} size={size} />
      ))}
    </>
  );
  return (
    <span className="ui-stars" role="img" aria-label={label ?? `${rating.toFixed(1)} / 5`} style={{ height: size }}>
      <span className="ui-stars-base">{row}</span>
      <span className="ui-stars-fill" style={{ width: `${pct}%` }}>
        {row}
      </span>
    </span>
  );
}
