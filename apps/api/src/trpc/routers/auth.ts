import { AUTH_MESSAGES } from '@skins/shared';
import { staffSignInInput } from '@skins/shared/staff';
import { AppError } from '../../lib/errors.ts';
import { countedSignIn } from '../../routes/auth/limits.ts';
import { checkStaffCredentials, issueStaffToken, signOutStaff } from '../../services/auth/staff-sign-in.ts';
import { publicProcedure, router, staffProcedure } from '../init.ts';

export const authRouter = router({
  /**
   * E-mail and password of a staff account -> a bearer token (shown once; only its hash is stored). Counted
   * with the web's sign-ins (per address, and per account from that address) before the password is checked.
   */
  signIn: publicProcedure.input(staffSignInInput).mutation(async ({ ctx, input }) => {
    const staff = await countedSignIn(ctx.signInLimits, ctx.request, ctx.reply, input.email, () => checkStaffCredentials(ctx.db, input.email, input.password), (user) => user === null);
    if (!staff) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
    const signedIn = await issueStaffToken(ctx.db, staff, input.device ?? 'unknown device');
    return { token: signedIn.token, expiresAt: signedIn.expiresAt.toISOString(), user: signedIn.user };
  }),

  /** Revokes the token this request came with. */
  signOut: staffProcedure.mutation(async ({ ctx }) => {
    if (ctx.bearerToken) await signOutStaff(ctx.db, ctx.bearerToken);
    return { signedOut: true as const };
  }),

  me: staffProcedure.query(({ ctx }) => ({ id: ctx.staff.id, email: ctx.staff.email, name: `${ctx.staff.name} ${ctx.staff.surname}`.trim() })),
});
