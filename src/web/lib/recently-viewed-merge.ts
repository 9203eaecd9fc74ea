/**
 * After sign-in, the first page moves the browser's "Recently viewed" into the account (PDP-14, decision 0081). The
 * shop's layout runs this on every page, so it is tiny: it only looks whether the browser keeps a list and loads the
 * code that moves it (`recently-viewed.ts`) when there is one.
 */
import { useEffect } from 'react';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useRootData } from './root-data';

/** RECENTLY_VIEWED_STORAGE_KEY of `domain/lists/recently-viewed.ts`, written out to keep that module off every page */
const KEY = 'volt.recentlyViewed';

export function useRecentlyViewedMerge(): void {
  const userId = useRootData().viewer?.id ?? null;
  const lang = useLang();
  const t = useT();
  useEffect(() => {
    if (userId === null) return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(KEY);
    } catch {
      /* storage unavailable: nothing kept */
    }
    if (stored) void import('./recently-viewed').then((m) => m.mergeStoredViews(lang, t));
  }, [userId, lang, t]);
}
