import { describe, expect, it } from 'vitest';
import { failureCode, refundReasonCode } from '../src/services/order-timeline/failure-code.ts';

/** The buyer reads why a delivery failed in their language: the recorded words become a code the web names. */
describe('failure codes of deliveries and their refunds', () => {
  it.each([
    ['the offer was declined', 'declined'],
    ['the offer was declined, and no resend was asked for', 'declined'],
    ['nobody accepted the offer in time, 3 times', 'expired'],
    ['a counter-offer came back instead (the shop never accepts one)', 'countered'],
    ["the bot's mobile confirmation was canceled", 'unconfirmed'],
    ['Steam refused the offer 5 times: rate limited', 'steam_failed'],
    ['Steam did not create the offer in 5 attempts', 'steam_failed'],
    ['the items are no longer held by the shop', 'items_gone'],
    ['cancelled before its offer was sent: the buyer withdrew', 'cancelled'],
    ['something staff wrote', 'other'],
  ] as const)('%s -> %s', (reason, code) => {
    expect(failureCode(reason)).toBe(code);
  });

  it('reads the delivery reason inside a refund of undelivered items, and leaves other refunds to their words', () => {
    expect(refundReasonCode('Order #33: not delivered (the offer was declined)')).toBe('declined');
    expect(refundReasonCode('paid after its items were sold')).toBeNull();
    expect(failureCode(null)).toBeNull();
  });
});
