import { Link } from 'react-router';
import { salaryRange, type VacancyCard } from '~/domain/content';
import { formatDmy } from '~/domain/dates';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { useT } from '~/web/i18n/i18n-context';
import { PageBody } from './page-view';
import type { ContentData } from './content.server';
import './content.css';

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** "1 200 – 1 800 ₼", "from 1 200 ₼", or null without a minimum salary (CNT-6). */
export function SalaryText({ min, max }: { min: number | null; max: number | null }) {
  const t = useT();
  const r = salaryRange(min, max);
  if (!r) return null;
  return (
    <span className="cn-salary">
      {r.to
        ? `${grouped(r.from)} – ${grouped(r.to)} ₼`
        : t('content.careers.salaryFrom', { amount: `${grouped(r.from)} ₼` })}
    </span>
  );
}

function VacancyItem({ v }: { v: VacancyCard }) {
  const t = useT();
  return (
    <li className="cn-vacancy" data-testid="vacancy">
      <Link to={v.href} className="cn-vacancy-link">
        <span className="cn-vacancy-title">{v.title}</span>
        <span className="cn-vacancy-meta">
          {v.cities.length ? <span>{v.cities.join(', ')}</span> : null}
          <SalaryText min={v.minSalary} max={v.maxSalary} />
          {v.endDate ? <span>{t('content.careers.until', { date: formatDmy(v.endDate) })}</span> : null}
        </span>
        <span className="cn-vacancy-go" aria-hidden="true">
          →
        </span>
      </Link>
    </li>
  );
}

/** Careers (CNT-6): the page's text and the open vacancies. */
export function CareersPage({ data }: { data: Extract<ContentData, { kind: 'careers' }> }) {
  const t = useT();
  const title = data.page?.title || t('content.careers.title');
  return (
    <main className="sx-wrap cn" data-content="careers" data-testid="careers-page">
      <Breadcrumbs items={[{ title }]} />
      <div className="cn-careers">
        <article className="cn-paper">
          <h1 className="cn-title">{title}</h1>
          {data.page ? <PageBody page={data.page} /> : null}
        </article>
        <section className="cn-vacancies" aria-labelledby="cn-vacancies-title">
          <h2 id="cn-vacancies-title" className="cn-more-title">
            {t('content.careers.open')} <span className="cn-count">{data.items.length}</span>
          </h2>
          {data.items.length ? (
            <ul className="cn-vacancy-list">
              {data.items.map((v) => (
                <VacancyItem key={v.id} v={v} />
              ))}
            </ul>
          ) : (
            <p className="cn-empty" data-testid="no-vacancies">
              {t('content.careers.none')}
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
