/** The code of a delivery's recorded failure (the trading wing writes it in words), for the web to name in the buyer's language. */
import type { FailureCode } from '@skins/shared';
import { outcomeText } from '../../trading/index.ts';

const OUTCOMES = [
  ['declined', 'declined'],
  ['expired', 'expired'],
  ['countered', 'countered'],
  ['invalid_items', 'invalid_items'],
  ['canceled_by_second_factor', 'unconfirmed'],
] as const;

export function failureCode(reason: string | null): FailureCode | null {
  if (reason === null) return null;
  for (const [outcome, code] of OUTCOMES) if (reason.startsWith(outcomeText(outcome))) return code;
  if (reason.startsWith('the items are no longer held')) return 'items_gone';
  if (/^Steam (refused|did not create|failed)/.test(reason)) return 'steam_failed';
  if (reason.startsWith('cancelled before its offer was sent')) return 'cancelled';
  if (/is not in the seller.s Steam inventory/.test(reason)) return 'not_in_inventory';
  if (reason.startsWith('the Steam account the items go to was not confirmed')) return 'owner_unconfirmed';
  return 'other';
}

/** A refund of undelivered items records "not delivered (<the delivery's reason>)". */
export function refundReasonCode(reason: string): FailureCode | null {
  const match = /not delivered \((.*)\)$/.exec(reason);
  return match ? failureCode(match[1] ?? '') : null;
}
