import { ORDER_HISTORY_PAGE_SIZE } from '@skins/shared';
import type { OrderHistoryRow, OrderStatusName } from '@skins/shared';

export interface OrderLine {
  itemId: number;
  name: string;
  image: string;
  category: string;
  price: number;
  quantity: number;
}

/** Spec §3: the rows of one order id make one order; its total is what it charged, else the sum of price times quantity. */
export interface OrderSummary {
  id: number;
  /** Milliseconds since the epoch (the rows carry seconds). */
  createdAt: number;
  status: OrderStatusName;
  currency: string;
  items: OrderLine[];
  total: number;
}

/** Groups the history rows by order id, keeping the api's order (newest first). */
export function groupOrders(rows: readonly OrderHistoryRow[]): OrderSummary[] {
  const orders = new Map<number, OrderSummary & { totalMinor: number }>();
  for (const row of rows) {
    let order = orders.get(row.id);
    if (!order) {
      order = { id: row.id, createdAt: row.created_at * 1000, status: row.status, currency: row.currency, items: [], total: 0, totalMinor: 0 };
      orders.set(row.id, order);
    }
    const quantity = row.count > 0 ? row.count : 1;
    order.items.push({ itemId: row.item_id, name: row.title, image: row.img_url, category: row.category, price: row.sum, quantity });
    // Summed in cents, so 0.1 + 0.2 stays 0.30.
    order.totalMinor += Math.round(row.sum * 100) * quantity;
    // What was charged (after a promo discount and VAT) when the api says so; else spec §3's sum of the items.
    order.total = row.order_amount ?? order.totalMinor / 100;
  }
  return [...orders.values()].map(({ totalMinor: _totalMinor, ...order }) => order);
}

export interface OrdersPage {
  orders: OrderSummary[];
  /** The page shown (the one asked for, kept within 1..pages). */
  page: number;
  pages: number;
}

/** Spec §9: 5 orders a page. */
export function pageOfOrders(orders: readonly OrderSummary[], page: number, size: number = ORDER_HISTORY_PAGE_SIZE): OrdersPage {
  const pages = Math.max(1, Math.ceil(orders.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { orders: orders.slice((current - 1) * size, current * size), page: current, pages };
}

const two = (value: number) => String(value).padStart(2, '0');

/** Spec §9: order dates as DD.MM.YYYY HH:mm, in the visitor's time zone. */
export function formatOrderDate(milliseconds: number): string {
  const date = new Date(milliseconds);
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
