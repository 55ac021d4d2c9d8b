/** Sell orders from staff's side: list, show with history, and the staff transitions of DESIGN.md. */
import { SELL_ORDER_STATUSES } from '@skins/shared/sell-orders';
import { parseId, UsageError } from '../args.ts';
import type { StaffClient } from '../client.ts';
import { defineCommand, option, show, type CliContext } from '../command.ts';
import { euro, keyValues, table, when } from '../table.ts';

type SellOrder = Awaited<ReturnType<StaffClient['sellOrders']['sold']['mutate']>>;
type SellOrderDetail = Awaited<ReturnType<StaffClient['sellOrders']['show']['query']>>;

const noteOption = { note: { value: '<text>', description: 'Why, kept in the history' } };

/** "Sell order 12 (Dragonclaw Hook) is now Offer Available, offer €120.50." */
function changed(context: CliContext, order: SellOrder, extra = ''): void {
  show(context, order, () => `Sell order ${order.id} (${order.skinName}) is now ${order.statusLabel}${extra}.`);
}

export const list = defineCommand({
  path: ['sell-orders', 'list'],
  args: [],
  options: { status: { value: '<status>', description: `Only this status: ${SELL_ORDER_STATUSES.join(', ')}` } },
  summary: 'List sell orders, oldest first',
  details: ['Example: npm run admin -- sell-orders list --status pending'],
  async run(context, input) {
    const status = option(input, 'status');
    if (status !== undefined && !(SELL_ORDER_STATUSES as readonly string[]).includes(status)) {
      throw new UsageError(`Unknown status "${status}". Use one of: ${SELL_ORDER_STATUSES.join(', ')}.`);
    }
    const rows = await (await context.staff()).sellOrders.list.query(status ? { status: status as (typeof SELL_ORDER_STATUSES)[number] } : undefined);
    show(context, rows, () => {
      if (rows.length === 0) return status ? `No sell orders with status ${status}.` : 'No sell orders.';
      const body = table(rows, [
        { header: 'ID', value: (row) => String(row.id), align: 'right' },
        { header: 'Status', value: (row) => row.status },
        { header: 'Skin', value: (row) => row.skinName },
        { header: 'Rarity', value: (row) => row.quality },
        { header: 'Asking', value: (row) => euro(row.askingEur), align: 'right' },
        { header: 'Offer', value: (row) => euro(row.offerEur), align: 'right' },
        { header: 'Final', value: (row) => euro(row.finalEur), align: 'right' },
        { header: 'Seller', value: (row) => row.seller },
        { header: 'Created', value: (row) => when(row.createdAt) },
      ]);
      return `${body}\n\n${rows.length} sell order${rows.length === 1 ? '' : 's'}.`;
    });
  },
});

export const attention = defineCommand({
  path: ['sell-orders', 'attention'],
  args: [],
  options: {},
  summary: 'What needs a person first: skins the instant quote left to staff, failed intakes, payouts due',
  details: ['Example: npm run admin -- sell-orders attention'],
  async run(context) {
    const rows = await (await context.staff()).sellOrders.attention.query();
    show(context, rows, () => {
      if (rows.length === 0) return 'Nothing needs a person: every sell order runs on its own.';
      const body = table(rows, [
        { header: 'ID', value: (row) => String(row.id), align: 'right' },
        { header: 'Status', value: (row) => row.status },
        { header: 'Skin', value: (row) => row.skinName },
        { header: 'Seller', value: (row) => row.seller },
        { header: 'Why', value: (row) => row.why },
        { header: 'Quote reasons', value: (row) => row.reasons ?? '' },
        { header: 'Since', value: (row) => when(row.since) },
      ]);
      return `${body}\n\n${rows.length} sell order${rows.length === 1 ? '' : 's'} need${rows.length === 1 ? 's' : ''} a person.`;
    });
  },
});

function detail(order: SellOrderDetail): string {
  const card = order.card ? [order.card, order.cardHolderName, order.cardExpireDate].filter(Boolean).join(', ') : null;
  const head = keyValues([
    ['Status', `${order.statusLabel} (${order.status})`],
    ['Skin', `${order.skinName} (${order.quality})`],
    ['Asking', euro(order.askingEur)],
    ['Offer', euro(order.offerEur)],
    ['Final price', euro(order.finalEur)],
    ['Seller', order.seller],
    ['IBAN / BIC', order.sellerIban ? `${order.sellerIban} / ${order.sellerBicSwift ?? '—'}` : null],
    ['Steam link', order.steamLink],
    ['Trade URL', order.tradeUrl],
    ['Payout card', card],
    ['Instant quote', order.quote ? `#${order.quote.id}: ${order.quote.reasons}` : null],
    ['Payout due', order.payoutDueAt ? when(order.payoutDueAt) : null],
    ['Payout ref', order.payoutReference],
    ['Paid out', when(order.paidOutAt)],
    ['Created', when(order.createdAt)],
  ]);
  const history = table(order.history, [
    { header: 'When', value: (event) => when(event.at) },
    { header: 'Who', value: (event) => event.actor },
    { header: 'From', value: (event) => event.from },
    { header: 'To', value: (event) => event.to },
    { header: 'Price', value: (event) => euro(event.priceEur), align: 'right' },
    { header: 'Note', value: (event) => event.note },
  ]);
  return `Sell order ${order.id}\n${head}\n\nHistory\n${history}`;
}

export const showOne = defineCommand({
  path: ['sell-orders', 'show'],
  args: ['<id>'],
  summary: 'Show one sell order with its seller, payout details and history',
  async run(context, input) {
    const id = parseId(input.positionals[0]);
    const order = await (await context.staff()).sellOrders.show.query({ id });
    show(context, order, () => detail(order));
  },
});

export const offer = defineCommand({
  path: ['sell-orders', 'offer'],
  args: ['<id>', '<price>'],
  summary: 'Make or change the offer (euro); the seller is e-mailed (a seller with no e-mail sees it on the Sell Orders tab)',
  details: ['Example: npm run admin -- sell-orders offer 12 120.50'],
  async run(context, input) {
    const [rawId, price] = input.positionals;
    const id = parseId(rawId);
    if (price === undefined) throw new UsageError('The price (euro) is missing, e.g. 120.50.');
    const order = await (await context.staff()).sellOrders.offer.mutate({ id, price });
    changed(context, order, `, offer ${euro(order.offerEur)}; ${order.sellerEmailed ? 'the seller is e-mailed' : 'the seller has no e-mail and sees it on their Sell Orders tab'}`);
  },
});

export const sold = defineCommand({
  path: ['sell-orders', 'sold'],
  args: ['<id>', '<final-price>'],
  options: {
    payout: { value: '<reference>', description: 'The payout transfer reference (each is recorded once)', required: true },
    reason: { value: '<text>', description: 'Why the price differs from the one the seller accepted (the seller sees it)' },
  },
  summary: 'Record the payout at a final price (euro); refused until the skin was received and its protection window closed',
  details: [
    'Example: npm run admin -- sell-orders sold 12 125.00 --payout SEPA-2026-0042',
    'The skin is received when the seller accepts the bot\'s trade offer; there is no command to claim it.',
  ],
  async run(context, input) {
    const [rawId, finalPrice] = input.positionals;
    const id = parseId(rawId);
    const payoutReference = option(input, 'payout');
    if (finalPrice === undefined || !payoutReference) throw new UsageError('A final price (euro) and --payout <reference> are needed.');
    const order = await (await context.staff()).sellOrders.sold.mutate({ id, finalPrice, payoutReference, reason: option(input, 'reason') });
    changed(context, order, ` at ${euro(order.finalEur)}, payout ${order.payoutReference}`);
  },
});

export const returnOrder = defineCommand({
  path: ['sell-orders', 'return'],
  args: ['<id>'],
  options: noteOption,
  summary: 'Return the skin to the seller (accepted or received orders)',
  async run(context, input) {
    const id = parseId(input.positionals[0]);
    changed(context, await (await context.staff()).sellOrders.return.mutate({ id, note: option(input, 'note') }));
  },
});

export const cancel = defineCommand({
  path: ['sell-orders', 'cancel'],
  args: ['<id>'],
  options: noteOption,
  summary: 'Cancel a sell order (pending, offer or accepted)',
  async run(context, input) {
    const id = parseId(input.positionals[0]);
    changed(context, await (await context.staff()).sellOrders.cancel.mutate({ id, note: option(input, 'note') }));
  },
});

export const resalePrice = defineCommand({
  path: ['sell-orders', 'resale-price'],
  args: ['<id>', '<price>'],
  summary: 'Set the price (euro) the received skin is listed at (default: the 30-day median, else what we paid + 25%)',
  async run(context, input) {
    const [rawId, price] = input.positionals;
    const id = parseId(rawId);
    if (price === undefined) throw new UsageError('The price (euro) is missing, e.g. 140.00.');
    changed(context, await (await context.staff()).sellOrders.resalePrice.mutate({ id, price }), `; it is listed at €${Number(price).toFixed(2)}`);
  },
});

export const sellOrderCommands = [list, attention, showOne, offer, sold, resalePrice, returnOrder, cancel];
