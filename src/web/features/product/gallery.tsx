import { lazy, Suspense, useRef, useState } from 'react';
import { productImage } from '~/domain/media';
import { useT } from '~/web/i18n/i18n-context';
import { IconChevron, IconPlay, IconZoomIn } from '~/web/components/ui/icons';
import { SafeImg } from '~/web/components/layout/safe-img';

const ZoomViewer = lazy(() => import('./zoom-viewer'));

/** Main slider (scroll-snap) with thumbnails; a click opens the full-screen zoom viewer (loaded on demand). */
export function Gallery({ images, title }: { images: { source: string; withPad: boolean }[]; title: string }) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<number | null>(null);
  const list = images.length ? images : [];
  const show = (i: number) => {
    const el = track.current;
    if (!el) return;
    const n = (i + list.length) % list.length;
    el.scrollTo({
      left: n * el.clientWidth,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
    setIndex(n);
  };
  return (
    <div className="pg">
      <div className="pg-main">
        <div
          className="pg-track"
          ref={track}
          onScroll={(e) => {
            const el = e.currentTarget;
            const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
            if (i !== index) setIndex(i);
          }}
        >
          {list.length ? (
            list.map((img, i) => (
              <button
                type="button"
                key={img.source + i}
                className="pg-slide"
                onClick={() => setZoom(i)}
                aria-label={t('product.gallery.open', { n: i + 1, total: list.length })}
                data-testid="gallery-image"
              >
                <img
                  src={productImage(img.source, 500)}
                  srcSet={`${productImage(img.source, 500)} 500w, ${productImage(img.source, 1000)} 1000w`}
                  sizes="(max-width: 768px) 100vw, 560px"
                  alt={i === 0 ? title : `${title} — ${i + 1}`}
                  width={500}
                  height={600}
                  className={img.withPad ? 'with-pad' : undefined}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
              </button>
            ))
          ) : (
            <div className="pg-slide pg-noimg" />
          )}
        </div>
        {list.length > 1 ? (
          <>
            <button
              type="button"
              className="pg-arrow pg-prev"
              aria-label={t('catalog.carousel.prev')}
              onClick={() => show(index - 1)}
            >
              <IconChevron dir="left" />
            </button>
            <button
              type="button"
              className="pg-arrow pg-next"
              aria-label={t('catalog.carousel.next')}
              onClick={() => show(index + 1)}
            >
              <IconChevron dir="right" />
            </button>
            <span className="pg-count">
              {index + 1} / {list.length}
            </span>
          </>
        ) : null}
        {list.length ? (
          <button
            type="button"
            className="pg-zoom"
            aria-label={t('product.gallery.zoom')}
            onClick={() => setZoom(index)}
            data-testid="open-zoom"
          >
            <IconZoomIn size={18} />
          </button>
        ) : null}
      </div>
      {list.length > 1 ? (
        <div className="pg-thumbs" role="tablist" aria-label={t('product.gallery.thumbs')}>
          {list.map((img, i) => (
            <button
              key={img.source + i}
              type="button"
              role="tab"
              aria-selected={i === index}
              className={i === index ? 'is-on' : undefined}
              onClick={() => show(i)}
              aria-label={t('product.gallery.image', { n: i + 1 })}
            >
              <img src={productImage(img.source, 50)} alt="" width={50} height={60} loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
      {zoom !== null ? (
        <Suspense fallback={<div className="zv-loading" />}>
          <ZoomViewer
            images={list.map((i) => i.source)}
            start={zoom}
            title={title}
            onClose={(last) => {
              setZoom(null);
              show(last);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** YouTube thumbnails; the privacy-enhanced embed loads only when clicked. */
export function Videos({ videos, title }: { videos: { videoId: string }[]; title: string }) {
  const t = useT();
  const [playing, setPlaying] = useState<string | null>(null);
  if (!videos.length) return null;
  return (
    <section className="pv">
      <h2 className="sx-section-title">{t('product.videos.title')}</h2>
      <div className="pv-grid">
        {videos.map((v) => {
          const id = encodeURIComponent(v.videoId);
          return (
            <div key={v.videoId} className="pv-item">
              {playing === v.videoId ? (
                <iframe
                  src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
                  title={title}
                  allow="autoplay; encrypted-media; picture-in-picture"
                  allowFullScreen
                />
              ) : (
                <button
                  type="button"
                  onClick={() => setPlaying(v.videoId)}
                  aria-label={t('product.videos.play')}
                  data-testid="video-thumb"
                >
                  <SafeImg
                    src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                    data-testid="video-thumb-img"
                  />
                  <span className="pv-play">
                    <IconPlay size={28} />
                  </span>
                </button>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
