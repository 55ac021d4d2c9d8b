import { createHash } from 'node:crypto';

/**
 * Test cards decide the outcome, as in beGateway's test mode. The numbers are beGateway's own published
 * test cards plus a few easy-to-remember extras; every one passes the Luhn check, so client-side card
 * validation in the web app treats them as real numbers.
 */
export type Scenario =
  | { kind: 'successful' }
  | { kind: 'declined'; reason: string }
  | { kind: 'error'; reason: string }
  | { kind: 'challenge'; after: 'successful' | 'declined' }
  | { kind: 'frictionless-declined' };

export interface TestCard {
  number: string;
  scenario: Scenario;
  description: string;
}

const ok: Scenario = { kind: 'successful' };
const challengeThenOk: Scenario = { kind: 'challenge', after: 'successful' };
const insufficient: Scenario = { kind: 'declined', reason: 'Insufficient funds' };

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4200000000000000', scenario: ok, description: 'Successful' },
  { number: '4005550000000019', scenario: insufficient, description: 'Declined: insufficient funds' },
  { number: '4012001037141112', scenario: challengeThenOk, description: '3-D Secure challenge (code 12345), then successful' },
  { number: '4012001037167778', scenario: { kind: 'challenge', after: 'declined' }, description: '3-D Secure challenge, then declined whatever the code' },
  { number: '4000000000000002', scenario: { kind: 'error', reason: 'Processing error at the acquirer' }, description: 'Failed with a processing error (fail URL)' },
  { number: '4012000000001006', scenario: ok, description: '3-D Secure frictionless (Y), successful' },
  { number: '4012000000001055', scenario: ok, description: '3-D Secure frictionless (A), successful' },
  { number: '4012000000001097', scenario: challengeThenOk, description: '3-D Secure challenge (Y), then successful' },
  { number: '4012000000001022', scenario: { kind: 'frictionless-declined' }, description: '3-D Secure U: declined' },
  { number: '4012000000001030', scenario: { kind: 'frictionless-declined' }, description: '3-D Secure R: declined' },
  { number: '4012000000001014', scenario: { kind: 'frictionless-declined' }, description: '3-D Secure N: declined' },
  { number: '5204240000015003', scenario: ok, description: 'Mastercard, successful' },
  { number: '5204240000015029', scenario: challengeThenOk, description: 'Mastercard 3-D Secure challenge, then successful' },
  { number: '5204240000015045', scenario: insufficient, description: 'Mastercard, declined' },
];

/** The code that passes a sandbox 3-D Secure challenge. */
export const CHALLENGE_CODE = '12345';

export function scenarioFor(number: string): Scenario {
  // Real numbers that are not test cards are declined: the sandbox never pretends to charge them.
  return TEST_CARDS.find((card) => card.number === number)?.scenario ?? { kind: 'declined', reason: 'Not a sandbox test card' };
}

export interface Card {
  number: string;
  holder: string;
  expMonth: number;
  expYear: number;
  brand: string;
}

export interface CardInput {
  number?: unknown;
  holder?: unknown;
  /** `MM/YY` as typed into the form; or exp_month + exp_year as in beGateway's API. */
  exp?: unknown;
  exp_month?: unknown;
  exp_year?: unknown;
  cvc?: unknown;
  verification_value?: unknown;
}

export type CardResult = { ok: true; card: Card } | { ok: false; errors: Record<string, string[]> };

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i -= 1) {
    let digit = Number(number[i]);
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'master';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** Validates a card the way the payment form does; a card that fails here never becomes a transaction. */
export function validateCard(input: CardInput, now = new Date()): CardResult {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const number = text(input.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) add('number', 'Card number is invalid');

  const holder = text(input.holder);
  if (holder.length < 2 || holder.length > 64) add('holder', 'Card holder name is required');

  let month = Number.NaN;
  let year = Number.NaN;
  const exp = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text(input.exp));
  if (exp) [month, year] = [Number(exp[1]), Number(exp[2])];
  else if (text(input.exp_month) && text(input.exp_year)) [month, year] = [Number(text(input.exp_month)), Number(text(input.exp_year))];
  if (year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    add('exp', 'Expiry date must be MM/YY');
  } else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    add('exp', 'Card is expired');
  } else if (year > now.getUTCFullYear() + 20) {
    add('exp', 'Expiry date is too far in the future');
  }

  const cvc = text(input.cvc ?? input.verification_value);
  if (!/^\d{3,4}$/.test(cvc)) add('cvc', 'CVC must be 3 or 4 digits');

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { number, holder, expMonth: month, expYear: year, brand: brandOf(number) } };
}

/** beGateway's `credit_card` block: never the full number, never the CVC. */
export function creditCardView(card: Card) {
  return {
    holder: card.holder,
    stamp: createHash('sha256').update(card.number).digest('hex'),
    brand: card.brand,
    last_4: card.number.slice(-4),
    first_1: card.number.slice(0, 1),
    bin: card.number.slice(0, 6),
    issuer_country: 'US',
    issuer_name: 'Sandbox Test Bank',
    product: null,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    token_provider: null,
    token: null,
  };
}
