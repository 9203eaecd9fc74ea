import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IconChevron } from './icons';
import { useT } from '~/web/i18n/i18n-context';
import './ui.css';

/**
 * A CSS scroll-snap carousel. `perView` maps breakpoints to items per view: `default` applies above every
 * numeric key, a numeric key applies at or below that width. The widths come from CSS media queries, so the
 * server-rendered page already has its final layout (no shift, no measuring before paint).
 */
export function Carousel({
  children,
  perView = { default: 4 },
  gap = 25,
  autoplay,
  loop = false,
  arrows = false,
  dots = false,
  label,
  className,
  itemClassName,
}: {
  children: ReactNode;
  perView?: { default: number } & Record<number, number>;
  gap?: number;
  autoplay?: number;
  loop?: boolean;
  arrows?: boolean;
  dots?: boolean;
  label?: string;
  className?: string;
  itemClassName?: string;
}) {
  const t = useT();
  const rawId = useId();
  const id = rawId.replace(/[^a-zA-Z0-9_-]/g, '');
  const track = useRef<HTMLDivElement>(null);
  const paused = useRef(false);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(0);
  const items = Children.toArray(children);

  const bps = Object.keys(perView)
    .filter((k) => k !== 'default')
    .map(Number)
    .sort((a, b) => b - a);
  const rule = (n: number) =>
    `[data-carousel="${id}"]>.ui-car-track>.ui-car-item{flex-basis:calc((100% - ${(n - 1) * gap}px) / ${n})}`;
  const css =
    `[data-carousel="${id}"]>.ui-car-track{gap:${gap}px}` +
    rule(perView.default) +
    bps.map((w) => `@media (max-width:${w}px){${rule(perView[w] ?? 1)}}`).join('');

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const first = el.firstElementChild as HTMLElement | null;
    if (!first) return;
    const step = first.offsetWidth + gap;
    const visible = Math.max(1, Math.round((el.clientWidth + gap) / step));
    const total = Math.max(1, Math.ceil(items.length / visible));
    setPages(total > 1 ? total : 0);
    setPage(Math.min(total - 1, Math.round(el.scrollLeft / (step * visible))));
  }, [gap, items.length]);

  const go = useCallback(
    (dir: 1 | -1 | 'to', to = 0) => {
      const el = track.current;
      if (!el) return;
      const max = el.scrollWidth - el.clientWidth;
      let target: number;
      if (dir === 'to') target = to * el.clientWidth + to * gap;
      else target = el.scrollLeft + dir * (el.clientWidth + gap);
      if (loop && dir === 1 && el.scrollLeft >= max - 4) target = 0;
      else if (loop && dir === -1 && el.scrollLeft <= 4) target = max;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollTo({ left: Math.max(0, Math.min(max, target)), behavior: reduce ? 'auto' : 'smooth' });
    },
    [gap, loop],
  );

  useEffect(() => {
    // The first measurement is the observer's first callback, which comes after the browser's own layout. Measuring
    // here would force a layout during hydration's effects, and inside a row with content-visibility: auto it would
    // lay out the cards the browser skips until the row nears the screen (a 250 ms task at 4× on the product page).
    const el = track.current;
    if (!el) return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    let raf = 0;
    const onScroll = () => {
      cancelAnimationFrame(raf);
      raf = requestAnimationFrame(measure);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      ro.disconnect();
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(raf);
    };
  }, [measure]);

  useEffect(() => {
    if (!autoplay || items.length < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || paused.current || document.hidden) return;
      if (el.scrollWidth <= el.clientWidth + 2) return;
      const atEnd = el.scrollLeft >= el.scrollWidth - el.clientWidth - 4;
      if (atEnd && !loop) return;
      const first = el.firstElementChild as HTMLElement | null;
      const step = first ? first.offsetWidth + gap : el.clientWidth;
      el.scrollTo({ left: atEnd ? 0 : el.scrollLeft + step, behavior: 'smooth' });
    }, autoplay);
    return () => clearInterval(timer);
  }, [autoplay, loop, gap, items.length]);

  const pause = () => (paused.current = true);
  const resume = () => (paused.current = false);

  return (
    <div
      className={`ui-car ${className ?? ''}`}
      data-carousel={id}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocusCapture={pause}
      onBlurCapture={resume}
      onTouchStart={pause}
    >
      <style>{css}</style>
      <div className="ui-car-track" ref={track}>
        {items.map((child, i) => (
          <div className={`ui-car-item ${itemClassName ?? ''}`} key={i} role="group" aria-roledescription="slide">
            {child}
          </div>
        ))}
      </div>
      {arrows ? (
        <>
          <button
            type="button"
            className="ui-car-arrow ui-car-prev"
            aria-label={t('catalog.carousel.prev')}
            onClick={() => go(-1)}
            data-hidden={pages === 0 ? 'true' : undefined}
          >
            <IconChevron dir="left" />
          </button>
          <button
            type="button"
            className="ui-car-arrow ui-car-next"
            aria-label={t('catalog.carousel.next')}
            onClick={() => go(1)}
            data-hidden={pages === 0 ? 'true' : undefined}
          >
            <IconChevron dir="right" />
          </button>
        </>
      ) : null}
      {dots ? (
        <div className="ui-car-dots">
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              className={i === page ? 'ui-car-dot is-active' : 'ui-car-dot'}
              aria-label={t('catalog.carousel.page', { n: i + 1 })}
              aria-current={i === page ? 'true' : undefined}
              onClick={() => go('to', i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
