import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { localePath, splitLang } from '~/domain/routes';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { setFlash, takeFlash } from '~/web/lib/flash';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import { useDismiss } from '~/web/lib/use-dismiss';
import { useToast } from '~/web/components/ui/toast';
import { IconUser } from './icons';

/**
 * Logs out (POST /api/auth/logout), then loads the page again from the server so that the header and the lists are
 * a guest's (decision 0031); the cabinet, which a guest may not see, gives way to the home page. The server's
 * "You have logged out" is shown by the next page (`FlashMessage`).
 */
export function useLogout(): () => Promise<void> {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  return async () => {
    const r = await callApi('auth.logout', {}, { lang, t });
    if (!r.ok) {
      toast.error(r.error);
      return;
    }
    setFlash(r.data.alert);
    const { path } = splitLang(window.location.pathname);
    window.location.assign(
      path.startsWith('/cabinet') ? localePath(lang, '/') : window.location.pathname + window.location.search,
    );
  };
}

/** Shows the message a previous page left (after a logout), once. */
export function FlashMessage() {
  const toast = useToast();
  useEffect(() => {
    const text = takeFlash();
    if (text) toast.success(text);
  }, [toast]);
  return null;
}

/** The signed-in customer's links (ACC-9: full name, My profile, Change password, Logout). */
export function MenuLinks({ onNavigate, onLogout }: { onNavigate: () => void; onLogout: () => void }) {
  const t = useT();
  const href = useHref();
  return (
    <>
      <Link
        to={href('/cabinet')}
        className="umenu-link"
        role="menuitem"
        onClick={onNavigate}
        data-testid="umenu-profile"
      >
        {t('layout.account.profile')}
      </Link>
      <Link
        to={href('/cabinet/orders')}
        className="umenu-link"
        role="menuitem"
        onClick={onNavigate}
        data-testid="umenu-orders"
      >
        {t('layout.account.orders')}
      </Link>
      <Link to={href('/cabinet/address')} className="umenu-link" role="menuitem" onClick={onNavigate}>
        {t('layout.account.addresses')}
      </Link>
      <Link
        to={href('/cabinet/change-password')}
        className="umenu-link"
        role="menuitem"
        onClick={onNavigate}
        data-testid="umenu-password"
      >
        {t('layout.account.changePassword')}
      </Link>
      <button
        type="button"
        className="umenu-link umenu-logout"
        role="menuitem"
        onClick={onLogout}
        data-testid="umenu-logout"
      >
        {t('layout.account.logout')}
      </button>
    </>
  );
}

/**
 * The header's account button: "Sign in" for a guest; for a signed-in customer a dropdown with the full name and
 * the cabinet's links. `variant="bar"` is the mobile bottom bar's item (the dropdown opens upwards).
 */
export function UserMenu({ variant }: { variant: 'header' | 'bar' }) {
  const t = useT();
  const href = useHref();
  const { viewer } = useRootData();
  const logout = useLogout();
  const here = useLocationPath();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);
  useDismiss(open, [box], () => setOpen(false));

  const itemClass = variant === 'header' ? 'hbtn hbtn--desktop' : 'mbar-item';
  const id = `umenu-${variant}`;
  if (!viewer) {
    const next = here ? `?next=${encodeURIComponent(here)}` : '';
    // the bottom bar's icon goes straight to the login (NAV-11)
    if (variant === 'bar') {
      return (
        <Link to={`${href('/login')}${next}`} className={itemClass} data-testid="bar-login">
          <span className="hbtn-icon">
            <IconUser />
          </span>
          <span>{t('layout.account.login')}</span>
        </Link>
      );
    }
    // the header's: a link to the login that, once the page's script runs, opens both ways in (ACC-9:
    // sign-in and sign-up links shown to a visitor)
    return (
      <div className="umenu umenu--header" ref={box}>
        <Link
          to={`${href('/login')}${next}`}
          className={`${itemClass}${open ? ' is-active' : ''}`}
          aria-expanded={open}
          aria-controls={id}
          onClick={(e) => {
            e.preventDefault();
            setOpen((v) => !v);
          }}
          data-testid="header-login"
        >
          <span className="hbtn-icon">
            <IconUser />
          </span>
          <span className="hbtn-label">{t('layout.account.login')}</span>
        </Link>
        {open ? (
          <div className="umenu-pop umenu-guest" id={id} data-testid="guest-menu">
            <p className="umenu-guest-lead">{t('layout.account.guestLead')}</p>
            <Link
              to={`${href('/login')}${next}`}
              className="btn btn-primary"
              onClick={() => setOpen(false)}
              data-testid="guest-login"
            >
              {t('layout.account.login')}
            </Link>
            <Link
              to={`${href('/signup')}${next}`}
              className="btn btn-outline"
              onClick={() => setOpen(false)}
              data-testid="guest-signup"
            >
              {t('layout.account.signup')}
            </Link>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div className={`umenu umenu--${variant}`} ref={box}>
      <button
        type="button"
        className={`${itemClass}${open ? ' is-active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        data-testid={variant === 'header' ? 'header-user' : 'bar-user'}
      >
        <span className="hbtn-icon">
          <IconUser />
        </span>
        <span className={variant === 'header' ? 'hbtn-label umenu-name' : 'umenu-name'}>{viewer.firstName}</span>
      </button>
      {open ? (
        <div className="umenu-pop" id={id} role="menu" aria-label={viewer.fullName} data-testid="user-menu">
          <div className="umenu-head">
            <strong data-testid="umenu-fullname">{viewer.fullName}</strong>
            {viewer.loyal ? <span className="umenu-loyal">{t('layout.account.loyal')}</span> : null}
          </div>
          <MenuLinks onNavigate={() => setOpen(false)} onLogout={() => void logout()} />
        </div>
      ) : null}
    </div>
  );
}

/** The current page as a return path for the login, unless it is the home page (nothing to come back to). */
function useLocationPath(): string | null {
  const { pathname, search } = useLocation();
  const { path } = splitLang(pathname);
  return path === '/' ? null : pathname + search;
}
