import { formatPhone, telHref, whatsappHref } from '~/domain/phone';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { JsonLd } from '~/web/components/ui/json-ld';
import { IconChevron } from '~/web/components/ui/icons';
import { sanitizeInline } from '~/web/components/rich-content/rich-content';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { InfoMenu } from './info-menu';
import { useRootData } from '~/web/lib/root-data';
import type { ContentData } from './content.server';
import './content.css';

/**
 * FAQ (CNT-3): an accordion where any number of answers may be open at once — each question is its own
 * <details>, so it works before (and without) JavaScript. FAQPage structured data for search engines.
 */
export function FaqPage({ data }: { data: Extract<ContentData, { kind: 'faq' }> }) {
  const t = useT();
  const lang = useLang();
  const { site } = useRootData();
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: data.items.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: sanitizeInline(f.answer) },
    })),
  };
  return (
    <main className="sx-wrap cn" data-content="faq" data-testid="faq-page">
      <Breadcrumbs items={[{ title: t('content.faq.title') }]} />
      <div className="cn-layout">
        <div className="cn-main">
          <header className="cn-head">
            <h1 className="cn-title">{t('content.faq.title')}</h1>
            <p className="cn-intro">{t('content.faq.intro')}</p>
          </header>
          {data.items.length === 0 ? (
            <p className="sx-empty">{t('content.faq.empty')}</p>
          ) : (
            <div className="cn-faq">
              <JsonLd data={ld} id="faq-ld" />
              {data.items.map((f) => (
                <details key={f.id} className="cn-faq-item" data-testid="faq-item">
                  <summary>
                    <span>{f.question}</span>
                    <IconChevron dir="down" size={18} />
                  </summary>
                  <div className="cn-faq-answer" dangerouslySetInnerHTML={{ __html: sanitizeInline(f.answer) }} />
                </details>
              ))}
            </div>
          )}
          <aside className="cn-still">
            <div>
              <h2>{t('content.faq.stillTitle')}</h2>
              <p>{t('content.faq.stillText')}</p>
            </div>
            <div className="cn-still-actions">
              <a className="sx-btn sx-btn-primary" href={telHref(site.phone)}>
                {formatPhone(site.phone)}
              </a>
              <a
                className="sx-btn sx-btn-ghost"
                href={whatsappHref(site.whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp
              </a>
            </div>
          </aside>
        </div>
        <InfoMenu currentHref={data.alternates[lang] ?? ''} />
      </div>
    </main>
  );
}
