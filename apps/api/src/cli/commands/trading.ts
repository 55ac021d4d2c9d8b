/** Item movement: what needs a person, one trade's story, open intakes, each bot's state, and resending. */
import { parseId, UsageError } from '../args.ts';
import type { StaffClient } from '../client.ts';
import { defineCommand, option, show } from '../command.ts';
import { keyValues, table, when } from '../table.ts';

export const attention = defineCommand({
  path: ['trades', 'attention'],
  args: [],
  summary: 'Trades needing a person (Steam failing, lost answers, overdue offers, reversed intakes), refunds the provider refused, and items missing from a bot',
  async run(context) {
    const report = await (await context.staff()).trading.attention.query();
    show(context, report, () => {
      const trades = report.trades.length
        ? table(report.trades, [
            { header: 'Trade', value: (row) => String(row.id), align: 'right' },
            { header: 'Kind', value: (row) => row.kind },
            { header: 'Status', value: (row) => row.status },
            { header: 'Bot', value: (row) => row.bot },
            { header: 'Order', value: (row) => (row.orderId ? `#${row.orderId}` : row.sellOrderId ? `sell #${row.sellOrderId}` : null) },
            { header: 'Offer', value: (row) => row.offerId },
            { header: 'Why', value: (row) => row.why },
            { header: 'Last error', value: (row) => row.lastError },
          ])
        : 'No trades need attention.';
      const refunds = report.refunds.length
        ? `\n\nRefunds the provider refused (settle them in Paysage's back office):\n${table(report.refunds, [
            { header: 'Refund', value: (row) => String(row.id), align: 'right' },
            { header: 'Order', value: (row) => `#${row.orderId}` },
            { header: 'Amount', value: (row) => row.amount, align: 'right' },
            { header: 'Error', value: (row) => row.error },
          ])}`
        : '';
      const missing = report.missingAssets.length
        ? `\n\nItems the shop held that the bot's Steam inventory no longer has (their listings are withdrawn):\n${table(report.missingAssets, [
            { header: 'Asset', value: (row) => String(row.id), align: 'right' },
            { header: 'Bot', value: (row) => row.bot },
            { header: 'Steam asset', value: (row) => row.assetId },
            { header: 'Listing', value: (row) => (row.listingId ? `#${row.listingId} ${row.listing ?? ''}`.trim() : null) },
            { header: 'Since', value: (row) => when(row.since) },
          ])}`
        : '';
      return `${trades}${refunds}${missing}\n\nOne trade whole: npm run admin -- trades show <id>; send again: npm run admin -- trades resend <id>`;
    });
  },
});

export const showTrade = defineCommand({
  path: ['trades', 'show'],
  args: ['[<id>]'],
  options: { order: { value: '<id>', description: "The order's trades instead (an order's items move in one trade per bot)" } },
  summary: "One trade: its offer, items (old and new asset ids) and every step it took; --order <id>: the trades of an order",
  async run(context, input) {
    const staff = await context.staff();
    const order = option(input, 'order');
    const [rawId] = input.positionals;
    if ((order === undefined) === (rawId === undefined)) throw new UsageError('Give a trade id or --order <id>, e.g. trades show 12, or trades show --order 33.');
    const ids = order === undefined ? [parseId(rawId)] : (await staff.orders.trades.query({ id: parseId(order, 'order id') })).tradeIds;
    if (ids.length === 0) {
      show(context, [], () => `Order #${order} has no trade: nothing of it was handed to a bot (it was not paid, or its delivery was never queued).`);
      return;
    }
    const trades = await Promise.all(ids.map((id) => staff.trading.show.query({ id })));
    show(context, order === undefined ? trades[0] : trades, () => trades.map(tradeText).join('\n\n'));
  },
});

type TradeStory = Awaited<ReturnType<StaffClient['trading']['show']['query']>>;

function tradeText(trade: TradeStory): string {
  const head = keyValues([
    ['Kind', trade.kind],
    ['Status', trade.status],
    ['Bot', trade.bot],
    ['For', trade.orderId ? `order #${trade.orderId}` : `sell order #${trade.sellOrderId}`],
    ['Partner', `${trade.partnerSteamId} (${trade.tradeUrl})`],
    ['Offer', trade.offerId ? `${trade.offerId}, code ${trade.code}, attempt ${trade.attempt}` : null],
    ['Deadline', when(trade.deadlineAt)],
    ['Accepted', when(trade.acceptedAt)],
    ['Held until', when(trade.holdUntil)],
    ['Protected until', when(trade.protectedUntil)],
    ['Done', when(trade.doneAt)],
    ['Failed because', trade.failureReason],
    ['Last error', trade.lastError],
  ]);
  const items = table(trade.items, [
    { header: 'Item', value: (row) => row.title },
    { header: 'Asset', value: (row) => row.assetId },
    { header: 'New asset', value: (row) => row.newAssetId },
    { header: 'Held', value: (row) => row.assetStatus },
  ]);
  const events = table(trade.events, [
    { header: 'When', value: (row) => when(row.at) },
    { header: 'From', value: (row) => row.from },
    { header: 'To', value: (row) => row.to },
    { header: 'By', value: (row) => row.source },
    { header: 'Note', value: (row) => row.note },
  ]);
  return `Trade ${trade.id}\n${head}\n\nItems\n${items}\n\nHistory\n${events}`;
}

export const intakes = defineCommand({
  path: ['trades', 'intakes'],
  args: [],
  summary: "Skins on their way in from sellers (the bots' offers asking for them), oldest first",
  async run(context) {
    const rows = await (await context.staff()).trading.intakes.query();
    show(context, rows, () =>
      rows.length === 0
        ? 'No intakes are open.'
        : table(rows, [
            { header: 'Trade', value: (row) => String(row.id), align: 'right' },
            { header: 'Sell order', value: (row) => `#${row.sellOrderId}` },
            { header: 'Skin', value: (row) => row.skin },
            { header: 'Status', value: (row) => row.status },
            { header: 'Bot', value: (row) => row.bot },
            { header: 'Code', value: (row) => row.code },
            { header: 'Deadline', value: (row) => when(row.deadlineAt) },
          ]),
    );
  },
});

export const resend = defineCommand({
  path: ['trades', 'resend'],
  args: ['<id>'],
  summary: 'Send a declined, expired, countered or unconfirmed offer again now (past the buyer\'s one resend)',
  async run(context, input) {
    const trade = await (await context.staff()).trading.resend.mutate({ id: parseId(input.positionals[0]) });
    show(context, trade, () => `Trade ${trade.id} is ${trade.status}: the worker sends a new offer within seconds.`);
  },
});

export const cancel = defineCommand({
  path: ['trades', 'cancel'],
  args: ['<id>'],
  options: { reason: { value: '<text>', description: 'Why (the buyer reads it in the refund mail), e.g. "the buyer withdrew"', required: true } },
  summary: 'Cancel a delivery before its offer is out (the buyer withdrew): its items are refunded and go back on sale',
  async run(context, input) {
    const reason = option(input, 'reason');
    if (!reason) throw new UsageError('--reason <text> is needed, e.g. --reason "the buyer withdrew before the offer was sent"');
    const trade = await (await context.staff()).trading.cancel.mutate({ id: parseId(input.positionals[0]), reason });
    show(context, trade, () => `Trade ${trade.id} is cancelled: its items are refunded (the worker sends the refund) and back on sale.`);
  },
});

export const bots = defineCommand({
  path: ['bots'],
  args: [],
  summary: "Each Steam bot: session, the items the shop holds in it, pending confirmations, rate limit, last error, open trades",
  async run(context) {
    const rows = await (await context.staff()).trading.bots.query();
    // Steam's own inventory count is not shown: it counts what Steam enumerates (the sandbox lists only items that
    // came in by trade, a real bot also other games' items), so beside the shop's count it reads as a loss.
    show(context, rows, () =>
      `${table(rows, [
        { header: 'Bot', value: (row) => `${row.accountName}${row.active ? '' : ' (retired)'}` },
        { header: 'Session', value: (row) => (row.steam ? (row.steam.loggedIn ? `yes, until ${when(row.steam.sessionExpiresAt) ?? '?'}` : 'no') : (row.steamError ?? '-')) },
        { header: 'Items (ours)', value: (row) => String(row.assetsHeld), align: 'right' },
        { header: 'Confirmations', value: (row) => (row.steam ? String(row.steam.pendingConfirmations) : null), align: 'right' },
        { header: 'Open trades', value: (row) => String(row.openTrades), align: 'right' },
        { header: 'Rate-limited until', value: (row) => when(row.rateLimitedUntil) },
        { header: 'Last error', value: (row) => (row.lastError ? `${row.lastError} (${when(row.lastErrorAt)})` : null) },
      ])}\n\nItems (ours): held or in an offer by the shop's records; custody checks each against Steam, and one a bot lacks shows in trades attention.`,
    );
  },
});

export const refundOrder = defineCommand({
  path: ['orders', 'refund'],
  args: ['<id>'],
  summary: 'Refund a refund_required order whole through Paysage (sent by the worker, once)',
  details: ['Items whose delivery failed are refunded by themselves; this is for orders paid with the wrong amount or after their items were sold.'],
  async run(context, input) {
    const refund = await (await context.staff()).trading.refundOrder.mutate({ id: parseId(input.positionals[0]) });
    show(context, refund, () => `Refund ${refund.id} of ${refund.amount} for order #${refund.orderId} is recorded; the worker asks Paysage within seconds (see the order's history).`);
  },
});

export const tradingCommands = [attention, showTrade, intakes, resend, cancel, bots];
