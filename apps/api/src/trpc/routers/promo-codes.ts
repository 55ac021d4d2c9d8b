/** Promo codes (issue 7): staff create, list and disable them. */
import { z } from 'zod';
import { createPromoCode, disablePromoCode, listPromoCodes } from '../../services/promo/promo-codes.ts';
import { router, staffProcedure } from '../init.ts';

export const promoCodesRouter = router({
  list: staffProcedure.query(({ ctx }) => listPromoCodes(ctx.db)),
  create: staffProcedure
    .input(
      z.object({
        code: z.string().trim().min(1).max(40),
        kind: z.enum(['percent', 'fixed']),
        value: z.string().trim(),
        minTotalEur: z.string().trim().optional(),
        startsAt: z.string().optional(),
        endsAt: z.string().optional(),
        maxUses: z.number().int().positive().optional(),
        maxUsesPerUser: z.number().int().positive().optional(),
      }),
    )
    .mutation(({ ctx, input }) => createPromoCode(ctx.db, input)),
  disable: staffProcedure.input(z.object({ code: z.string().trim().min(1) })).mutation(({ ctx, input }) => disablePromoCode(ctx.db, input.code)),
});
