import { Link } from 'react-router';
import { formatPhone, telHref } from '~/domain/phone';
import { useT } from '~/web/i18n/i18n-context';
import { useRootData } from '~/web/lib/root-data';

/** The side menu of an information page: the footer menu that links to it (for customers, or company). */
export function InfoMenu({ currentHref }: { currentHref: string }) {
  const t = useT();
  const { layout, site } = useRootData();
  const menus = (['for_customer', 'company'] as const)
    .map((n) => layout.menus[n])
    .filter((m): m is NonNullable<typeof m> => !!m && m.items.length > 0);
  const menu = menus.find((m) => m.items.some((i) => i.href === currentHref)) ?? menus[0];
  if (!menu) return null;
  return (
    <nav className="cn-side" aria-label={menu.title}>
      <h2 className="cn-side-title">{menu.title}</h2>
      <ul>
        {menu.items.map((i) => (
          <li key={i.id}>
            <Link to={i.href} className="cn-side-link" aria-current={i.href === currentHref ? 'page' : undefined}>
              {i.title}
            </Link>
          </li>
        ))}
      </ul>
      <div className="cn-side-help">
        <p>{t('content.help.title')}</p>
        <a href={telHref(site.phone)} className="cn-side-phone">
          {formatPhone(site.phone)}
        </a>
        <small>{t('content.help.hours')}</small>
      </div>
    </nav>
  );
}
