/**
 * The rules across a promo code's fields in the back office (ADM-14, ADM-17): the value of the chosen kind is required and
 * the period ends after it starts. They are judged together with the schema's own field rules, so one save shows
 * every field error at once. `v` may hold raw values (a field that failed its own rule keeps what was sent): only
 * values of the right shape are compared. Returns field → i18n key, empty when all is well.
 */
export function promoCodeFieldErrors(v: {
  kind?: unknown;
  percent?: unknown;
  amount?: unknown;
  startsAt?: unknown;
  endsAt?: unknown;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.kind === 'percent' && (v.percent === null || v.percent === undefined)) errors.percent = 'validation.required';
  if (v.kind === 'amount' && (v.amount === null || v.amount === undefined)) errors.amount = 'validation.required';
  const iso = (x: unknown): x is string =>
    typeof x === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(x);
  if (iso(v.startsAt) && iso(v.endsAt) && v.endsAt <= v.startsAt) errors.endsAt = 'admin-sales.promo.endsBeforeStart';
  return errors;
}
