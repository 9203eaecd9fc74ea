import { useEffect, useRef, useState } from 'react';
import type { BranchCard } from '~/domain/content';
import { formatPhone, telHref } from '~/domain/phone';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { useT } from '~/web/i18n/i18n-context';
import type { BranchesMap } from './branches-map.client';
import type { ContentData } from './content.server';
import './content.css';

function BranchItem({ b, onShow }: { b: BranchCard; onShow: (id: number) => void }) {
  const t = useT();
  return (
    <li className="cn-branch" data-testid="branch">
      <h3 className="cn-branch-title">{b.title}</h3>
      <p className="cn-branch-city">{b.city.title}</p>
      <p className="cn-branch-address">{b.address}</p>
      <p className="cn-branch-phones">
        {b.mobiles.map((m) => (
          <a key={m} href={telHref(m)} className="cn-branch-phone" data-testid="branch-phone">
            {formatPhone(m)}
          </a>
        ))}
      </p>
      <button type="button" className="cn-branch-show" onClick={() => onShow(b.id)}>
        {t('content.branches.onMap')}
      </button>
    </li>
  );
}

/**
 * Branches (CNT-4): the map and the lists "Baku city" and "Regions". The map's code (Leaflet) is loaded by
 * this page only, after the lists are on screen; the lists work without it.
 */
export function BranchesPage({ data }: { data: Extract<ContentData, { kind: 'branches' }> }) {
  const t = useT();
  const { branches } = data;
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<BranchesMap | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let gone = false;
    import('./branches-map.client')
      .then(async ({ mountBranchesMap, loadMapStyles }) => {
        await loadMapStyles();
        if (gone || !el.current) return;
        map.current = mountBranchesMap(el.current, branches, {
          zoomIn: t('content.branches.zoomIn'),
          zoomOut: t('content.branches.zoomOut'),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      map.current?.destroy();
      map.current = null;
    };
  }, [branches, t]);

  const show = (id: number) => {
    el.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    map.current?.focus(id);
  };

  return (
    <main className="sx-wrap cn" data-content="branches" data-testid="branches-page">
      <Breadcrumbs items={[{ title: t('content.branches.title') }]} />
      <header className="cn-head">
        <h1 className="cn-title">{t('content.branches.title')}</h1>
        <p className="cn-intro">
          {t('content.branches.intro', { count: branches.baku.length + branches.regions.length })}
        </p>
      </header>
      <div className="cn-map" ref={el} data-testid="branches-map" role="region" aria-label={t('content.branches.map')}>
        {failed ? <p className="cn-map-off">{t('content.branches.mapOff')}</p> : null}
      </div>
      <div className="cn-branches">
        {(
          [
            ['baku', branches.baku],
            ['regions', branches.regions],
          ] as const
        ).map(([key, list]) =>
          list.length ? (
            <section key={key} className="cn-branch-group" data-testid={`branches-${key}`}>
              <h2 className="cn-branch-group-title">{t(`content.branches.${key}`)}</h2>
              <ul className="cn-branch-list">
                {list.map((b) => (
                  <BranchItem key={b.id} b={b} onShow={show} />
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </div>
    </main>
  );
}
