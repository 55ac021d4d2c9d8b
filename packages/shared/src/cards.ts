/**
 * Payout card rules (spec §5 Card form; DESIGN.md Sell orders). Pure, so the accept form and the api agree.
 * Only the last four digits are ever kept; no CVV/CVC is ever asked for.
 */
export const CARD_MESSAGES = {
  number: 'Card number must be between 13 and 19 digits',
  luhn: 'Card number is not valid',
  holder: 'Please enter a valid name',
  format: 'Format must be MM/YY',
  month: 'Invalid month',
  expired: 'Card has expired',
  incomplete: 'Please provide complete payment information',
  noCvv: 'Do not send the card security code (CVV/CVC): it is never needed for a payout.',
} as const;

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardNumberProblem(value: string): string | null {
  const digits = cardDigits(value);
  if (!/^\d{13,19}$/.test(digits)) return CARD_MESSAGES.number;
  return passesLuhn(digits) ? null : CARD_MESSAGES.luhn;
}

/** MM/YY; a card is valid through the last day of its month. */
export function cardExpiryProblem(value: string, now = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return CARD_MESSAGES.format;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return CARD_MESSAGES.month;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return CARD_MESSAGES.expired;
  return null;
}

/** "•••• •••• •••• 4242" for a stored last four. */
export function maskCardNumber(last4: string | null | undefined): string | null {
  return last4 ? `•••• •••• •••• ${last4}` : null;
}

/** Groups digits by four as the accept form shows them ("4242 4242 4242 4242"). */
export function groupCardNumber(value: string): string {
  return cardDigits(value).replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}
