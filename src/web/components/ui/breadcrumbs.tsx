import { Link } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import { JsonLd } from './json-ld';
import './ui.css';

/** Home, then the given items (the last is the current page), with BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: { title: string; href?: string }[] }) {
  const t = useT();
  const href = useHref();
  const root = useRootData();
  const base = root?.site.publicUrl ?? '';
  const all = [{ title: t('catalog.breadcrumbs.home'), href: href('/') }, ...items];
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.title,
      ...(c.href ? { item: `${base}${c.href}` } : {}),
    })),
  };
  return (
    <nav className="ui-crumbs" aria-label={t('catalog.breadcrumbs.label')}>
      <ol>
        {all.map((c, i) => (
          <li key={i}>
            {i < all.length - 1 && c.href ? (
              <Link to={c.href}>{c.title}</Link>
            ) : (
              <span aria-current="page">{c.title}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={ld} id="breadcrumbs-ld" />
    </nav>
  );
}
