import { Link } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { AuthCard } from './auth-card';

/**
 * /new-password with a token that is unknown, used or past its 30 minutes: say so and offer a new link, instead of
 * sending the visitor home without a word (a link from an old email is the usual way here).
 */
export function ResetLinkExpired() {
  const t = useT();
  const href = useHref();
  return (
    <AuthCard
      title={t('signin.newPassword.expiredTitle')}
      lead={t('signin.newPassword.expiredText')}
      testId="reset-expired"
    >
      <Link to={href('/remind')} className="sx-btn sx-btn-primary au-submit" data-testid="reset-expired-again">
        {t('signin.remind.again')}
      </Link>
    </AuthCard>
  );
}
