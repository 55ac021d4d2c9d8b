import type { OrderHistoryRow } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { formatOrderDate, groupOrders, pageOfOrders } from './group-orders.ts';

const row = (id: number, itemId: number, sum: number, overrides: Partial<OrderHistoryRow> = {}): OrderHistoryRow => ({
  id,
  item_id: itemId,
  title: `Item ${itemId}`,
  img_url: `items/${itemId}.svg`,
  category: 'wearables',
  sum,
  count: 1,
  currency: 'EUR',
  status: 'completed',
  created_at: 1_700_000_000 + id,
  ...overrides,
});

describe('groupOrders', () => {
  it('makes one order per id, newest first as the api sends them, with the total of price times quantity', () => {
    const orders = groupOrders([row(9, 1, 0.1), row(9, 2, 0.2, { count: 3 }), row(7, 3, 12.5, { status: 'failed', currency: 'USD' })]);
    expect(orders.map((order) => order.id)).toEqual([9, 7]);
    expect(orders[0]?.items.map((item) => [item.itemId, item.quantity])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    expect(orders[0]?.total).toBe(0.7);
    expect(orders[0]?.createdAt).toBe(1_700_000_009_000);
    expect(orders[1]).toMatchObject({ status: 'failed', currency: 'USD', total: 12.5 });
  });

  it('counts a row without a count as one', () => {
    expect(groupOrders([row(1, 1, 4, { count: 0 })])[0]?.total).toBe(4);
  });
});

describe('pageOfOrders', () => {
  const orders = groupOrders(Array.from({ length: 12 }, (_, index) => row(100 - index, index, 1)));

  it('shows 5 orders a page', () => {
    expect(pageOfOrders(orders, 1)).toMatchObject({ page: 1, pages: 3 });
    expect(pageOfOrders(orders, 1).orders.map((order) => order.id)).toEqual([100, 99, 98, 97, 96]);
    expect(pageOfOrders(orders, 3).orders.map((order) => order.id)).toEqual([90, 89]);
  });

  it('keeps the page within range, and an empty history on one page', () => {
    expect(pageOfOrders(orders, 9).page).toBe(3);
    expect(pageOfOrders(orders, 0).page).toBe(1);
    expect(pageOfOrders([], 2)).toEqual({ orders: [], page: 1, pages: 1 });
  });
});

describe('formatOrderDate', () => {
  it('writes DD.MM.YYYY HH:mm', () => {
    expect(formatOrderDate(new Date(2024, 0, 5, 7, 3).getTime())).toBe('05.01.2024 07:03');
  });
});
