import type { ProductDetail } from '~/domain/catalog';
import { RichContent, sanitizeInline } from '~/web/components/rich-content/rich-content';
import { useT } from '~/web/i18n/i18n-context';
import { Reviews } from './reviews';
import { Expandable, Tabs } from './tabs';

/** The product's tabs: description, specification, reviews and, when it has any, questions and answers. */
export function ProductTabs({ p }: { p: ProductDetail }) {
  const t = useT();
  const descHtml = p.desc.trim();
  return (
    <section className="pp-tabs" id="reviews">
      <Tabs
        openOn={{ hash: 'reviews', tab: 'reviews' }}
        tabs={[
          {
            id: 'description',
            title: t('product.tabs.description'),
            content: (
              <Expandable>
                {descHtml ? (
                  <div className="rich">
                    {descHtml.split(/\n{2,}/).map((para, i) => (
                      <p key={i} dangerouslySetInnerHTML={{ __html: sanitizeInline(para.replace(/\n/g, '<br>')) }} />
                    ))}
                  </div>
                ) : null}
                {p.content.length ? <RichContent blocks={p.content} /> : null}
                {!descHtml && !p.content.length ? <p className="pp-muted">{t('product.tabs.noDescription')}</p> : null}
              </Expandable>
            ),
          },
          {
            id: 'specification',
            title: t('product.tabs.specification'),
            content: (
              <Expandable>
                <table className="pp-spec">
                  <tbody>
                    {p.parameters.map((x) => (
                      <tr key={x.id}>
                        <th scope="row">{x.title}</th>
                        <td>{x.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Expandable>
            ),
          },
          {
            id: 'reviews',
            title: (
              <>
                {t('product.tabs.reviews')} <span className="pt-n">{p.reviewScore.count}</span>
              </>
            ),
            content: <Reviews productId={p.id} score={p.reviewScore} reviews={p.reviews} />,
          },
          ...(p.faq.length
            ? [
                {
                  id: 'faq',
                  title: t('product.tabs.faq'),
                  content: (
                    <Expandable>
                      <div className="pp-faq">
                        {p.faq.map((f, i) => (
                          <details key={i}>
                            <summary>{f.question}</summary>
                            <p>{f.answer}</p>
                          </details>
                        ))}
                      </div>
                    </Expandable>
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
