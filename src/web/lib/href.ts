import { useCallback } from 'react';
import { localePath } from '~/domain/routes';
import { useLang } from '~/web/i18n/i18n-context';

/** Builds links in the current language: `href('/sale')` → `/ru/sale` on a Russian page. */
export function useHref(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localePath(lang, path), [lang]);
}
