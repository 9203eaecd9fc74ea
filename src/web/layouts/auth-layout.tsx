import { Link, Outlet } from 'react-router';
import { Logo } from '~/web/components/logo';
import { LangSwitcher } from '~/web/components/layout/lang-switcher';
import { useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import './auth-layout.css';

/** The authentication layout (NAV-8): logo, language switcher, the page's card, copyright. */
export default function AuthLayout() {
  const t = useT();
  const href = useHref();
  const { site } = useRootData();
  return (
    <div className="auth-shell">
      <header className="auth-top">
        <Link to={href('/')} aria-label={`${site.title} — ${t('layout.nav.home')}`}>
          <Logo />
        </Link>
        <LangSwitcher />
      </header>
      <main className="auth-main" id="content">
        <Outlet />
      </main>
      <footer className="auth-foot">
        © {site.startYear}–{site.year} {site.title}
      </footer>
    </div>
  );
}
