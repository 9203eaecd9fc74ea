import { Link } from 'react-router';
import type { ColumnDef } from '~/domain/api/admin';
import { cellText } from '../../lib/format';
import { previewOf } from '../../lib/media-area';

const TONES = ['default', 'info', 'success', 'warning', 'danger'] as const;

/**
 * A list cell by its column's kind (money in ₼ from qəpik, Baku dates, ✓, badges, thumbnails, stars). A badge is
 * `{label, tone}`, or a label with its tone in the row's `<column>Tone` (the orders list: `status`, `statusTone`).
 */
export function Cell({
  col,
  value,
  tone: rowTone,
  area,
}: {
  col: ColumnDef;
  value: unknown;
  tone?: unknown;
  area?: string;
}) {
  if (value === null || value === undefined || value === '') return <span className="adm-muted">—</span>;
  switch (col.kind) {
    case 'bool':
      return value ? (
        <span className="adm-bool is-yes" aria-label="✓">
          ✓
        </span>
      ) : (
        <span className="adm-bool" aria-label="–">
          –
        </span>
      );
    case 'badge': {
      const b =
        typeof value === 'object'
          ? (value as { label?: unknown; tone?: unknown })
          : { label: value, tone: rowTone ?? 'default' };
      const tone = TONES.includes(b.tone as (typeof TONES)[number]) ? (b.tone as string) : 'default';
      return <span className={`adm-badge adm-badge-${tone}`}>{String(b.label ?? '')}</span>;
    }
    case 'image': {
      // a stored key is shown from its resource's media area (`/i/p/300/<key>`); an address is kept
      const src = typeof value === 'string' ? previewOf(area ?? '', value) : '';
      return src ? (
        <img className="adm-thumb" src={src} alt="" loading="lazy" width={40} height={40} />
      ) : (
        <span className="adm-muted">—</span>
      );
    }
    case 'stars': {
      const n = Math.max(0, Math.min(5, Math.round(Number(value) || 0)));
      return (
        <span className="adm-stars" aria-label={`${n}/5`}>
          {'★'.repeat(n)}
          <span className="adm-stars-off">{'★'.repeat(5 - n)}</span>
        </span>
      );
    }
    case 'link': {
      // a page of the back office only (`/admin/…`): anything else is shown as its label
      const l = typeof value === 'object' ? (value as { label?: unknown; href?: unknown }) : { label: value };
      const label = String(l.label ?? '');
      return typeof l.href === 'string' && /^\/admin(?:[/?]|$)/.test(l.href) ? (
        <Link className="adm-link" to={l.href}>
          {label}
        </Link>
      ) : (
        <>{label}</>
      );
    }
    case 'money':
    case 'number':
      return <span className="adm-num">{cellText(col.kind, value)}</span>;
    default:
      return <>{cellText(col.kind, value)}</>;
  }
}
