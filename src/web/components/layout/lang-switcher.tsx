import { Link, useLocation } from 'react-router';
import { LANGS, LANG_NAMES, LANG_TAGS, type Lang } from '~/domain/i18n';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useAlternates } from '~/web/components/seo-links';

/** Hrefs of the current page in each language, keeping the query string. */
function useLangLinks(): { lang: Lang; href: string }[] {
  const alternates = useAlternates();
  const { search } = useLocation();
  return LANGS.map((l) => ({ lang: l, href: alternates[l] + search }));
}

/** AZ / RU / EN links (NAV-13). `long` shows full names ("Azərbaycan dili"). */
export function LangSwitcher({ long = false, className = '' }: { long?: boolean; className?: string }) {
  const current = useLang();
  const t = useT();
  const links = useLangLinks();
  return (
    <nav
      className={`lang-switcher ${long ? 'lang-switcher--long' : ''} ${className}`}
      aria-label={t('layout.nav.language')}
      data-testid="lang-switcher"
    >
      {links.map(({ lang, href }) => (
        <Link
          key={lang}
          to={href}
          hrefLang={LANG_TAGS[lang]}
          lang={LANG_TAGS[lang]}
          data-lang={lang}
          aria-current={lang === current ? 'true' : undefined}
          className={lang === current ? 'is-active' : undefined}
          title={LANG_NAMES[lang]}
        >
          {long ? LANG_NAMES[lang] : lang.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
