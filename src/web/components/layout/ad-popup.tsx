import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { PopupInfo } from '~/domain/content';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import type { Lang } from '~/domain/i18n';

// the window itself (and the modal it uses) loads only on a page that has a popup to show
const AdPopupView = lazy(() => import('./ad-popup-view'));

const SEEN = (id: number) => `popup:${id}`;
let running: { lang: Lang; list: Promise<PopupInfo[]> } | null = null;

const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function seen(id: number): boolean {
  try {
    return sessionStorage.getItem(SEEN(id)) === '1';
  } catch {
    return false;
  }
}

function remember(id: number): void {
  try {
    sessionStorage.setItem(SEEN(id), '1');
  } catch {
    /* private mode: shown again next time */
  }
}

/**
 * The advertising popup (CNT-13, decision 0039): a page with a running popup shows it once per session per
 * popup id. The list of running popups is asked for once per page load (`GET /api/popups`), after the page is up.
 */
export function AdPopup() {
  const lang = useLang();
  const t = useT();
  const { pathname } = useLocation();
  const [popup, setPopup] = useState<PopupInfo | null>(null);

  useEffect(() => {
    let gone = false;
    if (!running || running.lang !== lang) {
      running = { lang, list: callApi('popups.list', {}, { lang, t }).then((r) => (r.ok ? r.data.items : [])) };
    }
    void running.list.then((items) => {
      if (gone) return;
      const match = items.find((p) => normal(p.path) === normal(pathname) && !seen(p.id));
      if (match) {
        remember(match.id);
        setPopup(match);
      }
    });
    return () => {
      gone = true;
    };
  }, [pathname, lang, t]);

  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <AdPopupView popup={popup} onClose={() => setPopup(null)} />
    </Suspense>
  );
}
