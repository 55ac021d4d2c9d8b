import './payment-logos.css';

/*
 * Card-scheme marks, drawn as small inline badges. Brand names are proper nouns, the same in every
 * language, so they are not translation keys.
 */
export function PaymentLogos() {
  return (
    <ul className="payment-logos">
      <li>
        <svg className="payment-logo" viewBox="0 0 60 38" role="img" aria-label="Visa">
          <rect width="60" height="38" rx="6" fill="#fff" />
          <text
            x="30"
            y="25.5"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="17"
            fontStyle="italic"
            fontWeight="900"
            fill="#1a1f71"
            letterSpacing="-0.5"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg className="payment-logo" viewBox="0 0 60 38" role="img" aria-label="Mastercard">
          <rect width="60" height="38" rx="6" fill="#111827" />
          <circle cx="24" cy="19" r="11" fill="#eb001b" />
          <circle cx="36" cy="19" r="11" fill="#f79e1b" />
          <path d="M30 9.8a11 11 0 0 1 0 18.4 11 11 0 0 1 0-18.4Z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg className="payment-logo" viewBox="0 0 60 38" role="img" aria-label="3-D Secure">
          <rect width="60" height="38" rx="6" fill="#0f2a44" />
          <path d="M15 8.5 22 11v6.2c0 4.6-3 7.7-7 9.3-4-1.6-7-4.7-7-9.3V11z" fill="#2f9e6e" />
          <path d="m11.6 17.6 2.4 2.4 4.5-4.6" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          <text x="40" y="18" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="10" fontWeight="800" fill="#fff">
            3-D
          </text>
          <text x="40" y="28" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="7" fontWeight="700" fill="#9cc7ee">
            SECURE
          </text>
        </svg>
      </li>
    </ul>
  );
}
