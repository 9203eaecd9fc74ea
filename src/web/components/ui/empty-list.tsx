import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';

/** The empty state of a shopper's list page (cart, wish list, compare): icon, title, hint, a way back to the shop. */
export function EmptyList({
  icon,
  title,
  hint,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  testId: string;
}) {
  const t = useT();
  const href = useHref();
  return (
    <div className="ui-empty-list" data-testid={testId}>
      <span className="ui-empty-list-icon">{icon}</span>
      <h1>{title}</h1>
      <p className="muted">{hint}</p>
      <Link to={href('/products')} className="sx-btn sx-btn-primary">
        {t('lists.cartPage.continueShopping')}
      </Link>
    </div>
  );
}
