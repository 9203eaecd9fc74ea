import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { categoryImage } from '~/domain/media';
import { useT } from '~/web/i18n/i18n-context';
import type { RootData } from '~/web/lib/root-data';
import { SafeImg } from './safe-img';
import { IconChevronRight, IconStar, IconTag } from './icons';

export type CategoryNode = RootData['layout']['categories'][number];

/** NAV-9, CONST-17: 8 categories shown; the rest under Show more / Show less; more than 11 children → two columns. */
export const CATEGORY_MENU_SHOWN = 8;
export const CATEGORY_COLUMN_SPLIT = 11;

export function CategoryFlags({ c }: { c: CategoryNode }) {
  const t = useT();
  return (
    <>
      {c.campaign ? (
        <span className="flag flag--campaign" title={t('layout.nav.flagCampaign')}>
          <IconTag size={14} />
          <span className="visually-hidden">{t('layout.nav.flagCampaign')}</span>
        </span>
      ) : null}
      {c.orangeStar ? (
        <span className="flag flag--star" title={t('layout.nav.flagOrangeStar')}>
          <IconStar size={14} />
          <span className="visually-hidden">{t('layout.nav.flagOrangeStar')}</span>
        </span>
      ) : null}
      {c.march8 ? (
        <span className="flag flag--march8" title={t('layout.nav.flagMarch8')}>
          8<span className="visually-hidden"> {t('layout.nav.flagMarch8')}</span>
        </span>
      ) : null}
      {c.isNew ? <span className="badge-new">{t('layout.nav.new')}</span> : null}
    </>
  );
}

/**
 * The catalogue menu: a list of top categories; hovering or focusing one shows its children in a side panel.
 * `header` variant puts categories past the 8th under a Show more / Show less toggle; `inline` (home banner) shows the first 8.
 */
export function CategoryMenu({
  categories,
  variant = 'header',
  onNavigate,
  id,
}: {
  categories: CategoryNode[];
  variant?: 'header' | 'inline';
  onNavigate?: () => void;
  id?: string;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  // hover intent: while a panel is open, switching waits a moment so a diagonal move towards the panel keeps it
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const hover = (id: number | null) => {
    window.clearTimeout(timer.current);
    if (activeId === null) setActiveId(id);
    else timer.current = window.setTimeout(() => setActiveId(id), 90);
  };
  const list = variant === 'header' && expanded ? categories : categories.slice(0, CATEGORY_MENU_SHOWN);
  const active = list.find((c) => c.id === activeId && c.children.length > 0);

  return (
    <div
      id={id}
      className={`catmenu catmenu--${variant} ${active ? 'has-panel' : ''}`}
      data-testid="category-menu"
      onMouseLeave={() => (variant === 'inline' ? hover(null) : window.clearTimeout(timer.current))}
    >
      <ul className="catmenu-list">
        {list.map((c) => (
          <li key={c.id} className={c.id === active?.id ? 'is-active' : undefined} onMouseEnter={() => hover(c.id)}>
            <Link
              to={c.href}
              className="catmenu-link"
              onFocus={() => setActiveId(c.id)}
              onClick={onNavigate}
              aria-haspopup={c.children.length > 0 ? 'true' : undefined}
            >
              <span className="catmenu-thumb" aria-hidden="true">
                {c.image ? (
                  <SafeImg
                    src={categoryImage(c.image)}
                    width={28}
                    height={28}
                    loading="lazy"
                    decoding="async"
                    fallback={<span>{c.title.slice(0, 1)}</span>}
                  />
                ) : (
                  <span>{c.title.slice(0, 1)}</span>
                )}
              </span>
              <span className="catmenu-title">{c.title}</span>
              <CategoryFlags c={c} />
              {c.children.length > 0 ? <IconChevronRight size={16} /> : null}
            </Link>
          </li>
        ))}
      </ul>
      {variant === 'header' && categories.length > CATEGORY_MENU_SHOWN ? (
        <button
          type="button"
          className="catmenu-toggle"
          data-testid="category-menu-toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('layout.nav.showLess') : t('layout.nav.showMore')}
        </button>
      ) : null}
      {active ? (
        <div
          className="catmenu-panel"
          onFocus={() => setActiveId(active.id)}
          onMouseEnter={() => window.clearTimeout(timer.current)}
        >
          <Link to={active.href} className="catmenu-panel-title" onClick={onNavigate}>
            {active.title}
            <span className="catmenu-panel-all">
              {t('layout.nav.allProducts')} <IconChevronRight size={14} />
            </span>
          </Link>
          <ul className={`catmenu-sub ${active.children.length > CATEGORY_COLUMN_SPLIT ? 'catmenu-sub--cols' : ''}`}>
            {active.children.map((s) => (
              <li key={s.id}>
                <Link to={s.href} onClick={onNavigate}>
                  {s.title}
                  <CategoryFlags c={s} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
