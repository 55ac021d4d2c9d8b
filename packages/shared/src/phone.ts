/** Phone rules of spec §5, shared by the sign-up, account and checkout forms and the api. */
export const PHONE_MESSAGE = 'Invalid phone format (e.g. +1234567890)';

/** Digits, spaces, parentheses, hyphens and an optional leading plus; 8 to 15 digits. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15;
}

/**
 * The checkout's own rule (spec §5 Checkout, §9 'Checkout phone: 8 to 15 characters'): an optional plus,
 * then digits and spaces only, 8 to 15 characters counted as typed ('+1 234 567 890 12' is 17: refused).
 */
export function isValidCheckoutPhone(value: string): boolean {
  const text = value.trim();
  return /^\+?[\d ]+$/.test(text) && text.length >= 8 && text.length <= 15;
}

/** The national part as the phone input gives it (spaces removed): 2 to 17 digits. */
export function isValidNationalNumber(value: string): boolean {
  return /^\d{2,17}$/.test(value.replace(/\s/g, ''));
}

/** A calling code (`+371`) or a two-letter country (`LV`), whichever the phone input reports. */
export function isValidPhoneCountryCode(value: string): boolean {
  return /^(\+?\d{1,4}|[A-Za-z]{2})$/.test(value.trim());
}
