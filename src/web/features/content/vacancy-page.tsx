import { formatDmy } from '~/domain/dates';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { RichContent } from '~/web/components/rich-content/rich-content';
import { ShareButtons } from '~/web/components/ui/share-buttons';
import { useT } from '~/web/i18n/i18n-context';
import type { ContentBlock } from '~/domain/content';
import type { EditorBlock } from '~/domain/catalog';
import { ApplicationForm } from './application-form';
import { SalaryText } from './careers-page';
import { useAbsoluteUrl } from './use-absolute-url';
import type { ContentData } from './content.server';
import './content.css';

const editorOnly = (blocks: ContentBlock[]) => blocks.filter((b): b is EditorBlock => b.type !== 'widget');

function Range({ min, max, unit }: { min: number | null; max: number | null; unit: string }) {
  if (min === null && max === null) return null;
  const text = min !== null && max !== null ? `${min}–${max}` : min !== null ? `${min}+` : `≤ ${max}`;
  return (
    <>
      {text} {unit}
    </>
  );
}

/** A vacancy (CNT-6): its facts, description and requirements, share buttons and the form. */
export function VacancyPage({ data }: { data: Extract<ContentData, { kind: 'vacancy' }> }) {
  const t = useT();
  const v = data.vacancy;
  const url = useAbsoluteUrl(data.alternates);
  const facts: [string, React.ReactNode][] = [];
  if (v.minSalary)
    facts.push([t('content.careers.salary'), <SalaryText key="s" min={v.minSalary} max={v.maxSalary} />]);
  if (v.cities.length) facts.push([t('content.careers.cities'), v.cities.join(', ')]);
  if (v.minAge !== null || v.maxAge !== null)
    facts.push([
      t('content.careers.age'),
      <Range key="a" min={v.minAge} max={v.maxAge} unit={t('content.careers.ageUnit')} />,
    ]);
  if (v.minExperience !== null || v.maxExperience !== null)
    facts.push([
      t('content.careers.experience'),
      <Range key="e" min={v.minExperience} max={v.maxExperience} unit={t('content.careers.years')} />,
    ]);
  facts.push([t('content.careers.start'), formatDmy(v.startDate)]);
  if (v.endDate) facts.push([t('content.careers.end'), formatDmy(v.endDate)]);
  return (
    <main className="sx-wrap cn" data-content="vacancy" data-testid="vacancy-page">
      <Breadcrumbs items={[{ title: t('content.careers.title'), href: data.careersHref }, { title: v.title }]} />
      <div className="cn-layout">
        <article className="cn-main cn-paper">
          <h1 className="cn-title">{v.title}</h1>
          <dl className="cn-facts" data-testid="vacancy-facts">
            {facts.map(([k, val]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{val}</dd>
              </div>
            ))}
          </dl>
          {v.description.length ? (
            <section>
              <h2 className="cn-section-title">{t('content.careers.description')}</h2>
              <RichContent blocks={editorOnly(v.description)} className="cn-rich" />
            </section>
          ) : null}
          {v.requirements.length ? (
            <section>
              <h2 className="cn-section-title">{t('content.careers.requirements')}</h2>
              <RichContent blocks={editorOnly(v.requirements)} className="cn-rich" />
            </section>
          ) : null}
          <ShareButtons url={url} title={v.title} />
        </article>
        <aside className="cn-side cn-apply">
          <ApplicationForm vacancyId={v.id} years={data.years} />
        </aside>
      </div>
    </main>
  );
}
