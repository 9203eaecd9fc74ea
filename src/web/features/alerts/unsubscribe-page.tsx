import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import './unsubscribe.css';

/**
 * The alert's unsubscribe link (decision 0092). The page posts the token once it is shown in a browser (a mail
 * scanner fetching the link's HTML ends nothing), then says that the alert is off, or that the link is not valid.
 */
export function UnsubscribePage() {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void callApi('alerts.unsubscribe', { token }, { lang, t }).then((r) =>
      setState(r.ok ? { ok: true, text: r.data.message } : { ok: false, text: r.fieldErrors.token ?? r.error }),
    );
  }, [token, lang, t]);
  return (
    <main className="container alu">
      <section className="alu-card" data-testid="alert-unsubscribe" aria-live="polite">
        <h1 className="alu-title">
          {state
            ? t(state.ok ? 'alerts-ui.unsubscribeDone' : 'alerts-ui.unsubscribeBad')
            : t('alerts-ui.unsubscribeTitle')}
        </h1>
        <p className={`alu-text${state && !state.ok ? ' is-bad' : ''}`} data-testid="alert-unsubscribe-text">
          {state ? state.text : t('alerts-ui.checking')}
        </p>
        <Link className="alu-btn" to={href('/')}>
          {t('alerts-ui.toShop')}
        </Link>
      </section>
    </main>
  );
}
