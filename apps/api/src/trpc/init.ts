/**
 * tRPC for the staff router: one error model (errors.ts) and two kinds of procedure. Every procedure but
 * sign-in is staff-only and takes the staff member from a bearer token, never from a session cookie: the
 * router is exempt from the XSRF check (plugin.ts), which is safe only because a browser never adds an
 * Authorization header to a cross-site request.
 */
import { AUTH_MESSAGES } from '@skins/shared';
import { initTRPC, TRPCError } from '@trpc/server';
import type { StaffContext } from './context.ts';
import { fieldErrorsOf, publicMessage, toTRPCError } from './errors.ts';

const t = initTRPC.context<StaffContext>().create({
  // Stack traces stay on the server whatever NODE_ENV says.
  isDev: false,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    message: publicMessage(error),
    data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, fieldErrors: fieldErrorsOf(error) ?? null },
  }),
});

export const router = t.router;

/** AppErrors (and the Prisma errors the REST api maps too) become tRPC errors of the same HTTP status. */
const translateErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

export const publicProcedure = t.procedure.use(translateErrors);

export const staffProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || ctx.authVia !== 'token') {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: `${AUTH_MESSAGES.unauthenticated} The staff API needs a bearer token: sign in with the admin CLI.` });
  }
  if (ctx.user.role !== 'staff') throw new TRPCError({ code: 'FORBIDDEN', message: 'Staff only.' });
  return next({ ctx: { ...ctx, staff: ctx.user } });
});
