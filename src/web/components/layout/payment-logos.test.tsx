import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAYMENT_LOGOS, PaymentLogos } from './payment-logos';

describe('payment logos', () => {
  it('write exactly the markup React writes for the drawing', () => {
    const react = renderToStaticMarkup(
      <ul className="payments" aria-label="Visa, Mastercard, BirKart">
        {PAYMENT_LOGOS}
      </ul>,
    );
    expect(renderToStaticMarkup(<PaymentLogos />)).toBe(react);
    expect(react).toContain('text-anchor="middle"');
    expect(react).toContain('>VISA</text>');
  });
});
