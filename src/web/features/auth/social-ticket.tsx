import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SocialTicket } from '~/domain/api/social-auth';
import { afterLoginPath } from '~/domain/return-path';
import { localePath } from '~/domain/routes';
import { PROVIDER_LABEL, ProviderMark } from '~/web/components/ui/social-marks';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { forgetSocialReturn, socialReturn } from '~/web/lib/social-start';
import { AuthCard } from './auth-card';

export type TicketState =
  { kind: 'loading' } | { kind: 'expired'; message: string | null } | { kind: 'ready'; data: SocialTicket };

/**
 * The ticket of a social sign-in that needs one more step (`/login/social`, `/signup/social`, issue 31): read from
 * GET /api/auth/social/ticket once the page runs. A ticket of the other kind moves to the other page; an unknown,
 * used or old one is "expired" (the server's field error on `ticket`), a network failure keeps its own message.
 */
export function useSocialTicket(ticket: string | null, page: 'link' | 'signup'): TicketState {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const [state, setState] = useState<TicketState>(ticket ? { kind: 'loading' } : { kind: 'expired', message: null });
  useEffect(() => {
    if (!ticket) return;
    const ctrl = new AbortController();
    void callApi('auth.socialTicket', { ticket }, { lang, t, signal: ctrl.signal }).then((r) => {
      if (r.ok) {
        if (r.data.kind !== page) {
          const other = r.data.kind === 'link' ? '/login/social' : '/signup/social';
          void navigate(`${localePath(lang, other)}?ticket=${encodeURIComponent(ticket)}`, { replace: true });
          return;
        }
        setState({ kind: 'ready', data: r.data });
      } else if (!r.aborted) setState({ kind: 'expired', message: r.status === 0 ? r.error : null });
    });
    return () => ctrl.abort();
    // one read per ticket; the language does not change on this page without a new load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);
  return state;
}

/** Where a customer goes once a ticket page signed them in: the page they started from, else the cabinet. */
export function afterSocialPath(lang: Parameters<typeof afterLoginPath>[1]): string {
  const back = socialReturn();
  forgetSocialReturn();
  return afterLoginPath(back ?? localePath(lang, '/cabinet'), lang);
}

/** The skeleton while the ticket is read. */
export function TicketLoading({ testId }: { testId: string }) {
  const t = useT();
  return (
    <AuthCard title={t('signin.social.loading')} testId={testId}>
      <div className="au-loading" aria-hidden="true" />
    </AuthCard>
  );
}

/** An expired, used or unknown ticket: say so and offer to start again from the sign-in page. */
export function TicketExpired({ message }: { message: string | null }) {
  const t = useT();
  const href = useHref();
  return (
    <AuthCard
      title={t('signin.social.expired.title')}
      lead={message ?? t('signin.social.expired.text')}
      testId="social-expired"
    >
      <Link to={href('/login')} className="sx-btn sx-btn-primary au-submit" data-testid="social-expired-retry">
        {t('signin.social.expired.retry')}
      </Link>
    </AuthCard>
  );
}

/** The provider's account the ticket is about: its mark, the name and the email. */
export function TicketWho({ data }: { data: SocialTicket }) {
  const t = useT();
  const name = `${data.firstName} ${data.lastName}`.trim();
  return (
    <div className="au-who" data-testid="social-who">
      <ProviderMark provider={data.provider} size={28} onWhite />
      <div>
        <strong>{data.email ?? t('signin.social.signup.noEmail', { provider: PROVIDER_LABEL[data.provider] })}</strong>
        <span>{name ? `${name} · ${PROVIDER_LABEL[data.provider]}` : PROVIDER_LABEL[data.provider]}</span>
      </div>
    </div>
  );
}
