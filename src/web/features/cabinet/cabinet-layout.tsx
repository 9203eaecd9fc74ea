import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLogout } from '~/web/components/layout/user-menu';
import { useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import './cabinet.css';

/**
 * The cabinet's frame (ACC-8, CAB-6): a side menu whose current tab is highlighted, and the
 * page. Below 768 px the menu becomes a row of tabs that scrolls sideways.
 */
export function CabinetLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const href = useHref();
  const { viewer } = useRootData();
  const logout = useLogout();
  const tabs = [
    ['/cabinet', 'cabinet.profile.title', true],
    ['/cabinet/orders', 'cabinet.orders.title', false],
    ['/cabinet/address', 'cabinet.address.title', false],
    ['/cabinet/recently-viewed', 'cabinet.recentlyViewed.title', false],
    ['/cabinet/alerts', 'alerts-ui.menu', false],
    [
      '/cabinet/change-password',
      viewer && !viewer.hasPassword ? 'cabinet.setPassword.title' : 'cabinet.changePassword.title',
      false,
    ],
    ['/cabinet/sign-in-methods', 'cabinet.signInMethods.title', false],
  ] as const;
  return (
    <main className="container">
      <h1 className="cb-title">{t('cabinet.title')}</h1>
      <div className="cb">
        <nav className="cb-nav" aria-label={t('cabinet.title')} data-testid="cabinet-nav">
          {viewer ? (
            <div className="cb-nav-head">
              <strong>{viewer.fullName}</strong>
              {viewer.loyal ? <span className="cb-tag">{t('layout.account.loyal')}</span> : null}
            </div>
          ) : null}
          {tabs.map(([path, key, end]) => (
            <NavLink key={path} to={href(path)} end={end}>
              {t(key)}
            </NavLink>
          ))}
          <button type="button" className="cb-logout" onClick={() => void logout()} data-testid="cabinet-logout">
            {t('layout.account.logout')}
          </button>
        </nav>
        <div className="cb-main">{children}</div>
      </div>
    </main>
  );
}
