import { CARD_ISSUE_KEYS, cardDigits, cardExpiryIssue, cardNumberIssue, TRADE_URL_ISSUES, tradeUrlIssue } from '@skins/shared';
import type { AcceptOfferInput } from '@skins/shared';
import type { FieldError } from '../../../lib/form-errors.ts';

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

const cardError = (issue: keyof typeof CARD_ISSUE_KEYS | null): FieldError | undefined => (issue === null ? undefined : { key: CARD_ISSUE_KEYS[issue] });

/**
 * Spec §5 Trade URL in accept modal, by the shared rule the api applies (`tradeUrlIssue`): required, http(s),
 * the trade-offer path, a partner parameter, the exact form, and for a Steam account that account's partner id.
 */
export function acceptTradeUrlError(value: string, steamId: string | null): FieldError | undefined {
  const issue = tradeUrlIssue(value, steamId);
  if (issue === null) return undefined;
  const { key, params } = TRADE_URL_ISSUES[issue];
  return params ? { key, params } : { key };
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
      return values.cardNumber.trim() ? cardError(cardNumberIssue(values.cardNumber)) : undefined;
    case 'cardHolder':
      return values.cardHolder.trim() && values.cardHolder.trim().length < 3 ? { key: 'validation.cardHolderName' } : undefined;
    case 'cardExpiry':
      return values.cardExpiry.trim() ? cardError(cardExpiryIssue(values.cardExpiry, now)) : undefined;
  }
}

/** The first of the card fields left empty, if any. */
export function missingCardField(values: AcceptValues): AcceptField | undefined {
  return CARD_FIELDS.find((field) => !values[field].trim());
}

/** The POST /accept body: the digits of the card number only, and no CVV field at all. */
export function acceptOfferBody(values: AcceptValues): AcceptOfferInput {
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
