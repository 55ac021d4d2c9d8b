/** Sell orders from staff's side (DESIGN.md, Sell orders): every change goes through the shared state machine. */
import { sellOrderNoteInput, sellOrderOfferInput, sellOrderResaleInput, sellOrderSaleInput, staffIdInput, staffSellOrderFilterInput } from '@skins/shared/staff';
import { notFound } from '../../lib/errors.ts';
import { recordSale } from '../../services/sell-orders/record-sale.ts';
import {
  cancelSellOrder,
  getSellOrderWithHistory,
  listSellOrdersForStaff,
  makeOffer,
  returnSellOrder,
  setResalePrice,
} from '../../services/sell-orders/staff-actions.ts';
import { sellOrdersNeedingPerson } from '../../services/sell-quotes/staff-attention.ts';
import { isRecordNotFound } from '../errors.ts';
import { router, staffProcedure } from '../init.ts';
import { staffSellOrder, staffSellOrderDetail, staffSellOrderListItem } from '../present.ts';

export const sellOrdersRouter = router({
  list: staffProcedure
    .input(staffSellOrderFilterInput)
    .query(async ({ ctx, input }) => (await listSellOrdersForStaff(ctx.db, input?.status)).map(staffSellOrderListItem)),

  /** What needs a person first: skins the instant quote left to staff, failed intakes, payouts due. */
  attention: staffProcedure.query(({ ctx }) => sellOrdersNeedingPerson(ctx.db)),

  show: staffProcedure.input(staffIdInput).query(async ({ ctx, input }) => {
    const order = await getSellOrderWithHistory(ctx.db, input.id).catch((error: unknown) => {
      // The service looks the order up with findUniqueOrThrow; name what was not found.
      throw isRecordNotFound(error) ? notFound(`Sell order ${input.id} not found`) : error;
    });
    return staffSellOrderDetail(order);
  }),

  /** Makes or changes the offer (euro); the seller is e-mailed by the step outbox (services/sell-orders/seller-step-mails.ts). */
  offer: staffProcedure.input(sellOrderOfferInput).mutation(async ({ ctx, input }) => {
    const order = await makeOffer(ctx.db, ctx.staff.id, input.id, input.price);
    // A seller who signed in with Steam alone has no address: the offer waits on their Sell Orders tab.
    const seller = await ctx.db.user.findUnique({ where: { id: order.userId }, select: { email: true } });
    return { ...staffSellOrder(order), sellerEmailed: Boolean(seller?.email) };
  }),

  // No `receive`: the skin is received when the seller accepts the bot's trade offer (trading).

  /** Sold at a final price (euro) with the payout's reference, recorded once; refused before the skin is the shop's. */
  sold: staffProcedure
    .input(sellOrderSaleInput)
    .mutation(async ({ ctx, input }) => staffSellOrder(await recordSale(ctx.db, ctx.staff.id, input.id, input.finalPrice, input.payoutReference, input.reason))),

  /** The price the received skin is listed at (otherwise the default rule on the reference price). */
  resalePrice: staffProcedure.input(sellOrderResaleInput).mutation(async ({ ctx, input }) => staffSellOrder(await setResalePrice(ctx.db, input.id, input.price))),

  return: staffProcedure.input(sellOrderNoteInput).mutation(async ({ ctx, input }) => staffSellOrder(await returnSellOrder(ctx.db, ctx.staff.id, input.id, input.note))),

  cancel: staffProcedure.input(sellOrderNoteInput).mutation(async ({ ctx, input }) => staffSellOrder(await cancelSellOrder(ctx.db, ctx.staff.id, input.id, input.note))),
});
