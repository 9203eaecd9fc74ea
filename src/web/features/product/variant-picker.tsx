import { Link } from 'react-router';
import type { ProductDetail } from '~/domain/catalog';
import { swatchColor } from '~/web/components/ui/swatch';

/** The product's variant groups: colour swatches or value options, each a link to that variant's page. */
export function VariantPicker({ groups }: { groups: ProductDetail['variants'] }) {
  return (
    <>
      {groups.map((g) => (
        <div key={g.title} className="pp-variants">
          <div className="pp-vtitle">
            {g.title}:{' '}
            <strong>{g.products.find((x) => x.current)?.[g.type === 'color' ? 'colorName' : 'value'] ?? ''}</strong>
          </div>
          <div className="pp-vlist">
            {g.products.map((v) =>
              g.type === 'color' ? (
                <Link
                  key={v.id}
                  to={v.href}
                  className={`pp-swatch${v.current ? ' is-on' : ''}${v.sold ? ' is-sold' : ''}`}
                  title={v.colorName ?? v.value}
                  aria-label={v.colorName ?? v.value}
                  aria-current={v.current ? 'true' : undefined}
                  data-testid="variant-option"
                  preventScrollReset
                >
                  <span style={{ background: swatchColor(v.colorCode) }} />
                </Link>
              ) : (
                <Link
                  key={v.id}
                  to={v.href}
                  className={`pp-vopt${v.current ? ' is-on' : ''}${v.sold ? ' is-sold' : ''}`}
                  aria-current={v.current ? 'true' : undefined}
                  data-testid="variant-option"
                  preventScrollReset
                >
                  {v.value}
                </Link>
              ),
            )}
          </div>
        </div>
      ))}
    </>
  );
}
