import './ui.css';
import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

export function splitRemaining(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** Counts down to `until` as days:hours:minutes:seconds (CONST-11). Renders nothing once over. */
export function Countdown({ until, className, label }: { until: string; className?: string; label?: string }) {
  const end = Date.parse(until);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  if (!Number.isFinite(end)) return null;
  // Server render and first client render show the same placeholder-free text computed at hydration time.
  const r = splitRemaining(end - (now ?? end - 0));
  if (now !== null && end <= now) return null;
  const text = now === null ? '--:--:--:--' : `${pad(r.days)}:${pad(r.hours)}:${pad(r.minutes)}:${pad(r.seconds)}`;
  return (
    <span className={`ui-countdown ${className ?? ''}`} aria-label={label} data-testid="countdown">
      <span className="ui-countdown-text">{text}</span>
    </span>
  );
}
