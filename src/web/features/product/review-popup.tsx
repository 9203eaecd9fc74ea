import { useState } from 'react';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { Popup } from '~/web/components/ui/popup';
import { EMAIL_MAX, isEmail } from '~/domain/validation';
import { callApi } from '~/web/lib/api-client';
import { IconCheck, IconStar } from '~/web/components/ui/icons';

type Field = 'review' | 'fullName' | 'email' | 'rating';

/** "Add your review" popup: review, full name, email, rating — all required; `reviews.submit`. */
export default function ReviewPopup({ productId, onClose }: { productId: number; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const [values, setValues] = useState({ review: '', fullName: '', email: '', rating: 0 });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [hover, setHover] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const validate = (f: Field, v = values): string | undefined => {
    if (f === 'rating') return v.rating >= 1 && v.rating <= 5 ? undefined : t('validation.required');
    const s = v[f].trim();
    if (!s) return t('validation.required');
    if (f === 'email' && !isEmail(s)) return t('validation.email');
    return undefined;
  };
  const set = <K extends Field>(f: K, value: (typeof values)[K]) => {
    const next = { ...values, [f]: value };
    setValues(next);
    if (errors[f]) setErrors({ ...errors, [f]: validate(f, next) });
  };
  const blur = (f: Field) => setErrors((e) => ({ ...e, [f]: validate(f) }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: Partial<Record<Field, string>> = {};
    for (const f of ['review', 'fullName', 'email', 'rating'] as Field[]) {
      const m = validate(f);
      if (m) next[f] = m;
    }
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    const r = await callApi(
      'reviews.submit',
      {
        productId,
        review: values.review.trim(),
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        rating: values.rating,
      },
      { lang, t },
    );
    setBusy(false);
    if (r.ok) setDone(true);
    else {
      setErrors(r.fieldErrors as Partial<Record<Field, string>>);
      setFormError(r.error);
    }
  };

  if (done) {
    return (
      <Popup
        title={t('product.reviews.popupTitle')}
        onClose={onClose}
        size="sm"
        testId="review-success"
        footer={
          <button type="button" className="sx-btn sx-btn-dark" onClick={onClose}>
            {t('product.reviews.close')}
          </button>
        }
      >
        <div className="rvp-done">
          <span className="rvp-tick">
            <IconCheck size={30} />
          </span>
          <h3>{t('product.reviews.thanks')}</h3>
          <p>{t('product.reviews.thanksText')}</p>
        </div>
      </Popup>
    );
  }

  const err = (f: Field) =>
    errors[f] ? (
      <span className="sx-field-error" id={`rv-${f}-err`} role="alert">
        {errors[f]}
      </span>
    ) : null;
  const shown = hover || values.rating;
  return (
    <Popup title={t('product.reviews.popupTitle')} onClose={onClose} testId="review-popup">
      <form noValidate onSubmit={submit} data-testid="review-form" className="rvp">
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0 }}>
          <div className="sx-field">
            <span className="rvp-label" id="rv-rating-label">
              {t('product.reviews.rating')}
            </span>
            <div
              className="rvp-stars"
              role="radiogroup"
              aria-labelledby="rv-rating-label"
              onMouseLeave={() => setHover(0)}
              data-testid="rating"
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={values.rating === n}
                  aria-label={t('product.reviews.stars', { count: n })}
                  className={n <= shown ? 'is-on' : undefined}
                  onMouseEnter={() => setHover(n)}
                  onClick={() => set('rating', n)}
                  data-testid={`rating-${n}`}
                >
                  <IconStar size={28} />
                </button>
              ))}
            </div>
            {err('rating')}
          </div>
          <div className="sx-field">
            <label htmlFor="rv-review">{t('product.reviews.review')}</label>
            <textarea
              id="rv-review"
              name="review"
              className={`sx-input${errors.review ? ' is-invalid' : ''}`}
              value={values.review}
              maxLength={2000}
              onChange={(e) => set('review', e.target.value)}
              onBlur={() => blur('review')}
              aria-invalid={!!errors.review}
              aria-describedby={errors.review ? 'rv-review-err' : undefined}
            />
            {err('review')}
          </div>
          <div className="rvp-row">
            <div className="sx-field">
              <label htmlFor="rv-name">{t('product.reviews.fullName')}</label>
              <input
                id="rv-name"
                name="fullName"
                className={`sx-input${errors.fullName ? ' is-invalid' : ''}`}
                value={values.fullName}
                maxLength={100}
                autoComplete="name"
                onChange={(e) => set('fullName', e.target.value)}
                onBlur={() => blur('fullName')}
                aria-invalid={!!errors.fullName}
                aria-describedby={errors.fullName ? 'rv-fullName-err' : undefined}
              />
              {err('fullName')}
            </div>
            <div className="sx-field">
              <label htmlFor="rv-email">{t('product.reviews.email')}</label>
              <input
                id="rv-email"
                name="email"
                type="email"
                className={`sx-input${errors.email ? ' is-invalid' : ''}`}
                value={values.email}
                maxLength={EMAIL_MAX}
                autoComplete="email"
                onChange={(e) => set('email', e.target.value)}
                onBlur={() => blur('email')}
                aria-invalid={!!errors.email}
                aria-describedby={errors.email ? 'rv-email-err' : undefined}
              />
              {err('email')}
            </div>
          </div>
          {formError ? <p className="sx-field-error">{formError}</p> : null}
          <button type="submit" className="sx-btn sx-btn-primary rvp-submit" data-testid="review-submit">
            {busy ? t('product.reviews.sending') : t('product.reviews.submit')}
          </button>
        </fieldset>
      </form>
    </Popup>
  );
}
