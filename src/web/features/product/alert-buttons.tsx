import { lazy, Suspense, useState } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import './alerts.css';

const AlertDialog = lazy(() => import('./alert-dialog'));

/**
 * "Tell me when it is back" on a sold-out product and "Tell me when the price drops" on any (decision 0092). The
 * dialog's code is its own chunk, loaded on the first press.
 */
export function AlertButtons({
  productId,
  title,
  price,
  soldOut,
}: {
  productId: number;
  title: string;
  price: number;
  soldOut: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState<'stock' | 'price' | null>(null);
  return (
    <div className="alx-row">
      {soldOut ? (
        <button
          type="button"
          className="alx-btn alx-primary"
          onClick={() => setOpen('stock')}
          data-testid="alert-stock"
        >
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
          {t('alerts-ui.notifyStock')}
        </button>
      ) : null}
      <button type="button" className="alx-btn alx-ghost" onClick={() => setOpen('price')} data-testid="alert-price">
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 7l6 6 4-4 8 8M21 11v6h-6" />
        </svg>
        {t('alerts-ui.notifyPrice')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AlertDialog kind={open} productId={productId} title={title} price={price} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
