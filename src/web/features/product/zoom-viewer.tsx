import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { productImage } from '~/domain/media';
import { useT } from '~/web/i18n/i18n-context';
import {
  IconChevron,
  IconClose,
  IconDownload,
  IconFullscreen,
  IconReset,
  IconZoomIn,
  IconZoomOut,
} from '~/web/components/ui/icons';
import './zoom-viewer.css';

const MIN = 1;
const MAX = 4;

/** Full-screen image viewer: counter, fullscreen, zoom in/out, reset, download (1000 px), close; arrows and Escape. */
export default function ZoomViewer({
  images,
  start,
  title,
  onClose,
}: {
  images: string[];
  start: number;
  title: string;
  onClose: (index: number) => void;
}) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const [i, setI] = useState(start);
  const [scale, setScale] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; px: number; py: number } | null>(null);
  const n = images.length;
  const src = images[i] ?? '';

  const move = useCallback(
    (d: number) => {
      setI((x) => (x + d + n) % n);
      setScale(1);
      setPan({ x: 0, y: 0 });
    },
    [n],
  );
  const zoomBy = (f: number) =>
    setScale((s) => {
      const next = Math.min(MAX, Math.max(MIN, Math.round(s * f * 100) / 100));
      if (next === 1) setPan({ x: 0, y: 0 });
      return next;
    });
  const close = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    onClose(i);
  }, [i, onClose]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
      else if (e.key === 'Tab' && root.current) {
        const list = [...root.current.querySelectorAll<HTMLElement>('button:not([disabled]),a[href]')];
        const a = list[0];
        const z = list[list.length - 1];
        if (!a || !z) return;
        if (!root.current.contains(document.activeElement) || (e.shiftKey && document.activeElement === a)) {
          e.preventDefault();
          (e.shiftKey ? z : a).focus();
        } else if (!e.shiftKey && document.activeElement === z) {
          e.preventDefault();
          a.focus();
        }
      } else if (e.key === 'ArrowRight') move(1);
      else if (e.key === 'ArrowLeft') move(-1);
      else if (e.key === '+' || e.key === '=') zoomBy(1.5);
      else if (e.key === '-') zoomBy(1 / 1.5);
    };
    document.addEventListener('keydown', onKey);
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    root.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = prev;
    };
  }, [close, move]);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void root.current?.requestFullscreen?.().catch(() => {});
  };

  return createPortal(
    <div
      className="zv"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      ref={root}
      tabIndex={-1}
      data-testid="zoom-viewer"
    >
      <div className="zv-bar">
        <span className="zv-counter" data-testid="zoom-counter">
          {i + 1} / {n}
        </span>
        <div className="zv-tools">
          <button
            type="button"
            onClick={toggleFullscreen}
            aria-label={t('product.zoom.fullscreen')}
            data-testid="zoom-fullscreen"
          >
            <IconFullscreen />
          </button>
          <button
            type="button"
            onClick={() => zoomBy(1.5)}
            disabled={scale >= MAX}
            aria-label={t('product.zoom.in')}
            data-testid="zoom-in"
          >
            <IconZoomIn />
          </button>
          <button
            type="button"
            onClick={() => zoomBy(1 / 1.5)}
            disabled={scale <= MIN}
            aria-label={t('product.zoom.out')}
            data-testid="zoom-out"
          >
            <IconZoomOut />
          </button>
          <button
            type="button"
            onClick={() => {
              setScale(1);
              setPan({ x: 0, y: 0 });
            }}
            aria-label={t('product.zoom.reset')}
            data-testid="zoom-reset"
          >
            <IconReset />
          </button>
          <a
            href={productImage(src, 1000)}
            download
            aria-label={t('product.zoom.download')}
            data-testid="zoom-download"
          >
            <IconDownload />
          </a>
          <button type="button" onClick={close} aria-label={t('product.zoom.close')} data-testid="zoom-close">
            <IconClose />
          </button>
        </div>
      </div>
      <div
        className={`zv-stage${scale > 1 ? ' is-zoomed' : ''}`}
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
        onWheel={(e) => zoomBy(e.deltaY < 0 ? 1.2 : 1 / 1.2)}
        onPointerDown={(e) => {
          if (scale <= 1) return;
          drag.current = { x: e.clientX, y: e.clientY, px: pan.x, py: pan.y };
          (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (d) setPan({ x: d.px + (e.clientX - d.x) / scale, y: d.py + (e.clientY - d.y) / scale });
        }}
        onPointerUp={() => (drag.current = null)}
      >
        <img
          key={src}
          src={productImage(src, 1000)}
          alt={`${title} — ${i + 1}`}
          width={1000}
          height={1200}
          draggable={false}
          data-testid="zoom-image"
          data-scale={scale}
          style={{ transform: `scale(${scale}) translate(${pan.x}px, ${pan.y}px)` }}
          onDoubleClick={() => (scale > 1 ? (setScale(1), setPan({ x: 0, y: 0 })) : zoomBy(2))}
        />
      </div>
      {n > 1 ? (
        <>
          <button
            type="button"
            className="zv-nav zv-prev"
            onClick={() => move(-1)}
            aria-label={t('catalog.carousel.prev')}
            data-testid="zoom-prev"
          >
            <IconChevron dir="left" size={28} />
          </button>
          <button
            type="button"
            className="zv-nav zv-next"
            onClick={() => move(1)}
            aria-label={t('catalog.carousel.next')}
            data-testid="zoom-next"
          >
            <IconChevron dir="right" size={28} />
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
