import { useEffect, useState, type ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { LANGS, type Lang } from '~/domain/i18n';
import { Logo } from '~/web/components/logo';
import { useT } from '~/web/i18n/i18n-context';
import { adminApi } from '../lib/admin-api';
import type { NavGroup, NavLink } from '../lib/nav';
import { useAdminApi } from '../lib/use-admin-api';
import { AdminIcon } from './admin-icons';
import { KeyboardShortcuts } from './keyboard-shortcuts';

interface ShellStaff {
  name: string;
  role: string | null;
  lang: Lang;
}

const LANG_NAMES: Record<Lang, string> = { az: 'Azərbaycanca', ru: 'Русский', en: 'English' };

/** The back office's frame: the sidebar of the areas this staff member may read, and the header. */
export function AdminShell({
  staff,
  nav,
  children,
}: {
  staff: ShellStaff;
  nav: NavGroup<NavLink>[];
  children: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // any navigation (a link of the menu included, even to the page already shown) folds the narrow screen's menu
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);
  return (
    <div className={`adm${open ? ' adm-nav-open' : ''}`}>
      <aside className="adm-side" aria-label={t('admin-ui.layout.navigation')}>
        <div className="adm-side-brand">
          <a href="/admin" className="adm-side-logo">
            <Logo size={28} inverse />
          </a>
          <span className="adm-side-tag">{t('admin-ui.layout.backOffice')}</span>
        </div>
        <nav className="adm-nav" data-testid="admin-nav">
          {nav.map((g) => (
            <div className="adm-nav-group" key={g.name}>
              <div className="adm-nav-title">{t(`admin-ui.nav.groups.${g.name}`)}</div>
              <ul>
                {g.items.map((i) => (
                  <li key={i.area}>
                    <RouterNavLink
                      to={i.href}
                      end={i.href === '/admin'}
                      className={({ isActive }) => `adm-nav-link${isActive ? ' is-active' : ''}`}
                      prefetch="intent"
                      onClick={() => setOpen(false)}
                    >
                      <AdminIcon name={i.icon} size={17} />
                      <span>{t(`admin-ui.nav.${i.area}`)}</span>
                    </RouterNavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="adm-scrim" onClick={() => setOpen(false)} aria-hidden="true" />
      <div className="adm-main">
        <header className="adm-top">
          <button
            type="button"
            className="adm-icon-btn adm-nav-toggle"
            aria-label={t('admin-ui.layout.menu')}
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            <AdminIcon name="menu" />
          </button>
          <div className="adm-top-spacer" />
          <KeyboardShortcuts />
          <LangSwitcher current={staff.lang} />
          <a
            className="adm-top-link"
            href="/"
            target="_blank"
            rel="noopener"
            aria-label={t('admin-ui.layout.viewShop')}
            data-testid="view-shop"
          >
            <AdminIcon name="external" size={16} />
            <span>{t('admin-ui.layout.viewShop')}</span>
          </a>
          <div className="adm-user" data-testid="admin-user">
            <span className="adm-avatar" aria-hidden="true">
              {initials(staff.name)}
            </span>
            <span className="adm-user-text">
              <span className="adm-user-name">{staff.name}</span>
              {staff.role ? <span className="adm-user-role">{roleLabel(t, staff.role)}</span> : null}
            </span>
          </div>
          <SignOut />
        </header>
        <main className="adm-content" id="content">
          {children}
        </main>
      </div>
    </div>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

const BUILTIN_ROLES = ['owner', 'manager', 'operator', 'editor'];
const roleLabel = (t: (k: string) => string, role: string) =>
  BUILTIN_ROLES.includes(role) ? t(`admin-ui.roles.${role}`) : role;

/** Saves the language on the staff account, then loads the page again in it (labels come from the server). */
function LangSwitcher({ current }: { current: Lang }) {
  const t = useT();
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const choose = async (lang: Lang) => {
    if (lang === current || busy) return;
    setBusy(true);
    const r = await adminApi('auth.lang', { lang }, api);
    if (r.ok) window.location.reload();
    else setBusy(false);
  };
  return (
    <div className="adm-lang" role="group" aria-label={t('admin-ui.layout.language')} data-testid="admin-lang">
      <AdminIcon name="globe" size={16} />
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          className={`adm-lang-btn${l === current ? ' is-active' : ''}`}
          aria-pressed={l === current}
          title={LANG_NAMES[l]}
          onClick={() => void choose(l)}
          disabled={busy}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

function SignOut() {
  const t = useT();
  const api = useAdminApi();
  const out = async () => {
    await adminApi('auth.logout', {}, api);
    window.location.assign('/admin/login');
  };
  return (
    <button
      type="button"
      className="adm-icon-btn"
      onClick={() => void out()}
      title={t('admin-ui.layout.signOut')}
      aria-label={t('admin-ui.layout.signOut')}
      data-testid="sign-out"
    >
      <AdminIcon name="logout" />
    </button>
  );
}
