import { PROVIDER_LABEL, ProviderMark, type SocialProviderName } from '~/web/components/ui/social-marks';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { rememberSocialReturn, socialStartHref } from '~/web/lib/social-start';

/**
 * "Continue with Google" / "Continue with Facebook" over the sign-in and sign-up forms (issue 31), one per configured
 * provider, then an "or" divider. Links, not buttons: the server's start step redirects to the provider. Google's
 * button is white with its colour mark, Facebook's is Facebook blue with the white "f" (the brands' guidelines).
 */
export function SocialButtons({ providers, returnTo }: { providers: SocialProviderName[]; returnTo: string }) {
  const t = useT();
  const lang = useLang();
  if (!providers.length) return null;
  return (
    <div className="au-social" data-testid="social-buttons">
      {providers.map((p) => (
        <a
          key={p}
          className={`au-social-btn is-${p}`}
          href={socialStartHref(p, 'signin', returnTo, lang)}
          onClick={() => rememberSocialReturn(returnTo)}
          data-testid={`social-${p}`}
        >
          <ProviderMark provider={p} size={20} />
          <span>{t('signin.social.continueWith', { provider: PROVIDER_LABEL[p] })}</span>
        </a>
      ))}
      <div className="au-or" role="separator">
        <span>{t('signin.social.or')}</span>
      </div>
    </div>
  );
}
