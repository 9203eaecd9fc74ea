import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '~/web/i18n/i18n-context';

const useIso = typeof window === 'undefined' ? useEffect : useLayoutEffect;
const LIMIT = 400;

/** Content clipped at 400 px with "Show more" / "Show less" when taller. */
export function Expandable({ children }: { children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Clipped from the server render on, so tall content never pushes the page down after hydration.
  const [tall, setTall] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  useIso(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setTall(el.scrollHeight > LIMIT + 4);
    // Images inside the content change the height after they load.
    check();
    const ro = new ResizeObserver(check);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <div className={`px${tall !== false && !open ? ' is-clipped' : ''}${tall && !open ? ' is-faded' : ''}`}>
      <div className="px-inner" ref={ref} style={tall !== false && !open ? { maxHeight: LIMIT } : undefined}>
        {children}
      </div>
      {tall ? (
        <button
          type="button"
          className="px-toggle"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          data-testid="show-more"
        >
          {open ? t('product.tabs.showLess') : t('product.tabs.showMore')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Tabs with arrow-key moves. `openOn` names a URL fragment that opens one of them: the page opened at it
 * (`…#reviews`), and every press of an in-page link to it (the rating's "(12 reviews)"), even a second one that does
 * not change the fragment.
 */
export function Tabs({
  tabs,
  openOn,
}: {
  tabs: { id: string; title: ReactNode; content: ReactNode }[];
  openOn?: { hash: string; tab: string };
}) {
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const hash = openOn?.hash;
  const tab = openOn?.tab;
  useEffect(() => {
    if (!hash || !tab) return;
    const open = () => setActive(tab);
    if (location.hash === `#${hash}`) open();
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest(`a[href="#${hash}"]`)) open();
    };
    const onHash = () => {
      if (location.hash === `#${hash}`) open();
    };
    document.addEventListener('click', onClick);
    addEventListener('hashchange', onHash);
    return () => {
      document.removeEventListener('click', onClick);
      removeEventListener('hashchange', onHash);
    };
  }, [hash, tab]);
  return (
    <div className="pt">
      <div
        className="pt-list"
        role="tablist"
        onKeyDown={(e) => {
          if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
          const i = tabs.findIndex((x) => x.id === active);
          const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
          if (!next) return;
          setActive(next.id);
          document.getElementById(`tab-${next.id}`)?.focus();
        }}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            className={active === tab.id ? 'is-on' : undefined}
            onClick={() => setActive(tab.id)}
            data-testid={`tab-${tab.id}`}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
          className="pt-panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
