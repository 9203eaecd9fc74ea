import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '~/domain/money';
import { CAMPAIGNS_PATH } from '~/domain/routes';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useCounts } from '~/web/lib/counts';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import { useDismiss } from '~/web/lib/use-dismiss';
import { Logo } from '../logo';
import { UserMenu } from './user-menu';
import { IconCart, IconChevronDown, IconCompare, IconGrid, IconHeart, IconMenu, IconPhone, IconTag } from './icons';
import { LangSwitcher } from './lang-switcher';
import { formatPhone, telHref } from '~/domain/phone';
import { SearchBox } from './search-box';

// the slide-out menu is only needed after a tap on the hamburger: its code loads on demand
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
// Closed at first paint, so not part of any page's first load (design §5 budget): the catalogue's mega-menu and the
// quick cart load when their button is hovered, focused or touched, else on the press that opens them.
const loadCategoryMenu = () => import('./category-menu');
const CategoryMenu = lazy(() => loadCategoryMenu().then((m) => ({ default: m.CategoryMenu })));
const loadCartPanel = () => import('./cart-panel');
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));

export function Badge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** "Cart (3)": a label with the number its badge shows, the label alone without one. */
const withCount = (label: string, count: number) => (count > 0 ? `${label} (${count})` : label);

function TopHeader() {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const { site, layout } = useRootData();
  const items = layout.menus.top_header?.items ?? [];
  return (
    <div className="topbar">
      <div className="container topbar-inner">
        <nav className="topbar-nav" aria-label={t('layout.nav.topNav')}>
          <ul>
            {items.map((it) => (
              <li key={it.id}>
                <Link to={it.href}>{it.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={href(CAMPAIGNS_PATH[lang])} className="topbar-campaigns">
          <IconTag size={16} />
          {t('layout.nav.campaigns')}
        </Link>
        <a
          className="topbar-phone"
          href={telHref(site.phone)}
          aria-label={`${t('layout.nav.callUs')}: ${formatPhone(site.phone)}`}
        >
          <IconPhone size={16} />
          {formatPhone(site.phone)}
        </a>
        <LangSwitcher className="topbar-lang" />
      </div>
    </div>
  );
}

function CatalogueButton() {
  const t = useT();
  const { layout } = useRootData();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    // Escape from inside the menu returns focus to the button
    if (ref.current?.contains(document.activeElement)) buttonRef.current?.focus();
  }, []);
  // the button and the panel are inside; the dimmed page around them (the overlay, drawn inside this box) is outside
  useDismiss(open, [buttonRef, dropdownRef], close);
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <div className="catalogue" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn-primary catalogue-btn ${open ? 'is-open' : ''}`}
        aria-expanded={open}
        aria-controls="header-catalogue"
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={() => void loadCategoryMenu()}
        onTouchStart={() => void loadCategoryMenu()}
        onFocus={() => void loadCategoryMenu()}
        data-testid="catalogue-button"
      >
        <IconGrid size={20} />
        <span>{t('layout.nav.catalog')}</span>
        <IconChevronDown size={16} />
      </button>
      {open ? <div className="catalogue-overlay" aria-hidden="true" /> : null}
      {open ? (
        <div className="catalogue-dropdown" ref={dropdownRef}>
          <Suspense fallback={<div className="ui-spinner" role="status" aria-label={t('catalog.popup.loading')} />}>
            <CategoryMenu id="header-catalogue" categories={layout.categories} onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

function HeaderActions({ onCart }: { onCart: () => void }) {
  const t = useT();
  const href = useHref();
  const { counts } = useCounts();
  // each name holds what its button shows, badge and total included (WCAG 2.5.3 label in name; axe)
  const cartName =
    withCount(t('layout.lists.cart'), counts.cart) +
    (counts.cartTotal != null ? ' ' + formatMoney(counts.cartTotal) : '');
  return (
    <div className="header-actions">
      <UserMenu variant="header" />
      <Link
        to={href('/compare')}
        className="hbtn hbtn--desktop"
        aria-label={withCount(t('layout.lists.compare'), counts.compare)}
      >
        <span className="hbtn-icon">
          <IconCompare />
          <Badge count={counts.compare} testId="compare-count" />
        </span>
        <span className="hbtn-label">{t('layout.lists.compare')}</span>
      </Link>
      <Link
        to={href('/wishlist')}
        className="hbtn hbtn--desktop"
        aria-label={withCount(t('layout.lists.wishlist'), counts.wish)}
      >
        <span className="hbtn-icon">
          <IconHeart />
          <Badge count={counts.wish} testId="wishlist-count" />
        </span>
        <span className="hbtn-label">{t('layout.lists.wishlist')}</span>
      </Link>
      <button
        type="button"
        className="hbtn hbtn--cart"
        onClick={onCart}
        onPointerEnter={() => void loadCartPanel()}
        onTouchStart={() => void loadCartPanel()}
        onFocus={() => void loadCartPanel()}
        aria-label={cartName}
        aria-haspopup="dialog"
        data-testid="cart-button"
      >
        <span className="hbtn-icon">
          <IconCart />
          <Badge count={counts.cart} testId="cart-count" />
        </span>
        <span className="hbtn-label">
          {counts.cartTotal != null ? (
            <strong data-testid="cart-total">{formatMoney(counts.cartTotal)}</strong>
          ) : (
            t('layout.lists.cart')
          )}
        </span>
      </button>
    </div>
  );
}

export function Header() {
  const t = useT();
  const href = useHref();
  const location = useLocation();
  const [cartOpen, setCartOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  useEffect(() => {
    setCartOpen(false);
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  return (
    <header className="site-header" data-testid="header">
      <TopHeader />
      <div className="mainbar">
        <div className="container mainbar-inner">
          <button
            type="button"
            className="hbtn hbtn--burger"
            aria-label={t('layout.nav.openMenu')}
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onTouchStart={() => void loadMobileMenu()}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
            data-testid="mobile-menu-button"
          >
            <IconMenu />
          </button>
          <Link to={href('/')} className="header-logo" aria-label={`Volt — ${t('layout.nav.home')}`}>
            <Logo />
          </Link>
          <CatalogueButton />
          <SearchBox className="header-search" />
          <HeaderActions onCart={() => setCartOpen(true)} />
        </div>
      </div>
      {cartOpen ? (
        <Suspense fallback={null}>
          <CartPanel onClose={() => setCartOpen(false)} />
        </Suspense>
      ) : null}
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
