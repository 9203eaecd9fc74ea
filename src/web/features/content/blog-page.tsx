import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { Pagination } from '~/web/components/ui/pagination';
import { useT } from '~/web/i18n/i18n-context';
import { ArticleCardView } from './article-card';
import type { ContentData } from './content.server';
import './content.css';

/** The blog list (CNT-2): picture, title and publish date of each article in this language, 10 a page, ?p= pages. */
export function BlogPage({ data }: { data: Extract<ContentData, { kind: 'blog' }> }) {
  const t = useT();
  const { items, page, pages, total } = data.list;
  // each page's first article leads it
  const [lead, ...rest] = items;
  return (
    <main className="sx-wrap cn" data-content="blog" data-testid="blog-page">
      <Breadcrumbs items={[{ title: t('content.blog.title') }]} />
      <header className="cn-head">
        <h1 className="cn-title">{t('content.blog.title')}</h1>
        <p className="cn-intro">{t('content.blog.intro')}</p>
        {total > 0 ? <span className="cn-count">{t('content.blog.count', { count: total })}</span> : null}
      </header>
      {items.length === 0 ? (
        <p className="sx-empty">{t('content.blog.empty')}</p>
      ) : (
        <>
          {lead ? <ArticleCardView a={lead} featured eager /> : null}
          <div className="cn-grid">
            {rest.map((a) => (
              <ArticleCardView key={a.id} a={a} />
            ))}
          </div>
          <Pagination page={page} pages={pages} />
        </>
      )}
    </main>
  );
}
