import { useCallback, type ReactNode } from 'react';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api';
import type { CookieSecureMode } from './guest-cookies';
import { ListsProvider, type CartPricer, type ListsSnapshot } from './lists-context';

/** The lists for the whole page, priced through the cart API in the page's language. */
export function ListsRoot({ initial, prefix, secure, children }: { initial: ListsSnapshot; prefix: string; secure: CookieSecureMode; children: ReactNode }) {
  const lang = useLang();
  const t = useT();
  const pricer = useCallback<CartPricer>(
    async (cart) => {
      const r = await callApi('cart.summary', { cart }, { lang, t });
      return r.ok ? { count: r.data.count, total: r.data.summary.total, removeProducts: r.data.removeProducts } : null;
    },
    [lang, t],
  );
  return (
    <ListsProvider initial={initial} prefix={prefix} secure={secure} pricer={pricer}>
      {children}
    </ListsProvider>
  );
}
