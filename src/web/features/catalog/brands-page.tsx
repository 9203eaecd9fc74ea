import { Link } from 'react-router';
import type { BrandView } from '~/domain/catalog';
import { brandImage } from '~/domain/media';
import { useT } from '~/web/i18n/i18n-context';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import './listing.css';
import './brands.css';

/** Brands grouped by first letter, A–Z. */
export function BrandsPage({ brands }: { brands: BrandView[] }) {
  const t = useT();
  const sorted = [...brands].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
  const groups = new Map<string, BrandView[]>();
  for (const b of sorted) {
    const ch = b.title.charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(ch) ? ch : /\d/.test(ch) ? '0–9' : '#';
    (groups.get(letter) ?? groups.set(letter, []).get(letter)!).push(b);
  }
  const letters = [...groups.keys()];
  return (
    <main className="sx-wrap ls" data-testid="brands">
      <Breadcrumbs items={[{ title: t('catalog.views.brands') }]} />
      <div className="ls-head">
        <h1 className="ls-title">{t('catalog.views.brands')}</h1>
        <span className="ls-count">{t('catalog.brands.count', { count: brands.length })}</span>
      </div>
      {brands.length === 0 ? (
        <p className="sx-empty">{t('catalog.brands.empty')}</p>
      ) : (
        <>
          <nav className="br-letters" aria-label={t('catalog.brands.letters')}>
            {letters.map((l) => (
              <a key={l} href={`#brand-${l}`}>
                {l}
              </a>
            ))}
          </nav>
          {letters.map((l) => (
            <section key={l} id={`brand-${l}`} className="br-group">
              <h2>{l}</h2>
              <ul className="br-grid">
                {groups.get(l)!.map((b) => (
                  <li key={b.id}>
                    <Link to={b.href} className="br-item" data-testid="brand-link">
                      <span className="br-logo">
                        {b.image ? (
                          <img src={brandImage(b.image)} alt="" width={120} height={48} loading="lazy" />
                        ) : (
                          <span>{b.title.charAt(0)}</span>
                        )}
                      </span>
                      <span className="br-name">{b.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </main>
  );
}
