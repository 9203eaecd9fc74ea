import { useState } from 'react';
import type { CartReply } from '~/domain/api/cart';
import { useT } from '~/web/i18n/i18n-context';
import { promoButton } from '~/web/lib/promo-field';

/**
 * The promo code box (CHK-4): the code typed is applied (upper case) with its button or Enter, or removed; the
 * summary's word on the applied code, or the code's error, under it.
 */
export function PromoBox({
  code,
  onCode,
  message,
  error,
  locked,
}: {
  /** the applied code ('' = none) */
  code: string;
  onCode: (code: string) => void;
  message: CartReply['promoCodeMessage'] | null;
  error: string | undefined;
  locked: boolean;
}) {
  const t = useT();
  const [input, setInput] = useState(code);
  const apply = () => {
    const c = input.trim().toUpperCase();
    setInput(c);
    onCode(c);
  };
  return (
    <fieldset className="co-promo" disabled={locked}>
      <label htmlFor="co-promo">{t('checkout.promo.label')}</label>
      <div className="co-promo-row">
        <input
          id="co-promo"
          className={`sx-input${message?.type === 'error' ? ' is-invalid' : ''}`}
          value={input}
          maxLength={32}
          autoComplete="off"
          placeholder={t('checkout.promo.placeholder')}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          aria-describedby={message ? 'co-promo-msg' : undefined}
          aria-invalid={message?.type === 'error' ? true : undefined}
          data-testid="promo-input"
        />
        {promoButton(code, input) === 'remove' ? (
          <button
            type="button"
            className="sx-btn sx-btn-ghost"
            onClick={() => {
              setInput('');
              onCode('');
            }}
            data-testid="promo-remove"
          >
            {t('checkout.promo.remove')}
          </button>
        ) : (
          <button
            type="button"
            className="sx-btn sx-btn-dark"
            disabled={!input.trim()}
            onClick={apply}
            data-testid="promo-apply"
          >
            {t('checkout.promo.apply')}
          </button>
        )}
      </div>
      {message && code ? (
        <p id="co-promo-msg" className={`co-promo-msg is-${message.type}`} role="status" data-testid="promo-message">
          {message.message}
        </p>
      ) : error ? (
        <p id="co-promo-msg" className="co-promo-msg is-error" data-testid="promo-message">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
