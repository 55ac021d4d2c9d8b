/** Orders that need a person: list them, settle one with what Paysage says, send a stuck receipt again. */
import { parseId, UsageError } from '../args.ts';
import { defineCommand, option, show } from '../command.ts';
import { euro, table, when } from '../table.ts';

export const attention = defineCommand({
  path: ['orders', 'attention'],
  args: [],
  summary: 'List orders needing attention (refund_required, pending/processing past their expiry, receipts the mail server never took) and provider refunds the shop did not expect',
  async run(context) {
    const staff = await context.staff();
    const [rows, unexpected] = await Promise.all([staff.orders.attention.query(), staff.orders.unexpectedRefunds.query()]);
    show(context, { orders: rows, unexpectedRefunds: unexpected }, () => {
      const orders =
        rows.length === 0
          ? 'No orders need attention.'
          : `${table(rows, [
              { header: 'ID', value: (row) => String(row.id), align: 'right' },
              { header: 'Status', value: (row) => row.status },
              { header: 'Charged', value: (row) => row.amount, align: 'right' },
              { header: 'Total', value: (row) => euro(row.totalEur), align: 'right' },
              { header: 'Buyer', value: (row) => row.buyer },
              { header: 'Trades', value: (row) => (row.tradeIds.length ? row.tradeIds.join(', ') : null) },
              { header: 'Created', value: (row) => when(row.createdAt) },
              { header: 'Expired', value: (row) => when(row.expiresAt) },
              { header: 'Why', value: (row) => row.reason },
            ])}\n\n${rows.length} order${rows.length === 1 ? '' : 's'}. Settle one with: npm run admin -- orders reconcile <id>; its delivery: npm run admin -- trades show --order <id>`;
      if (unexpected.length === 0) return orders;
      return `${orders}\n\nProvider refunds the shop did not expect (money out that the books do not show):\n${table(unexpected, [
        { header: 'ID', value: (row) => String(row.id), align: 'right' },
        { header: 'Order', value: (row) => (row.orderId ? `#${row.orderId}` : null) },
        { header: 'Refund', value: (row) => (row.refundId ? String(row.refundId) : null) },
        { header: 'Provider uid', value: (row) => row.providerUid },
        { header: 'Amount', value: (row) => row.amount, align: 'right' },
        { header: 'Seen', value: (row) => when(row.seenAt) },
        { header: 'Why', value: (row) => row.note },
      ])}\n\nOnce dealt with: npm run admin -- orders settle-refund <id> --note "<what was done>"`;
    });
  },
});

export const settleRefund = defineCommand({
  path: ['orders', 'settle-refund'],
  args: ['<id>'],
  options: { note: { value: '<text>', description: 'What was done about it (required)' } },
  summary: 'Take an unexpected provider refund off the attention list, saying what was done about it',
  async run(context, input) {
    const id = parseId(input.positionals[0]);
    const note = option(input, 'note');
    if (!note) throw new UsageError('Say what was done about it: --note "<text>"');
    const result = await (await context.staff()).orders.settleUnexpectedRefund.mutate({ id, note });
    show(context, result, () => `Unexpected refund ${result.id} is settled.`);
  },
});

export const reconcile = defineCommand({
  path: ['orders', 'reconcile'],
  args: ['<id>'],
  summary: 'Ask Paysage about one order (by its tracking id) and apply what it says',
  details: ['Safe to repeat: a transaction already applied changes nothing.'],
  async run(context, input) {
    const id = parseId(input.positionals[0]);
    const report = await (await context.staff()).orders.reconcile.mutate({ id });
    show(context, report, () => {
      const head = `Order ${report.id} (tracking ${report.trackingId}): ${report.before === report.after ? `still ${report.after}` : `${report.before} -> ${report.after}`}.`;
      if (report.transactions.length === 0) return `${head}\nPaysage has no transaction for this tracking id.`;
      return `${head}\n\n${table(report.transactions, [
        { header: 'Transaction', value: (row) => row.uid },
        { header: 'Status', value: (row) => row.status },
        { header: 'Result', value: (row) => row.result },
        { header: 'Why', value: (row) => ('reason' in row ? row.reason : null) },
      ])}`;
    });
  },
});

export const resendReceipt = defineCommand({
  path: ['orders', 'resend-receipt'],
  args: ['<id>'],
  summary: 'Send the receipt of a paid order again after it used up its tries (mend the mail server first)',
  async run(context, input) {
    const id = parseId(input.positionals[0]);
    const result = await (await context.staff()).orders.resendReceipt.mutate({ id });
    show(context, result, () => `The receipt of order ${result.id} will be sent within a minute.`);
  },
});

export const orderCommands = [attention, reconcile, resendReceipt, settleRefund];
