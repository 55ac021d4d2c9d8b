/** The e-mail flows (spec §7): verification link, new verification link, forgotten password, reset. */
import {
  AUTH_MESSAGES,
  EMAIL_VERIFICATION_PAGE,
  emailLinkQuerySchema,
  emailBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyEmail } from '../../services/auth/email-verification.ts';
import { requestPasswordReset, resendVerification, resetPassword } from '../../services/auth/passwords-change.ts';
import { authLimits } from './limits.ts';
import { enqueueQuietly } from './safe-enqueue.ts';

const emailLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = authLimits(app);
  const tags = ['auth'];
  const emailRequestLimits = [limits.emailLinkPerIp.hook, limits.emailLinkPerEmail.hook];

  app.post(
    '/resendConfirmationLink',
    { preHandler: emailRequestLimits, schema: { tags, summary: 'E-mails a new verification link', body: emailBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await resendVerification(app.db, request.body.email, enqueueQuietly(app, request));
      return { status: 'OK' as const, message: AUTH_MESSAGES.verificationSent };
    },
  );

  app.get(
    '/email/verify',
    {
      schema: {
        tags,
        summary: `The verification link: verifies and redirects to the web app's ${EMAIL_VERIFICATION_PAGE}?status=success|already-verified|invalid`,
        querystring: emailLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const status = token && token.length <= 200 ? await verifyEmail(app.db, token) : 'invalid';
      return reply.redirect(`${app.env.PUBLIC_WEB_URL.replace(/\/+$/, '')}${EMAIL_VERIFICATION_PAGE}?status=${status}`, 302);
    },
  );

  app.post(
    '/user/reset-password',
    { preHandler: emailRequestLimits, schema: { tags, summary: 'E-mails a password reset link', body: emailBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email, enqueueQuietly(app, request));
      return { status: 'OK' as const, message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/reset-password',
    {
      preHandler: [limits.resetPerIp.hook],
      schema: { tags, summary: 'Sets a new password with the link from the reset e-mail', body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { status: 'OK' as const, message: AUTH_MESSAGES.passwordReset };
    },
  );
};

export default emailLinkRoutes;
