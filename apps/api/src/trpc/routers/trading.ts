/** Item movement from staff's side (trading/staff-view.ts). */
import { staffIdInput, tradeCancelInput } from '@skins/shared/staff';
import { requestOrderRefund } from '../../services/refunds/request-refunds.ts';
import { botStates, openIntakes, staffCancelDelivery, staffResend, tradesNeedingAttention, tradeStory } from '../../trading/index.ts';
import { router, staffProcedure } from '../init.ts';

export const tradingRouter = router({
  /** Trades Steam keeps failing on, lost answers, overdue offers, reversed intakes; refunds the provider refused. */
  attention: staffProcedure.query(({ ctx }) => tradesNeedingAttention(ctx.db)),
  show: staffProcedure.input(staffIdInput).query(({ ctx, input }) => tradeStory(ctx.db, input.id)),
  intakes: staffProcedure.query(({ ctx }) => openIntakes(ctx.db)),
  resend: staffProcedure.input(staffIdInput).mutation(({ ctx, input }) => staffResend(ctx.db, input.id, ctx.staff.email ?? `staff #${ctx.staff.id}`)),
  /** Cancels a delivery whose offer is not out (the buyer asked before it was sent): its items are refunded. */
  cancel: staffProcedure.input(tradeCancelInput).mutation(({ ctx, input }) => staffCancelDelivery(ctx.db, input.id, ctx.staff.email ?? `staff #${ctx.staff.id}`, input.reason)),
  bots: staffProcedure.query(({ ctx }) => botStates(ctx.db, ctx.trading)),
  /** Refunds a refund_required order whole, through the provider (the worker sends it, once). */
  refundOrder: staffProcedure.input(staffIdInput).mutation(async ({ ctx, input }) => {
    const refund = await requestOrderRefund(ctx.db, input.id, ctx.staff.email ?? `staff #${ctx.staff.id}`);
    return { id: refund.id, orderId: refund.orderId, amount: `${(Number(refund.amountMinor) / 100).toFixed(2)} ${refund.currency}`, status: refund.status };
  }),
});
