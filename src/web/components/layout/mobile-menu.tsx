import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CAMPAIGNS_PATH } from '~/domain/routes';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import { useDismiss, useScrollLock } from '~/web/lib/use-dismiss';
import { Logo } from '../logo';
import { CategoryFlags, type CategoryNode } from './category-menu';
import { IconChevronDown, IconClose, IconPhone, IconUser } from './icons';
import { LangSwitcher } from './lang-switcher';
import { MenuLinks, useLogout } from './user-menu';
import { formatPhone, telHref } from '~/domain/phone';

function TreeItem({ c, onNavigate }: { c: CategoryNode; onNavigate: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (c.children.length === 0) {
    return (
      <li>
        <Link to={c.href} className="mtree-link" onClick={onNavigate}>
          <span>{c.title}</span>
          <CategoryFlags c={c} />
        </Link>
      </li>
    );
  }
  return (
    <li className={open ? 'is-open' : undefined}>
      <button type="button" className="mtree-link mtree-toggle" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span>{c.title}</span>
        <CategoryFlags c={c} />
        <IconChevronDown size={18} />
      </button>
      {open ? (
        <ul className="mtree-sub">
          <li>
            <Link to={c.href} className="mtree-link mtree-all" onClick={onNavigate}>
              {t('layout.nav.allProducts')}
            </Link>
          </li>
          {c.children.map((s) => (
            <TreeItem key={s.id} c={s} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The slide-out mobile menu (NAV-12). Loaded on demand from the header. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const { layout, site, viewer } = useRootData();
  const logout = useLogout();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, [panelRef], onClose);
  useScrollLock(open);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  // the shop's own sections, then the pages for customers, under headings of the shop (a menu's name is the back
  // office's word for it); a link shown once already (Campaigns has its own row) is not repeated
  const campaignsHref = href(CAMPAIGNS_PATH[lang]);
  const shown = new Set([campaignsHref]);
  const pageMenus = [
    { heading: t('layout.nav.shopping'), items: layout.menus.mobile_nav?.items ?? [] },
    { heading: t('layout.nav.forCustomers'), items: layout.menus.top_header?.items ?? [] },
  ]
    .map((m) => ({
      ...m,
      items: m.items.filter((it) => {
        if (shown.has(it.href)) return false;
        shown.add(it.href);
        return true;
      }),
    }))
    .filter((m) => m.items.length > 0);

  return (
    <div className={`drawer-backdrop drawer-backdrop--menu ${open ? 'is-open' : ''}`} hidden={!open}>
      <div
        ref={panelRef}
        className="drawer drawer--left mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.nav.menu')}
        data-testid="mobile-menu"
      >
        <div className="drawer-head">
          <Link to={href('/')} onClick={onClose} aria-label={`Volt — ${t('layout.nav.home')}`}>
            <Logo />
          </Link>
          <button
            ref={closeRef}
            type="button"
            className="icon-btn"
            onClick={onClose}
            aria-label={t('layout.nav.closeMenu')}
            data-testid="mobile-menu-close"
          >
            <IconClose />
          </button>
        </div>
        <div className="drawer-body">
          <LangSwitcher long className="mobile-menu-langs" />
          {viewer ? (
            <div className="mobile-menu-user" data-testid="mobile-menu-user">
              <strong className="mobile-menu-user-name">
                <IconUser size={18} />
                {viewer.fullName}
              </strong>
              <MenuLinks onNavigate={onClose} onLogout={() => void logout()} />
            </div>
          ) : (
            <div className="mobile-menu-auth">
              <Link to={href('/login')} className="btn btn-primary" onClick={onClose}>
                <IconUser size={18} />
                {t('layout.account.login')}
              </Link>
              <Link to={href('/signup')} className="btn btn-outline" onClick={onClose}>
                {t('layout.account.signup')}
              </Link>
            </div>
          )}
          <nav aria-label={t('layout.nav.categories')}>
            <h2 className="mobile-menu-heading">{t('layout.nav.catalog')}</h2>
            <ul className="mtree">
              {layout.categories.map((c) => (
                <TreeItem key={c.id} c={c} onNavigate={onClose} />
              ))}
            </ul>
          </nav>
          <Link to={campaignsHref} className="mtree-link mobile-menu-campaigns" onClick={onClose}>
            {t('layout.nav.campaigns')}
          </Link>
          {pageMenus.map((m) => (
            <nav key={m.heading} aria-label={m.heading}>
              <h2 className="mobile-menu-heading">{m.heading}</h2>
              <ul className="mtree">
                {m.items.map((it) => (
                  <li key={it.id}>
                    <Link to={it.href} className="mtree-link" onClick={onClose}>
                      {it.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="drawer-foot mobile-menu-foot">
          <LangSwitcher />
          <a href={telHref(site.phone)} className="mobile-menu-phone">
            <IconPhone size={18} />
            {formatPhone(site.phone)}
          </a>
        </div>
      </div>
    </div>
  );
}
