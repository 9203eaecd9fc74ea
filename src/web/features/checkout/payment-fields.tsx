import { lazy, Suspense, useEffect } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import { IconCard } from '~/web/components/ui/icons';
import type { CheckoutValues, FieldErrors, PaymentType } from './field-rules';
import { ChoiceCard } from '~/web/components/form/form-fields';

const IconCash = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.6" />
    <path d="M6 9.5v5M18 9.5v5" />
  </svg>
);
const IconCalendar = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M7.5 14h2M11 14h2M14.5 14h2M7.5 17.5h2M11 17.5h2" />
  </svg>
);

// The card and months choice shows only once installments are chosen: its code loads as soon as this order
// can be paid in installments, after the page is up (design §5 first-load budget).
const loadInstallmentFields = () => import('./installment-fields');
const InstallmentFields = lazy(loadInstallmentFields);

const ICONS: Record<PaymentType, () => React.ReactNode> = {
  cash: IconCash,
  card: () => <IconCard size={22} />,
  installment: IconCalendar,
};

/**
 * Payment method (cash only at pickup, CHK-3), then for installments the card and the months the pricing
 * engine allows for this order (`installmentMonths`, capped per PAY-3) with the monthly amount.
 */
export function PaymentFields({
  values,
  types,
  errors,
  cards,
  months,
  installmentOffered,
  total,
  switchedToCard,
  testPayments,
  onPayment,
  set,
}: {
  values: CheckoutValues;
  types: PaymentType[];
  errors: FieldErrors;
  cards: string[];
  months: Record<string, number[]>;
  /** null while the summary is not there yet */
  installmentOffered: boolean | null;
  total: number | null;
  switchedToCard: boolean;
  testPayments: boolean;
  onPayment: (p: PaymentType) => void;
  set: <K extends keyof CheckoutValues>(k: K, v: CheckoutValues[K]) => void;
}) {
  const t = useT();
  const disabled = (p: PaymentType) =>
    (p === 'cash' && values.delivery === 'delivery') || (p === 'installment' && installmentOffered !== true);
  const hint = (p: PaymentType) =>
    p === 'cash' && values.delivery === 'delivery'
      ? t('checkout.payment.cashPickupOnly')
      : p === 'installment' && installmentOffered === false
        ? t('checkout.payment.installmentOff')
        : t(`checkout.payment.${p}Hint`);
  const cardMonths = values.creditCard ? (months[values.creditCard] ?? []) : [];
  useEffect(() => {
    if (installmentOffered) void loadInstallmentFields();
  }, [installmentOffered]);
  return (
    <>
      <div
        className="co-choices co-choices-3"
        role="radiogroup"
        aria-label={t('checkout.sections.payment')}
        aria-describedby={errors.payment ? 'co-payment-err' : undefined}
      >
        {types.map((p) => (
          <ChoiceCard
            key={p}
            name="co-payment"
            value={p}
            checked={values.payment === p}
            disabled={disabled(p) && values.payment !== p}
            onChange={() => onPayment(p)}
            title={t(`checkout.payment.${p}`)}
            hint={hint(p)}
            icon={ICONS[p]()}
            testId={`payment-${p}`}
          />
        ))}
      </div>
      {errors.payment ? (
        <span className="co-error" id="co-payment-err" data-testid="error-payment">
          {errors.payment}
        </span>
      ) : null}
      {switchedToCard ? (
        <p className="co-note" role="status" data-testid="switched-to-card">
          {t('checkout.payment.switchedToCard')}
        </p>
      ) : null}

      {values.payment === 'installment' ? (
        <Suspense fallback={null}>
          <InstallmentFields
            values={values}
            errors={errors}
            cards={cards}
            months={cardMonths}
            total={total}
            set={set}
          />
        </Suspense>
      ) : null}

      {testPayments && values.payment !== 'cash' ? (
        <p className="co-test-note" data-testid="test-payments">
          {t('payment.testGatewayNotice')}
        </p>
      ) : null}
    </>
  );
}
