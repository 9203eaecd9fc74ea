import { lazy, Suspense, useState } from 'react';
import type { ReviewScore, ReviewView } from '~/domain/catalog';
import { textLang } from '~/domain/text-lang';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { Stars } from '~/web/components/ui/stars';

const ReviewPopup = lazy(() => import('./review-popup'));

const pad = (n: number) => String(n).padStart(2, '0');
/** d.m.Y H:i (CONST-11), in Baku time so server and browser agree. */
export function formatReviewDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const b = new Date(d.getTime() + 4 * 3600_000);
  return `${pad(b.getUTCDate())}.${pad(b.getUTCMonth() + 1)}.${b.getUTCFullYear()} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}`;
}

export function Reviews({
  productId,
  score,
  reviews,
}: {
  productId: number;
  score: ReviewScore;
  reviews: ReviewView[];
}) {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const max = Math.max(1, ...score.counts.map((c) => c.count));
  return (
    <div className="rv" data-testid="reviews">
      <div className="rv-score">
        <div className="rv-avg">
          <strong>{score.count ? score.rating.toFixed(1) : '–'}</strong>
          <Stars rating={score.rating} size={18} />
          <span>{score.count ? t('product.reviews.count', { count: score.count }) : t('product.reviews.none')}</span>
        </div>
        <ul className="rv-bars">
          {[5, 4, 3, 2, 1].map((g) => {
            const c = score.counts.find((x) => x.grade === g)?.count ?? 0;
            return (
              <li key={g}>
                <span className="rv-grade">{g} ★</span>
                <span className="rv-bar">
                  <span style={{ width: `${(c / max) * 100}%` }} />
                </span>
                <span className="rv-n">{c}</span>
              </li>
            );
          })}
        </ul>
        <button type="button" className="sx-btn sx-btn-dark" onClick={() => setOpen(true)} data-testid="add-review">
          {t('product.reviews.add')}
        </button>
      </div>
      {reviews.length ? (
        <ul className="rv-list">
          {reviews.map((r) => {
            // every review is shown; one in another language says so (decision 0014)
            const written = textLang(r.review);
            return (
              <li key={r.id} className="rv-item" data-testid="review">
                <div className="rv-head">
                  <span className="rv-avatar" aria-hidden="true">
                    {r.fullName.trim().charAt(0).toUpperCase()}
                  </span>
                  <div>
                    <strong>{r.fullName}</strong>
                    <div className="rv-meta">
                      <Stars rating={r.rating} size={13} />
                      <time dateTime={r.createdAt}>{formatReviewDate(r.createdAt)}</time>
                      {written && written !== lang ? (
                        <span className="rv-lang" data-testid="review-lang">
                          {t(`product.reviews.writtenIn.${written}`)}
                        </span>
                      ) : null}
                    </div>
                  </div>
                </div>
                <p className="rv-text" lang={written ?? undefined}>
                  {r.review}
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rv-empty">{t('product.reviews.empty')}</p>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ReviewPopup productId={productId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
