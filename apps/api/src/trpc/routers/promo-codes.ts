/** Promo codes: staff create, list and disable them. */
import { newPromoCodeInput, promoCodeInput } from '@skins/shared/staff';
import { createPromoCode, disablePromoCode, listPromoCodes } from '../../services/promo/promo-codes.ts';
import { router, staffProcedure } from '../init.ts';

export const promoCodesRouter = router({
  list: staffProcedure.query(({ ctx }) => listPromoCodes(ctx.db)),
  create: staffProcedure
    .input(newPromoCodeInput)
    .mutation(({ ctx, input }) => createPromoCode(ctx.db, input)),
  disable: staffProcedure.input(promoCodeInput).mutation(({ ctx, input }) => disablePromoCode(ctx.db, input.code)),
});
