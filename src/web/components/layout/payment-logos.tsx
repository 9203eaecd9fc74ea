import { staticMarkup } from '~/web/lib/static-markup';

/** Simplified card-scheme marks drawn as SVG (no external images): Visa, Mastercard and the local BirKart. */
export const PAYMENT_LOGOS = (
  <>
    <li title="Visa">
      <svg viewBox="0 0 64 40" width="56" height="35" role="img" aria-label="Visa">
        <rect width="64" height="40" rx="6" fill="#fff" />
        <text
          x="32"
          y="26.5"
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="17"
          fontWeight="900"
          fontStyle="italic"
          fill="#1a1f71"
          letterSpacing="-0.5"
        >
          VISA
        </text>
      </svg>
    </li>
    <li title="Mastercard">
      <svg viewBox="0 0 64 40" width="56" height="35" role="img" aria-label="Mastercard">
        <rect width="64" height="40" rx="6" fill="#fff" />
        <circle cx="26" cy="20" r="11" fill="#eb001b" />
        <circle cx="38" cy="20" r="11" fill="#f79e1b" />
        <path d="M32 10.8a11 11 0 0 1 0 18.4 11 11 0 0 1 0-18.4z" fill="#ff5f00" />
      </svg>
    </li>
    <li title="BirKart">
      <svg viewBox="0 0 64 40" width="56" height="35" role="img" aria-label="BirKart">
        <rect width="64" height="40" rx="6" fill="#fff" />
        <rect x="7" y="12" width="16" height="16" rx="4" fill="#00a651" />
        <text
          x="15"
          y="24.5"
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="11"
          fontWeight="900"
          fill="#fff"
        >
          1
        </text>
        <text x="26" y="24.5" fontFamily="Arial, Helvetica, sans-serif" fontSize="10.5" fontWeight="800" fill="#0b1b3f">
          BirKart
        </text>
      </svg>
    </li>
  </>
);

let html: string | undefined;
/** The marks never change: written once per process as one string, not element by element on every page. */
export function PaymentLogos() {
  html ??= staticMarkup(PAYMENT_LOGOS);
  return <ul className="payments" aria-label="Visa, Mastercard, BirKart" dangerouslySetInnerHTML={{ __html: html }} />;
}
