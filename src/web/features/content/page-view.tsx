import type { ContentBlock, PageDetail } from '~/domain/content';
import type { EditorBlock } from '~/domain/catalog';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { useLang } from '~/web/i18n/i18n-context';
import { RichContent } from '~/web/components/rich-content/rich-content';
import { Cover } from './article-card';
import { InfoMenu } from './info-menu';
import { CouponTiers, DeliveryPricesTable } from './widgets';
import type { ContentData } from './content.server';
import './content.css';

/** Editor blocks in runs, each widget on its own: the runs go to RichContent, the widgets to their components. */
function runs(blocks: ContentBlock[]): (EditorBlock[] | Extract<ContentBlock, { type: 'widget' }>)[] {
  const out: (EditorBlock[] | Extract<ContentBlock, { type: 'widget' }>)[] = [];
  for (const b of blocks) {
    if (b.type === 'widget') out.push(b);
    else {
      const last = out[out.length - 1];
      if (Array.isArray(last)) last.push(b);
      else out.push([b]);
    }
  }
  return out;
}

/** A page's blocks: rich text runs and the widgets between them. */
export function PageBody({ page }: { page: PageDetail }) {
  return (
    <>
      {runs(page.blocks).map((r, i) => {
        if (Array.isArray(r)) return <RichContent key={i} blocks={r} className="cn-rich" />;
        if (r.data.name === 'delivery-prices')
          return page.deliveryPrices ? <DeliveryPricesTable key={i} data={page.deliveryPrices} /> : null;
        return <CouponTiers key={i} />;
      })}
    </>
  );
}

/** A generic content page (CNT-10): title, optional cover, editor blocks; the information menu beside it. */
export function PageView({ data }: { data: Extract<ContentData, { kind: 'page' }> }) {
  const { page } = data;
  const lang = useLang();
  return (
    <main className="sx-wrap cn" data-content="page" data-testid="content-page" data-page-key={page.key}>
      <Breadcrumbs items={[{ title: page.title }]} />
      <div className="cn-layout">
        <article className="cn-main cn-paper">
          <h1 className="cn-title">{page.title}</h1>
          {page.cover ? (
            <div className="cn-cover">
              <Cover source={page.cover} sizes="(max-width: 1024px) 100vw, 900px" eager />
            </div>
          ) : null}
          <PageBody page={page} />
        </article>
        <InfoMenu currentHref={data.alternates[lang] ?? ''} />
      </div>
    </main>
  );
}
