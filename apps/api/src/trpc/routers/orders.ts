import { listOrdersNeedingAttention } from '../../services/orders/orders-needing-attention.ts';
import { reconcileOrder } from '../../services/orders/reconcile-order.ts';
import { router, staffProcedure } from '../init.ts';
import { staffIdInput } from '@skins/shared/staff';

export const ordersRouter = router({
  /** refund_required, and pending/processing past their expiry. */
  attention: staffProcedure.query(({ ctx }) => listOrdersNeedingAttention(ctx.db)),

  /** Asks Paysage about one order by its tracking id and applies what it says. */
  reconcile: staffProcedure.input(staffIdInput).mutation(({ ctx, input }) => reconcileOrder(ctx.db, ctx.paysage, input.id)),
});
