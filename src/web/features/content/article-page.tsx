import { Link } from 'react-router';
import { LANG_TAGS } from '~/domain/i18n';
import { blocksText } from '~/domain/content';
import { coverImage } from '~/domain/media';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { JsonLd } from '~/web/components/ui/json-ld';
import { ShareButtons } from '~/web/components/ui/share-buttons';
import { RichContent } from '~/web/components/rich-content/rich-content';
import { IconChevron } from '~/web/components/ui/icons';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useRootData } from '~/web/lib/root-data';
import { ArticleCardView, Cover, DayMonthYear } from './article-card';
import { useAbsoluteUrl } from './use-absolute-url';
import type { ContentData } from './content.server';
import './content.css';

/** A blog article (CNT-2): title, date, cover, editor-block body, share buttons, Article structured data. */
export function ArticlePage({ data }: { data: Extract<ContentData, { kind: 'article' }> }) {
  const t = useT();
  const lang = useLang();
  const { site } = useRootData();
  const a = data.article;
  const url = useAbsoluteUrl(data.alternates);
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    ...(a.image ? { image: [`${site.publicUrl}${coverImage(a.image, 1200)}`] } : {}),
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    inLanguage: LANG_TAGS[lang],
    description: blocksText(a.blocks) || undefined,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Organization', name: site.title, url: site.publicUrl },
    publisher: { '@type': 'Organization', name: site.title, url: site.publicUrl },
  };
  return (
    <main className="sx-wrap cn" data-content="article" data-testid="article-page" data-article-id={a.id}>
      <JsonLd data={ld} id="article-ld" />
      <Breadcrumbs items={[{ title: t('content.blog.title'), href: data.blogHref }, { title: a.title }]} />
      <article className="cn-article">
        <header className="cn-article-head">
          <p className="cn-article-date">
            {t('content.blog.published')} <DayMonthYear iso={a.publishedAt} />
          </p>
          <h1 className="cn-title">{a.title}</h1>
          <ShareButtons url={url} title={a.title} />
        </header>
        {a.image ? (
          <div className="cn-cover cn-cover--article">
            <Cover source={a.image} sizes="(max-width: 860px) 100vw, 820px" eager />
          </div>
        ) : null}
        <RichContent blocks={a.blocks} className="cn-rich cn-rich--article" />
        <footer className="cn-article-foot">
          <ShareButtons url={url} title={a.title} />
          <Link to={data.blogHref} className="cn-back">
            <IconChevron dir="left" size={16} />
            {t('content.blog.all')}
          </Link>
        </footer>
      </article>
      {a.more.length ? (
        <section className="cn-more" aria-labelledby="cn-more-title">
          <h2 id="cn-more-title" className="sx-section-title">
            {t('content.blog.more')}
          </h2>
          <div className="cn-grid">
            {a.more.map((m) => (
              <ArticleCardView key={m.id} a={m} />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
