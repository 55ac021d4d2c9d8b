/**
 * Payout card rules (spec §5 Card form; DESIGN.md Sell orders). Pure, so the accept form and the api agree.
 * Only the last four digits are ever kept; no CVV/CVC is ever asked for.
 */
import type { TranslationKey } from './i18n/en.ts';

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

/** The dictionary key of each card refusal (spec §5 Card form); the api words it as CARD_MESSAGES. */
export const CARD_ISSUE_KEYS = {
  number: 'validation.cardNumberLength',
  luhn: 'sellOrders.cardNumberInvalid',
  format: 'validation.expiryFormat',
  month: 'validation.invalidMonth',
  expired: 'validation.cardExpired',
} as const satisfies Record<string, TranslationKey>;

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

/** Why a card number or expiry is refused: a key of CARD_MESSAGES. */
export type CardIssue = 'number' | 'luhn' | 'format' | 'month' | 'expired';

export function cardNumberIssue(value: string): Extract<CardIssue, 'number' | 'luhn'> | null {
  const digits = cardDigits(value);
  if (!/^\d{13,19}$/.test(digits)) return 'number';
  return passesLuhn(digits) ? null : 'luhn';
}

/** MM/YY; a card is valid through the last day of its month. */
export function cardExpiryIssue(value: string, now = new Date()): Extract<CardIssue, 'format' | 'month' | 'expired'> | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'month';
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return 'expired';
  return null;
}

export function cardNumberProblem(value: string): string | null {
  const issue = cardNumberIssue(value);
  return issue === null ? null : CARD_MESSAGES[issue];
}

export function cardExpiryProblem(value: string, now = new Date()): string | null {
  const issue = cardExpiryIssue(value, now);
  return issue === null ? null : CARD_MESSAGES[issue];
}

/** "•••• •••• •••• 4242" for a stored last four. */
export function maskCardNumber(last4: string | null | undefined): string | null {
  return last4 ? `•••• •••• •••• ${last4}` : null;
}

/** Groups digits by four as the accept form shows them ("4242 4242 4242 4242"). */
export function groupCardNumber(value: string): string {
  return cardDigits(value).replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}
