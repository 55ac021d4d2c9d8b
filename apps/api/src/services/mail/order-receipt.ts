import { formatPrice } from '@skins/shared';
import type { OutgoingMail } from './mailer.ts';
import { PRODUCT_NAME } from './templates.ts';

export interface ReceiptOrder {
  id: number;
  email: string;
  name: string;
  currency: string;
  currencySymbol: string;
  amountMinor: bigint;
  tradeUrl: string | null;
  /** The codes of the offers Steam has had for this order (none yet: the offer is being prepared). */
  offerCodes: string[];
  /** No offer could be sent at all (the order page says why, and the refund follows). */
  offerFailed: boolean;
  items: Array<{ title: string; price: string }>;
  ordersUrl: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The receipt sent when a cart order is paid: what was bought, what was charged, what happens next. */
export function orderReceiptMail(order: ReceiptOrder): OutgoingMail {
  const total = formatPrice(Number(order.amountMinor) / 100, order.currencySymbol);
  const lines = order.items.map((item) => `${item.title} — ${formatPrice(Number(item.price), order.currencySymbol)}`);
  // Said as it is at this moment, promising no later mail: the offer may be answered, lapse or fail before its
  // own mail would go out, and then that mail never does. The order page shows how it stands, whatever happens.
  const where = order.tradeUrl ? ` to your trade URL:\n${order.tradeUrl}\n` : '. ';
  const delivery = order.offerCodes.length
    ? `Our Steam bot has sent you a trade offer of these items with the code ${order.offerCodes.join(', ')}${where}Accept only an offer that carries it. Your order page links to the offer and shows how it stands.`
    : order.offerFailed
      ? 'We could not send you a Steam trade offer of these items. Your order page says why and what happens next.'
      : `We are preparing a Steam trade offer of these items${where}Your order page shows it as soon as Steam has it, with the code it carries, so you can tell it is ours.`;
  return {
    to: order.email,
    messageKey: `receipt-order-${order.id}`,
    subject: `${PRODUCT_NAME}: receipt for order #${order.id}`,
    text: [`Hello ${order.name},`, '', `Thank you for your order #${order.id}. We received your payment of ${total} (${order.currency}).`, '', ...lines, '', delivery, '', `Your orders: ${order.ordersUrl}`].join('\n'),
    html: `<p>Hello ${escapeHtml(order.name)},</p><p>Thank you for your order <strong>#${order.id}</strong>. We received your payment of <strong>${escapeHtml(total)}</strong> (${order.currency}).</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p>${escapeHtml(delivery).replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(order.ordersUrl)}">View your orders</a></p>`,
  };
}
