import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { useT } from '~/web/i18n/i18n-context';
import { FeedbackForm } from './feedback-form';
import { PageBody } from './page-view';
import type { ContentData } from './content.server';
import './content.css';

/** Contacts (CNT-8): the page's text (addresses, phones, hours) and the feedback form. */
export function ContactsPage({ data }: { data: Extract<ContentData, { kind: 'contacts' }> }) {
  const t = useT();
  const title = data.page?.title || t('content.contacts.title');
  return (
    <main className="sx-wrap cn" data-content="contacts" data-testid="contacts-page">
      <Breadcrumbs items={[{ title }]} />
      <div className="cn-contacts">
        <article className="cn-paper">
          <h1 className="cn-title">{title}</h1>
          {data.page ? <PageBody page={data.page} /> : null}
        </article>
        <div className="cn-paper cn-paper--form">
          <FeedbackForm />
        </div>
      </div>
    </main>
  );
}
