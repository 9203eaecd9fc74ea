import { useLocation } from 'react-router';
import { useLang } from '~/web/i18n/i18n-context';
import { useRootData } from '~/web/lib/root-data';

/** The current language's absolute address of the page (for share links and structured data). */
export function useAbsoluteUrl(alternates: Partial<Record<string, string>>): string {
  const root = useRootData();
  const lang = useLang();
  const { pathname } = useLocation();
  return `${root.site.publicUrl}${alternates[lang] ?? pathname}`;
}
