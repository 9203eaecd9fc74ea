import { useEffect, useMemo, useState } from 'react';
import type { PickupBranchOption } from '~/domain/branch-stock';
import { splitPickupOptions } from '~/domain/branch-pickup';
import type { BranchItem } from '~/domain/api/places';
import { formatPhone, telHref } from '~/domain/phone';
import { ChoiceCard } from '~/web/components/form/form-fields';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import './pickup-choice.css';

/** A branch as the list shows it: its city (for the groups) and the lines it lacks (empty: it holds them all). */
interface Choice {
  id: number;
  title: string;
  address: string;
  phones: string[];
  city: { id: number; title: string } | null;
  missing: { productId: number; title: string }[];
}

/** The branches grouped by city, the cities in the order their first branch comes (the server's order). */
export function byCity<B extends { city: { id: number; title: string } | null }>(
  branches: B[],
): { city: B['city']; branches: B[] }[] {
  const groups = new Map<number, { city: B['city']; branches: B[] }>();
  for (const b of branches) {
    const key = b.city?.id ?? 0;
    const g = groups.get(key) ?? { city: b.city, branches: [] as B[] };
    g.branches.push(b);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** The pickup options joined with the branch list's cities; without options (not answered) every branch, as before. */
export function choicesOf(options: PickupBranchOption[] | null, branches: BranchItem[] | null): Choice[] | null {
  const city = new Map((branches ?? []).map((b) => [b.id, b.city]));
  if (options)
    return options.map((o) => ({
      id: o.branchId,
      title: o.title,
      address: o.address,
      phones: o.phones,
      city: city.get(o.branchId) ?? null,
      missing: o.missing,
    }));
  return branches
    ? branches.map((b) => ({
        id: b.id,
        title: b.title,
        address: b.address,
        phones: b.mobiles,
        city: b.city,
        missing: [],
      }))
    : null;
}

const Phones = ({ phones }: { phones: string[] }) =>
  phones.length ? (
    <span className="co-branch-phones">
      {phones.map((m) => (
        <a key={m} href={telHref(m)} onClick={(e) => e.stopPropagation()}>
          {formatPhone(m)}
        </a>
      ))}
    </span>
  ) : null;

/**
 * Checkout's pickup choice (issue 32), loaded when pickup is chosen: asks which branches hold every line of this
 * order (`POST /api/checkout/pickup-branches`) and offers those, city by city; the others are listed after them,
 * not selectable, with what they lack ("Missing here: …") — the server refuses an order there anyway (409 on the
 * branch). Asked again when the lines change and after such a refusal. If the question fails, every branch is offered
 * as before and the server still decides.
 */
export default function PickupChoice({
  cart,
  branches,
  value,
  onChoose,
  error,
}: {
  cart: { id: number; qty: number }[];
  /** the branch list the form already has (for the cities) */
  branches: BranchItem[] | null;
  value: number | null;
  onChoose: (id: number) => void;
  /** the branch field's error: a new one (a refusal) asks again */
  error: string | undefined;
}) {
  const t = useT();
  const lang = useLang();
  const [options, setOptions] = useState<{ key: string; list: PickupBranchOption[] | null } | null>(null);
  const key = JSON.stringify(cart.map((l) => [l.id, l.qty]));

  useEffect(() => {
    const ac = new AbortController();
    void callApi('checkout.pickupBranches', { cart }, { lang, t, signal: ac.signal }).then((r) => {
      if (r.ok) setOptions({ key, list: r.data.branches });
      else if (!r.aborted) setOptions({ key, list: null });
    });
    return () => ac.abort();
    // asked again for other lines, another language, or after the server refused the branch
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lang, error]);

  const choices = useMemo(() => choicesOf(options?.list ?? null, branches), [options, branches]);
  // nothing until the first answer (or its failure), so the list does not reorder under the shopper's finger
  if (!options || !choices)
    return <div className="ui-spinner" role="status" aria-label={t('checkout.fields.loading')} />;

  const { ready, lacking } = splitPickupOptions(choices);
  const stale = options?.key !== key;
  return (
    <div className="co-branch-list" data-testid="branches" aria-busy={stale || undefined}>
      {options?.list && !ready.length ? (
        <p className="co-pickup-none" role="status" data-testid="pickup-none">
          {t('checkout.pickup.none')}
        </p>
      ) : null}
      {byCity(ready).map(({ city, branches: group }) => (
        // one radio group per city, one choice in all
        <div key={city?.id ?? 0} className="co-branch-city" data-testid="branch-city">
          {city ? (
            <p className="co-branch-city-title" id={`co-branch-city-${city.id}`}>
              {city.title}
            </p>
          ) : null}
          <div
            className="co-choices"
            role="radiogroup"
            aria-labelledby={city ? `co-branch-city-${city.id}` : undefined}
            aria-label={city ? undefined : t('checkout.fields.branch')}
          >
            {group.map((b) => (
              <ChoiceCard
                key={b.id}
                name="co-branch"
                value={String(b.id)}
                checked={value === b.id}
                onChange={() => onChoose(b.id)}
                title={b.title}
                hint={b.address}
                testId="branch"
                invalid={!!error}
              >
                <Phones phones={b.phones} />
              </ChoiceCard>
            ))}
          </div>
        </div>
      ))}
      {lacking.length ? (
        <div className="co-branch-city co-pickup-lacking" data-testid="branches-lacking">
          <p className="co-branch-city-title" id="co-branch-lacking">
            {t('checkout.pickup.lackingTitle')}
          </p>
          <div className="co-choices" role="radiogroup" aria-labelledby="co-branch-lacking">
            {lacking.map((b) => (
              <ChoiceCard
                key={b.id}
                name="co-branch"
                value={String(b.id)}
                checked={value === b.id}
                disabled
                onChange={() => undefined}
                title={b.title}
                hint={b.address}
                testId="branch-lacking"
              >
                <span className="co-pickup-missing" data-testid="branch-missing">
                  {t('checkout.pickup.missing', { titles: b.missing.map((m) => m.title).join(', ') })}
                </span>
                <Phones phones={b.phones} />
              </ChoiceCard>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
