import { Link } from 'react-router';
import type { ArticleCard } from '~/domain/content';
import { formatDayMonthYear, isoDay } from '~/domain/dates';
import { coverImage } from '~/domain/media';
import { useLang } from '~/web/i18n/i18n-context';

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
