import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANG, translate, type Lang, type Messages, type Vars } from '~/domain/i18n';

interface I18nValue {
  lang: Lang;
  messages: Messages;
}

const I18nContext = createContext<I18nValue>({ lang: DEFAULT_LANG, messages: {} });

export function I18nProvider({ lang, messages, children }: I18nValue & { children: ReactNode }) {
  const value = useMemo(() => ({ lang, messages }), [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export type TFunction = (key: string, vars?: Vars) => string;

/** The translate function for the current language, e.g. t("common.error.title"). */
export function useT(): TFunction {
  const { lang, messages } = useContext(I18nContext);
  return useMemo(() => (key: string, vars?: Vars) => translate(messages, lang, key, vars), [lang, messages]);
}

export function useLang(): Lang {
  return useContext(I18nContext).lang;
}
