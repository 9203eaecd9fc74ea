import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SocialMethods } from '~/domain/api/social-auth';
import { formatDayMonthYear } from '~/domain/dates';
import { PROVIDER_LABEL, ProviderMark, type SocialProviderName } from '~/web/components/ui/social-marks';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { useHydrated } from '~/web/lib/use-hydrated';
import { socialStartHref } from '~/web/lib/social-start';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * /cabinet/sign-in-methods (issue 31): the password (set or not, with "Set a password" when not) and each provider
 * the shop offers, linked (as which email, since when) or not. Link is the provider's start step in link mode (a
 * navigation); Unlink asks the server, which refuses the last way to sign in (409 `auth.social.lastMethod`, shown
 * here). `?linked=google` after a link and `?socialError=` after a refused one come from the callback.
 */
export function SignInMethodsPage({
  linked,
  socialError,
}: {
  linked: SocialProviderName | null;
  socialError: string | null;
}) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const hydrated = useHydrated();
  const [methods, setMethods] = useState<SocialMethods | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SocialProviderName | null>(null);
  const [notice, setNotice] = useState<Notice>(
    socialError
      ? { kind: 'error', text: t(`auth.social.error.${socialError}`) }
      : linked
        ? { kind: 'success', text: t('cabinet.signInMethods.linked', { provider: PROVIDER_LABEL[linked] }) }
        : null,
  );

  useEffect(() => {
    const ctrl = new AbortController();
    void callApi('auth.socialMethods', {}, { lang, t, signal: ctrl.signal }).then((r) => {
      if (r.ok) setMethods(r.data);
      else if (!r.aborted) setLoadError(r.error);
    });
    return () => ctrl.abort();
    // loaded once per visit of the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function unlink(provider: SocialProviderName) {
    if (busy) return;
    setBusy(provider);
    setNotice(null);
    const r = await callApi('auth.socialUnlink', { provider }, { lang, t });
    setBusy(null);
    if (r.ok) {
      setMethods(r.data);
      setNotice({ kind: 'success', text: t('cabinet.signInMethods.unlinked', { provider: PROVIDER_LABEL[provider] }) });
    } else setNotice({ kind: 'error', text: r.error });
  }

  const back = href('/cabinet/sign-in-methods');
  return (
    <section className="cb-card" data-testid="sign-in-methods" aria-labelledby="cb-methods-title">
      <div className="cb-card-head">
        <h2 id="cb-methods-title">{t('cabinet.signInMethods.title')}</h2>
      </div>
      <p className="cb-methods-lead">{t('cabinet.signInMethods.lead')}</p>
      {notice ? (
        <p
          className={`cb-methods-notice is-${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid={`methods-${notice.kind}`}
        >
          {notice.text}
        </p>
      ) : null}
      {loadError ? (
        <p className="cb-methods-notice is-error" role="alert" data-testid="methods-load-error">
          {loadError}
        </p>
      ) : !methods ? (
        <div className="cb-methods-loading" aria-busy="true" aria-label={t('signin.social.loading')} />
      ) : (
        <ul className="cb-methods">
          <li className="cb-method" data-testid="method-password">
            <span className="cb-method-icon is-password" aria-hidden="true">
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
                <rect x="4" y="10" width="16" height="11" rx="2" />
                <path d="M8 10V7a4 4 0 0 1 8 0v3" />
              </svg>
            </span>
            <div className="cb-method-text">
              <strong>{t('cabinet.signInMethods.password')}</strong>
              <span data-testid="method-password-state">
                {methods.hasPassword ? t('cabinet.signInMethods.passwordSet') : t('cabinet.signInMethods.passwordNone')}
              </span>
            </div>
            {methods.hasPassword ? null : (
              <Link
                to={href('/cabinet/change-password')}
                className="sx-btn sx-btn-primary cb-method-btn"
                data-testid="set-password"
              >
                {t('cabinet.signInMethods.setPassword')}
              </Link>
            )}
          </li>
          {methods.available.map((p) => {
            const link = methods.linked.find((l) => l.provider === p);
            const date = link ? formatDayMonthYear(link.linkedAt, lang) : '';
            return (
              <li key={p} className={`cb-method${link ? ' is-linked' : ''}`} data-testid={`method-${p}`}>
                <span className="cb-method-icon" aria-hidden="true">
                  <ProviderMark provider={p} size={22} onWhite />
                </span>
                <div className="cb-method-text">
                  <strong>{PROVIDER_LABEL[p]}</strong>
                  <span data-testid={`method-${p}-state`}>
                    {link
                      ? link.email
                        ? t('cabinet.signInMethods.linkedAs', { email: link.email, date })
                        : t('cabinet.signInMethods.linkedSince', { date })
                      : t('cabinet.signInMethods.notLinked')}
                  </span>
                </div>
                {link ? (
                  <button
                    type="button"
                    className="sx-btn sx-btn-ghost cb-method-btn"
                    disabled={!hydrated || busy !== null}
                    aria-busy={busy === p || undefined}
                    aria-label={`${t('cabinet.signInMethods.unlink')} ${PROVIDER_LABEL[p]}`}
                    onClick={() => void unlink(p)}
                    data-testid={`unlink-${p}`}
                  >
                    {busy === p ? t('checkout.submit.sending') : t('cabinet.signInMethods.unlink')}
                  </button>
                ) : (
                  <a
                    className="sx-btn sx-btn-ghost cb-method-btn"
                    href={socialStartHref(p, 'link', back, lang)}
                    aria-label={`${t('cabinet.signInMethods.link')} ${PROVIDER_LABEL[p]}`}
                    data-testid={`link-${p}`}
                  >
                    {t('cabinet.signInMethods.link')}
                  </a>
                )}
              </li>
            );
          })}
          {methods.available.length ? null : (
            <li className="cb-methods-none" data-testid="methods-none">
              {t('cabinet.signInMethods.noneAvailable')}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
