import { CARD_MESSAGES, cardDigits, cardExpiryProblem, cardNumberProblem, parseTradeUrl, TRADE_URL_EXAMPLE, tradeUrlProblem } from '@skins/shared';
import type { FieldError } from '../../../lib/form-errors.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';

/** The accept modal's fields ('Provide Your Trade URL'): the trade URL and the payout card. Never a CVV. */
export type AcceptValues = {
  tradeUrl: string;
  cardNumber: string;
  cardHolder: string;
  cardExpiry: string;
};
export type AcceptField = keyof AcceptValues & string;
export const ACCEPT_FIELDS: readonly AcceptField[] = ['tradeUrl', 'cardNumber', 'cardHolder', 'cardExpiry'];
const CARD_FIELDS: readonly AcceptField[] = ['cardNumber', 'cardHolder', 'cardExpiry'];

const CARD_KEYS: Record<string, MessageKey> = {
  [CARD_MESSAGES.number]: 'validation.cardNumberLength',
  [CARD_MESSAGES.luhn]: 'sellOrders.cardNumberInvalid',
  [CARD_MESSAGES.format]: 'validation.expiryFormat',
  [CARD_MESSAGES.month]: 'validation.invalidMonth',
  [CARD_MESSAGES.expired]: 'validation.cardExpired',
};
const cardError = (problem: string | null): FieldError | undefined => (problem === null ? undefined : { key: CARD_KEYS[problem] ?? 'validation.completePaymentInfo' });

/**
 * Spec §5 Trade URL in accept modal: required, http(s), the trade-offer path, a partner parameter; then the
 * api's own rule (the exact trade-offer form, and for a Steam account that account's partner id), so a
 * URL the api would refuse is caught before sending.
 */
export function acceptTradeUrlError(value: string, steamId: string | null): FieldError | undefined {
  const text = value.trim();
  if (!text) return { key: 'validation.tradeUrlRequired' };
  if (!/^https?:\/\//i.test(text)) return { key: 'validation.urlProtocol' };
  if (!/^https?:\/\/(www\.)?steamcommunity\.com\/tradeoffer\/new\/?(\?|$)/i.test(text)) return { key: 'validation.validSteamTradeUrl' };
  if (!/[?&]partner=/.test(text)) return { key: 'validation.tradeUrlPartner' };
  if (tradeUrlProblem(text, steamId) === null) return undefined;
  return parseTradeUrl(text) ? { key: 'validation.tradeUrlOtherAccount' } : { key: 'validation.invalidTradeUrlFormat', params: { example: TRADE_URL_EXAMPLE } };
}

/**
 * One field's problem. An empty card field has none of its own: the three are asked for together
 * ('Please provide complete payment information', see `missingCardField`).
 */
export function acceptFieldError(field: AcceptField, values: AcceptValues, steamId: string | null, now = new Date()): FieldError | undefined {
  switch (field) {
    case 'tradeUrl':
      return acceptTradeUrlError(values.tradeUrl, steamId);
    case 'cardNumber':
      return values.cardNumber.trim() ? cardError(cardNumberProblem(values.cardNumber)) : undefined;
    case 'cardHolder':
      return values.cardHolder.trim() && values.cardHolder.trim().length < 3 ? { key: 'validation.cardHolderName' } : undefined;
    case 'cardExpiry':
      return values.cardExpiry.trim() ? cardError(cardExpiryProblem(values.cardExpiry, now)) : undefined;
  }
}

/** The first of the card fields left empty, if any. */
export function missingCardField(values: AcceptValues): AcceptField | undefined {
  return CARD_FIELDS.find((field) => !values[field].trim());
}

/** The POST /accept body: the digits of the card number only, and no CVV field at all. */
export function acceptOfferBody(values: AcceptValues) {
  return {
    trade_url: values.tradeUrl.trim(),
    card_number: cardDigits(values.cardNumber),
    card_holder_name: values.cardHolder.trim(),
    card_expire_date: values.cardExpiry.trim(),
  };
}

export const ACCEPT_SERVER_FIELDS: Partial<Record<string, AcceptField>> = {
  trade_url: 'tradeUrl',
  card_number: 'cardNumber',
  card_holder_name: 'cardHolder',
  card_expire_date: 'cardExpiry',
};
