import { Link, useLocation } from 'react-router';
import type { ArticleCard } from '~/domain/content';
import { formatDayMonthYear, isoDay } from '~/domain/dates';
import { coverImage } from '~/domain/media';
import { formatPhone, telHref } from '~/domain/phone';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useRootData } from '~/web/lib/root-data';

/** `<time>` with the date as CONST-11 writes it (d M Y in the page's language). */
export function DayMonthYear({ iso, className }: { iso: string; className?: string }) {
  const lang = useLang();
  return (
    <time dateTime={isoDay(iso)} className={className}>
      {formatDayMonthYear(iso, lang)}
    </time>
  );
}

/** A 16:9 cover from /i/blog/, with a srcset so cards and the article header each take the size they need. */
export function Cover({
  source,
  sizes,
  eager,
  className,
}: {
  source: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={coverImage(source, 800)}
      srcSet={`${coverImage(source, 400)} 400w, ${coverImage(source, 800)} 800w, ${coverImage(source, 1200)} 1200w`}
      sizes={sizes}
      width={1600}
      height={900}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

/** One article in a list: picture, publish date, title (the whole card is the link). */
export function ArticleCardView({ a, featured, eager }: { a: ArticleCard; featured?: boolean; eager?: boolean }) {
  return (
    <article className={`cn-card${featured ? ' cn-card--featured' : ''}`} data-testid="article-card">
      <Link to={a.href} className="cn-card-link">
        <span className="cn-card-media">
          {a.image ? (
            <Cover
              source={a.image}
              sizes={
                featured
                  ? '(max-width: 768px) 100vw, 640px'
                  : '(max-width: 512px) 100vw, (max-width: 1024px) 50vw, 400px'
              }
              eager={eager}
            />
          ) : null}
        </span>
        <span className="cn-card-body">
          <DayMonthYear iso={a.publishedAt} className="cn-date" />
          <span className="cn-card-title">{a.title}</span>
          {featured && a.excerpt ? <span className="cn-card-excerpt">{a.excerpt}</span> : null}
        </span>
      </Link>
    </article>
  );
}

/** The current language's absolute address of the page (for share links and structured data). */
export function useAbsoluteUrl(alternates: Partial<Record<string, string>>): string {
  const root = useRootData();
  const lang = useLang();
  const { pathname } = useLocation();
  return `${root.site.publicUrl}${alternates[lang] ?? pathname}`;
}

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
