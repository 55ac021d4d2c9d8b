import { staffSignInInput } from '@skins/shared/staff';
import { AppError } from '../../lib/errors.ts';
import { signInStaff, signOutStaff } from '../../services/auth/staff-sign-in.ts';
import { publicProcedure, router, staffProcedure } from '../init.ts';

export const authRouter = router({
  /** E-mail and password of a staff account -> a bearer token (shown once; only its hash is stored). */
  signIn: publicProcedure
    .input(staffSignInInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.signInFailures.peek(ctx.request, ctx.reply);
      try {
        const signedIn = await signInStaff(ctx.db, input.email, input.password, input.device ?? 'unknown device');
        return { token: signedIn.token, expiresAt: signedIn.expiresAt.toISOString(), user: signedIn.user };
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED') await ctx.signInFailures.hit(ctx.request);
        throw error;
      }
    }),

  /** Revokes the token this request came with. */
  signOut: staffProcedure.mutation(async ({ ctx }) => {
    if (ctx.bearerToken) await signOutStaff(ctx.db, ctx.bearerToken);
    return { signedOut: true as const };
  }),

  me: staffProcedure.query(({ ctx }) => ({ id: ctx.staff.id, email: ctx.staff.email, name: `${ctx.staff.name} ${ctx.staff.surname}`.trim() })),
});
