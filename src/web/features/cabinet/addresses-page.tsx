import { useState, type FormEvent } from 'react';
import type { AddressView, AddressesReply } from '~/domain/api/account';
import { ADDRESS_MIN } from '~/domain/validation';
import { Field, fieldProps } from '~/web/components/form/form-fields';
import { Popup } from '~/web/components/ui/popup';
import { useToast } from '~/web/components/ui/toast';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi, type ApiResult } from '~/web/lib/api-client';
import { useHydrated } from '~/web/lib/use-hydrated';
import { usePlaces } from '~/web/lib/use-places';
import { useFieldErrors } from '~/web/components/form/use-field-errors';

type FieldName = 'title' | 'city' | 'district' | 'place' | 'address';
type Errors = Partial<Record<FieldName, string>>;
interface Draft {
  title: string;
  city: number | null;
  district: number | null;
  place: number | null;
  address: string;
}

/**
 * /cabinet/address, "My addresses" (CAB-4): the saved addresses as "city, district, place, address", an add
 * and edit popup (city → district → place from the delivery lists), delete after "Are you sure?", and the main
 * address (the checkout offers them, the main one first). Each change answers the whole list.
 */
export function AddressesPage({ initial }: { initial: AddressView[] }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const hydrated = useHydrated();
  const [items, setItems] = useState(initial);
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const [removing, setRemoving] = useState<AddressView | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = (r: ApiResult<AddressesReply>): boolean => {
    if (!r.ok) {
      toast.error(r.error);
      return false;
    }
    setItems(r.data.items);
    if (r.data.alert) (r.data.alert.type === 'success' ? toast.success : toast.error)(r.data.alert.message);
    return true;
  };

  const open = (a: AddressView | null) =>
    setEditing({
      id: a?.id ?? null,
      draft: a
        ? {
            title: a.title,
            city: a.city.id,
            district: a.district?.id ?? null,
            place: a.place?.id ?? null,
            address: a.address,
          }
        : { title: '', city: null, district: null, place: null, address: '' },
    });

  return (
    <section className="cb-card" data-testid="addresses">
      <div className="cb-card-head">
        <h2>{t('cabinet.address.title')}</h2>
        <button
          type="button"
          className="sx-btn sx-btn-primary"
          onClick={() => open(null)}
          disabled={!hydrated}
          data-testid="address-add"
        >
          + {t('cabinet.address.add')}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="cb-empty" data-testid="addresses-empty">
          <strong>{t('cabinet.address.empty')}</strong>
          {t('cabinet.address.emptyText')}
        </p>
      ) : (
        <ul className="cb-addresses">
          {items.map((a) => (
            <li
              key={a.id}
              className={`cb-address${a.selected ? ' is-main' : ''}`}
              data-testid="address"
              data-main={a.selected ? 'true' : undefined}
            >
              <div>
                <h3>
                  <span data-testid="address-title">{a.title}</span>
                  {a.selected ? <span className="cb-main-badge">{t('cabinet.address.main')}</span> : null}
                </h3>
                <p data-testid="address-line">{a.line}</p>
              </div>
              <div className="cb-address-tools">
                {a.selected ? null : (
                  <button
                    type="button"
                    className="sx-btn sx-btn-ghost"
                    disabled={!hydrated || busy}
                    onClick={async () => {
                      setBusy(true);
                      apply(await callApi('users.selectAddress', { id: a.id }, { lang, t }));
                      setBusy(false);
                    }}
                    data-testid="address-main"
                  >
                    {t('cabinet.address.makeMain')}
                  </button>
                )}
                <button
                  type="button"
                  className="sx-btn sx-btn-ghost"
                  disabled={!hydrated}
                  onClick={() => open(a)}
                  data-testid="address-edit"
                >
                  {t('cabinet.edit')}
                </button>
                <button
                  type="button"
                  className="sx-btn sx-btn-ghost"
                  disabled={!hydrated}
                  onClick={() => setRemoving(a)}
                  data-testid="address-remove"
                >
                  {t('cabinet.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AddressForm
          id={editing.id}
          initial={editing.draft}
          onClose={() => setEditing(null)}
          onSaved={(r) => {
            if (apply(r)) setEditing(null);
          }}
        />
      ) : null}
      {removing ? (
        <Popup
          title={t('cabinet.confirm')}
          size="sm"
          onClose={() => setRemoving(null)}
          testId="address-confirm"
          footer={
            <div className="cb-actions">
              <button
                type="button"
                className="sx-btn sx-btn-primary"
                disabled={busy}
                data-testid="address-confirm-yes"
                onClick={async () => {
                  setBusy(true);
                  apply(await callApi('users.removeAddress', { id: removing.id }, { lang, t }));
                  setBusy(false);
                  setRemoving(null);
                }}
              >
                {t('cabinet.remove')}
              </button>
              <button type="button" className="sx-btn sx-btn-ghost" onClick={() => setRemoving(null)}>
                {t('cabinet.cancel')}
              </button>
            </div>
          }
        >
          <p>{removing.line}</p>
        </Popup>
      ) : null}
    </section>
  );
}

/** The add and edit popup: server field errors land on the fields. */
function AddressForm({
  id,
  initial,
  onClose,
  onSaved,
}: {
  id: number | null;
  initial: Draft;
  onClose: () => void;
  onSaved: (r: ApiResult<AddressesReply>) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [d, setD] = useState(initial);
  const [busy, setBusy] = useState(false);
  const places = usePlaces(lang, t, d.city, d.district, false);
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);
  /** Sets fields of the draft (a city or district clears the choices under it: those are edited too). */
  const change = (patch: Partial<Draft>) => {
    setD((c) => ({ ...c, ...patch }));
    for (const k of Object.keys(patch) as FieldName[]) edited(k);
  };

  function check(): Errors {
    const e: Errors = {};
    if (!d.title.trim()) e.title = t('validation.required');
    if (!d.city) e.city = t('validation.required');
    if (!d.district) e.district = t('validation.required');
    if (!d.place) e.place = t('validation.required');
    if (!d.address.trim()) e.address = t('validation.required');
    else if (d.address.trim().length < ADDRESS_MIN) e.address = t('validation.addressShort');
    return e;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const local = checkAll();
    if (Object.keys(local).length) return;
    setBusy(true);
    const body = { title: d.title, city: d.city!, district: d.district!, place: d.place!, address: d.address };
    const r =
      id === null
        ? await callApi('users.createAddress', body, { lang, t })
        : await callApi('users.updateAddress', { ...body, id }, { lang, t });
    setBusy(false);
    if (!r.ok && Object.keys(r.fieldErrors).length) return setErrors(r.fieldErrors);
    onSaved(r);
  }

  const select = (
    k: 'city' | 'district' | 'place',
    list: { id: number; title: string }[] | null,
    reset: Partial<Draft>,
  ) => (
    <Field id={`cb-${k}`} label={t(`cabinet.address.${k}`)} error={errors[k]}>
      <select
        {...fieldProps(`cb-${k}`, errors[k])}
        className="sx-input"
        value={d[k] ?? ''}
        disabled={!list}
        onChange={(e) => change({ [k]: e.target.value ? Number(e.target.value) : null, ...reset })}
        onBlur={() => blur(k)}
        data-testid={`address-${k}`}
      >
        <option value="">{t('cabinet.address.choose')}</option>
        {(list ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {o.title}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <Popup
      title={id === null ? t('cabinet.address.add') : t('cabinet.address.edit')}
      onClose={onClose}
      size="md"
      closeOnOverlay={false}
      testId="address-form"
    >
      <form method="post" noValidate onSubmit={submit}>
        <Field
          id="cb-title"
          label={t('cabinet.address.name')}
          hint={t('cabinet.address.nameHint')}
          error={errors.title}
        >
          <input
            {...fieldProps('cb-title', errors.title)}
            className="sx-input"
            maxLength={50}
            value={d.title}
            onChange={(e) => change({ title: e.target.value })}
            onBlur={() => blur('title')}
            data-testid="address-name"
          />
        </Field>
        {select('city', places.cities?.filter((c) => c.delivery) ?? null, { district: null, place: null })}
        <div className="cb-grid">
          {select('district', d.city ? places.districts : null, { place: null })}
          {select('place', d.district ? places.places : null, {})}
        </div>
        <Field id="cb-address" label={t('cabinet.address.street')} error={errors.address}>
          <input
            {...fieldProps('cb-address', errors.address)}
            className="sx-input"
            autoComplete="street-address"
            maxLength={255}
            value={d.address}
            onChange={(e) => change({ address: e.target.value })}
            onBlur={() => blur('address')}
            data-testid="address-street"
          />
        </Field>
        <div className="cb-actions">
          <button type="submit" className="sx-btn sx-btn-primary" disabled={busy} data-testid="address-save">
            {busy ? t('checkout.submit.sending') : t('cabinet.profile.save')}
          </button>
          <button type="button" className="sx-btn sx-btn-ghost" onClick={onClose}>
            {t('cabinet.cancel')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
