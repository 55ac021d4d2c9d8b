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
  /** The codes of the offers Steam already has for this order (none yet: the offer is being prepared). */
  offerCodes: string[];
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
  // Said as it is at this moment: an offer Steam has is named with its code; otherwise it is being prepared.
  // Either way the offer's own e-mail (with its link) comes after this one.
  const where = order.tradeUrl ? ` to your trade URL:\n${order.tradeUrl}\n` : '. ';
  const delivery = order.offerCodes.length
    ? `Our Steam bot has sent you a trade offer of these items with the code ${order.offerCodes.join(', ')}${where}Accept only an offer that carries it; our next e-mail has the link to it.`
    : `We are preparing a Steam trade offer of these items${where}We will e-mail you when Steam has it, with the code it carries, so you can tell it is ours.`;
  return {
    to: order.email,
    messageKey: `receipt-order-${order.id}`,
    subject: `${PRODUCT_NAME}: receipt for order #${order.id}`,
    text: [`Hello ${order.name},`, '', `Thank you for your order #${order.id}. We received your payment of ${total} (${order.currency}).`, '', ...lines, '', delivery, '', `Your orders: ${order.ordersUrl}`].join('\n'),
    html: `<p>Hello ${escapeHtml(order.name)},</p><p>Thank you for your order <strong>#${order.id}</strong>. We received your payment of <strong>${escapeHtml(total)}</strong> (${order.currency}).</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p>${escapeHtml(delivery).replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(order.ordersUrl)}">View your orders</a></p>`,
  };
}
