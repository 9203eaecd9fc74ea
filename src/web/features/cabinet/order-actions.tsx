import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { CancelledOrder, OrderAgainReply } from '~/domain/api/orders';
import { Popup } from '~/web/components/ui/popup';
import { useToast } from '~/web/components/ui/toast';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { useLists } from '~/web/lib/lists/lists-context';

type T = ReturnType<typeof useT>;

/** What "Order again" did, in the shopper's words: what went in (and what was short), what did not. */
export function againMessages(r: OrderAgainReply, t: T): { added: string | null; problems: string[] } {
  const units = r.added.length;
  const problems = [
    ...r.added
      .filter((a) => a.qty < a.ordered)
      .map((a) => t('account.orders.actions.againFewer', { title: a.title, qty: a.qty, ordered: a.ordered })),
    ...r.skipped.map((s) =>
      t(
        s.reason === 'notSold'
          ? 'account.orders.actions.againNotSold'
          : s.reason === 'noStock'
            ? 'account.orders.actions.againNoStock'
            : 'account.orders.actions.againCartFull',
        { title: s.title },
      ),
    ),
  ];
  return { added: units ? t('account.orders.actions.againAdded', { count: units }) : null, problems };
}

/**
 * The cabinet's buttons for one order (ORD-12, decision 0078): "Cancel order" while the server says it may be cancelled
 * (after a confirmation; the caller shows the new status without a reload) and "Order again" (the lines into the
 * cart, priced anew: the header's count and total follow; a toast links to the cart and names what could not go in).
 */
export function OrderActions({
  id,
  canCancel,
  canOrderAgain = true,
  onCancelled,
}: {
  id: number;
  canCancel: boolean;
  canOrderAgain?: boolean;
  onCancelled: (row: CancelledOrder) => void;
}) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const toast = useToast();
  const lists = useLists();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'again' | null>(null);

  const cancel = async () => {
    setBusy('cancel');
    const r = await callApi('orders.cancel', { id }, { lang, t });
    setBusy(null);
    setAsking(false);
    if (!r.ok) {
      // moved on meanwhile (staff took it on, the bank answered): the list shows the order as it is now
      if (r.status === 409) void revalidator.revalidate();
      return toast.error(r.error);
    }
    toast.success(r.data.alert);
    onCancelled(r.data);
  };
  const again = async () => {
    setBusy('again');
    const r = await callApi('orders.again', { id }, { lang, t });
    setBusy(null);
    if (!r.ok) return toast.error(r.error);
    lists.serverCart(
      r.data.cart.map((c) => (c.size ? { id: c.id, qty: c.qty, size: c.size } : { id: c.id, qty: c.qty })),
    );
    const m = againMessages(r.data, t);
    if (m.added) toast.success(m.added, { href: href('/cart'), label: t('account.orders.actions.toCart') });
    if (m.problems.length || !m.added)
      toast.error([...(m.added ? [] : [t('account.orders.actions.againNone')]), ...m.problems].join(' · '));
  };

  if (!canCancel && !canOrderAgain) return null;
  return (
    <div className="cb-order-actions">
      {canOrderAgain ? (
        <button
          type="button"
          className="sx-btn sx-btn-ghost cb-btn-sm"
          onClick={() => void again()}
          disabled={busy !== null}
          aria-busy={busy === 'again' || undefined}
          data-testid="order-again"
        >
          {t('account.orders.actions.again')}
        </button>
      ) : null}
      {canCancel ? (
        <button
          type="button"
          className="sx-btn sx-btn-ghost cb-btn-sm cb-btn-danger"
          onClick={() => setAsking(true)}
          disabled={busy !== null}
          data-testid="order-cancel"
        >
          {t('account.orders.actions.cancel')}
        </button>
      ) : null}
      {asking ? (
        <Popup
          title={t('account.orders.actions.cancel')}
          size="sm"
          onClose={() => setAsking(false)}
          testId="order-cancel-confirm"
          footer={
            <div className="cb-confirm-actions">
              <button type="button" className="sx-btn sx-btn-ghost" onClick={() => setAsking(false)} data-autofocus>
                {t('account.orders.actions.cancelNo')}
              </button>
              <button
                type="button"
                className="sx-btn sx-btn-primary"
                onClick={() => void cancel()}
                disabled={busy !== null}
                data-testid="order-cancel-yes"
              >
                {t('account.orders.actions.cancelYes')}
              </button>
            </div>
          }
        >
          <p>{t('account.orders.actions.cancelSure', { id })}</p>
        </Popup>
      ) : null}
    </div>
  );
}
