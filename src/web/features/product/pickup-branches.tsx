import { useState } from 'react';
import type { BranchAvailability } from '~/domain/branch-stock';
import { formatDistance, inStockFirst, pickupSummary } from '~/domain/branch-pickup';
import { formatPhone, telHref } from '~/domain/phone';
import { IconCheck, IconChevron } from '~/web/components/ui/icons';
import { useLang, useT } from '~/web/i18n/i18n-context';
import type { Located } from './nearest-branches';
import './pickup.css';

const IconStorefront = ({ size = 20 }: { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M3 9l1.5-5h15L21 9M3 9h18M3 9v1a3 3 0 006 0 3 3 0 006 0 3 3 0 006 0V9M5 12.5V20h14v-7.5M10 20v-5h4v5" />
  </svg>
);

type Row = BranchAvailability & { km?: number | null };
type Status = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * "In stock in 5 branches" (issue 32): the branches that hold the product now, those first, each with its address and
 * phones; "Show nearest first" asks for the browser's location only when pressed and sorts by distance (the code that
 * does it loads then). Server-rendered and closed at first, so it moves nothing as the page loads; the counts per
 * branch are not shown (decision 0090).
 */
export function PickupBranches({ branches, deliverable }: { branches: BranchAvailability[]; deliverable: boolean }) {
  const t = useT();
  const lang = useLang();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const summary = pickupSummary(branches, deliverable);
  if (!summary) return null;

  if (summary.kind === 'deliveryOnly')
    return (
      <p className="pp-pickup pp-pickup-none" data-testid="pickup-none">
        <IconStorefront />
        <span>{t('product.pickup.none')}</span>
      </p>
    );

  const list: Row[] = rows ?? inStockFirst(branches);
  const nearest = async () => {
    setStatus('locating');
    const { locateAndSort } = await import('./nearest-branches');
    const r: Located = await locateAndSort(branches);
    if (r.ok) {
      setRows(r.rows);
      setStatus('idle');
    } else setStatus(r.reason);
  };

  return (
    <details className="pp-pickup" data-testid="pickup">
      <summary className="pp-pickup-head" data-testid="pickup-summary">
        <IconStorefront />
        <span className="pp-pickup-titles">
          <strong>{t('product.pickup.inBranches', { count: summary.count })}</strong>
          <span>{t('product.pickup.free')}</span>
        </span>
        <span className="pp-pickup-more">
          <span>{t('product.pickup.show')}</span>
          <IconChevron dir="down" size={16} />
        </span>
      </summary>
      <div className="pp-pickup-body">
        <div className="pp-pickup-tools">
          <button
            type="button"
            className="sx-btn sx-btn-ghost pp-pickup-near"
            onClick={() => void nearest()}
            disabled={status === 'locating'}
            aria-pressed={rows ? true : undefined}
            data-testid="pickup-nearest"
          >
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <circle cx="12" cy="12" r="3.5" />
              <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
              <circle cx="12" cy="12" r="7.5" />
            </svg>
            {status === 'locating' ? t('product.pickup.locating') : t('product.pickup.nearest')}
          </button>
          {status === 'denied' || status === 'unavailable' ? (
            <span className="pp-pickup-warn" role="status" data-testid="pickup-location-error">
              {t(`product.pickup.${status}`)}
            </span>
          ) : null}
        </div>
        <ul className="pp-pickup-list" data-testid="pickup-list">
          {list.map((b) => {
            const d = b.km == null ? null : formatDistance(b.km, lang);
            return (
              <li
                key={b.branchId}
                className={`pp-pickup-branch${b.inStock ? '' : ' is-out'}`}
                data-testid="pickup-branch"
                data-branch-id={b.branchId}
                data-in-stock={b.inStock ? 'true' : 'false'}
              >
                <div className="pp-pickup-row">
                  <span className="pp-pickup-name">{b.title}</span>
                  {d ? (
                    <span className="pp-pickup-km" data-testid="pickup-distance">
                      {t(`product.pickup.${d.unit}`, { value: d.value })}
                    </span>
                  ) : null}
                </div>
                <span className={`pp-pickup-state${b.inStock ? ' is-in' : ''}`}>
                  {b.inStock ? <IconCheck size={14} /> : null}
                  {t(b.inStock ? 'product.pickup.here' : 'product.pickup.notHere')}
                </span>
                <span className="pp-pickup-addr">{b.address}</span>
                {b.phones.length ? (
                  <span className="pp-pickup-phones">
                    {b.phones.map((m) => (
                      <a key={m} href={telHref(m)}>
                        {formatPhone(m)}
                      </a>
                    ))}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
