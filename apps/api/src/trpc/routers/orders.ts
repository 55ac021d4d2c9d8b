import { listOrdersNeedingAttention } from '../../services/orders/orders-needing-attention.ts';
import { reconcileOrder } from '../../services/orders/reconcile-order.ts';
import { resendReceipt } from '../../services/orders/send-receipts.ts';
import { router, staffProcedure } from '../init.ts';
import { staffIdInput } from '@skins/shared/staff';

export const ordersRouter = router({
  /** refund_required, pending/processing past their expiry, and receipts that used up their tries. */
  attention: staffProcedure.query(({ ctx }) => listOrdersNeedingAttention(ctx.db)),

  /** Asks Paysage about one order by its tracking id and applies what it says. */
  reconcile: staffProcedure.input(staffIdInput).mutation(({ ctx, input }) => reconcileOrder(ctx.db, ctx.paysage, input.id)),

  /** A receipt that used up its tries gets new ones (after the mail server is mended). */
  resendReceipt: staffProcedure.input(staffIdInput).mutation(async ({ ctx, input }) => {
    await resendReceipt(ctx.db, input.id);
    return { id: input.id };
  }),
});
