import { listOrdersNeedingAttention } from '../../services/orders/orders-needing-attention.ts';
import { tradesOfOrder } from '../../services/orders/order-trades.ts';
import { reconcileOrder } from '../../services/orders/reconcile-order.ts';
import { resendReceipt } from '../../services/orders/send-receipts.ts';
import { router, staffProcedure } from '../init.ts';
import { staffIdInput, unexpectedRefundSettleInput } from '@skins/shared/staff';
import { listUnexpectedRefunds, settleUnexpectedRefund } from '../../services/refunds/unexpected-refunds.ts';

export const ordersRouter = router({
  /** refund_required, pending/processing past their expiry, and receipts that used up their tries. */
  attention: staffProcedure.query(({ ctx }) => listOrdersNeedingAttention(ctx.db)),

  /** The trades moving an order's items: staff go from an order to its delivery (`trades show --order`). */
  trades: staffProcedure.input(staffIdInput).query(({ ctx, input }) => tradesOfOrder(ctx.db, input.id)),

  /** Provider refunds the shop did not expect (a second refund for one already settled, or one it never asked for). */
  unexpectedRefunds: staffProcedure.query(({ ctx }) => listUnexpectedRefunds(ctx.db)),

  settleUnexpectedRefund: staffProcedure.input(unexpectedRefundSettleInput).mutation(async ({ ctx, input }) => {
    await settleUnexpectedRefund(ctx.db, input.id, ctx.staff.email ?? `staff #${ctx.staff.id}`, input.note);
    return { id: input.id };
  }),

  /** Asks Paysage about one order by its tracking id and applies what it says. */
  reconcile: staffProcedure.input(staffIdInput).mutation(({ ctx, input }) => reconcileOrder(ctx.db, ctx.paysage, input.id)),

  /** A receipt that used up its tries gets new ones (after the mail server is mended). */
  resendReceipt: staffProcedure.input(staffIdInput).mutation(async ({ ctx, input }) => {
    await resendReceipt(ctx.db, input.id);
    return { id: input.id };
  }),
});
