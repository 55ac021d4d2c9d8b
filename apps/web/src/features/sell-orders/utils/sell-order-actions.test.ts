import { SELL_ORDER_STATUSES } from '@skins/shared';
import type { SellOrderStatus } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { awaitsAnswer, sellerActions } from './sell-order-actions.ts';
import { priceLines } from './sell-order-prices.ts';

const order = (status: SellOrderStatus, admin_price: number | null = null, final_price: number | null = null) => ({ status, price: 100, admin_price, final_price });

describe('the buttons an order shows (SELL_ORDER_ACTIONS)', () => {
  it('shows per status only what the api allows', () => {
    const expected: Record<SellOrderStatus, string[]> = {
      pending: ['edit', 'delete'],
      offer: ['accept', 'reject'],
      accepted: ['paymentDetails'],
      skin_received: ['paymentDetails'],
      sold: ['paymentDetails'],
      rejected: [],
      returned: [],
      cancelled: [],
    };
    for (const status of SELL_ORDER_STATUSES) expect(sellerActions(order(status, status === 'pending' ? null : 80)), status).toEqual(expected[status]);
  });

  it('offers no edit or delete once an offer was made', () => {
    expect(sellerActions(order('pending', 80))).toEqual([]);
  });

  it('lists offers awaiting an answer', () => {
    expect(SELL_ORDER_STATUSES.filter((status) => awaitsAnswer({ status }))).toEqual(['offer']);
  });
});

describe('the prices an order shows', () => {
  it("shows the asked price, then 'Our Offer'", () => {
    expect(priceLines(order('pending'))).toEqual([{ label: 'sellOrders.yourPrice', amount: 100 }]);
    expect(priceLines(order('offer', 80))).toEqual([
      { label: 'sellOrders.yourPrice', amount: 100 },
      { label: 'sellOrders.ourOffer', amount: 80, emphasis: true },
    ]);
  });

  it('strikes the asked price through once agreed, labelling the offer Accepted and the final price Sold', () => {
    for (const status of ['accepted', 'skin_received'] as const) {
      expect(priceLines(order(status, 80))).toEqual([
        { label: 'sellOrders.yourPrice', amount: 100, struck: true },
        { label: 'sellOrders.acceptedLabel', amount: 80, emphasis: true },
      ]);
    }
    expect(priceLines(order('sold', 80, 95))).toEqual([
      { label: 'sellOrders.yourPrice', amount: 100, struck: true },
      { label: 'sellOrders.soldLabel', amount: 95, emphasis: true },
    ]);
  });

  it('keeps the prices of a closed order as they were', () => {
    expect(priceLines(order('rejected', 80))).toEqual([
      { label: 'sellOrders.yourPrice', amount: 100 },
      { label: 'sellOrders.ourOffer', amount: 80 },
    ]);
  });
});
