/** The signed-in user's own account (spec §7 user/*), under /api/user. Every route needs a user (401). */
import {
  AUTH_MESSAGES,
  changePasswordBodySchema,
  EMAIL_CHANGE_MESSAGES,
  messageResponseSchema,
  updateProfileBodySchema,
  updateUserTypeBodySchema,
  userProfileResponseSchema,
  userProfileUpdatedResponseSchema,
} from '@skins/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieSettings, sessionTokenOf, startSession } from '../../lib/session-cookie.ts';
import { currentUser, requireUser } from '../../plugins/app/auth.ts';
import { isWrongPasswordError } from '../../services/auth/email-change.ts';
import { changePassword } from '../../services/auth/passwords-change.ts';
import { sessionStartedAt } from '../../services/auth/sessions.ts';
import { getProfile } from '../../services/users/profile.ts';
import { setUserType, updateProfile } from '../../services/users/update-profile.ts';
import { authLimits } from '../auth/limits.ts';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  const limits = authLimits(app);
  // Before validation, so a signed-out request learns it is signed out (401) rather than what its body lacks.
  app.addHook('preValidation', requireUser);

  app.get('/profile', { schema: { tags, summary: 'The signed-in user', response: { 200: userProfileResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await getProfile(app.db, currentUser(request).id),
  }));

  /** When this browser's session began (a bearer request has none). */
  const sessionStart = async (request: FastifyRequest) => {
    const token = request.authVia === 'session' ? sessionTokenOf(request, cookieSettings(app.env)) : undefined;
    return token ? sessionStartedAt(app.db, token) : null;
  };

  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Updates the fields sent (account page, checkout, payout details, trade URL); a new e-mail needs current_password and a confirmation link',
        body: updateProfileBodySchema,
        response: { 200: userProfileUpdatedResponseSchema },
      },
    },
    async (request, reply) => {
      const { current_password: currentPassword, ...fields } = request.body;
      // A current password counts like a sign-in, before it is checked: a stolen session must not guess it here.
      const attempt = currentPassword === undefined ? null : await limits.ownerProofFailures.attempt(request, reply);
      let update;
      try {
        update = await updateProfile(app.db, currentUser(request), fields, (email) => app.enqueueAccountEmail(email, request.id), { currentPassword, sessionStartedAt: () => sessionStart(request) });
      } catch (error) {
        if (!isWrongPasswordError(error)) await attempt?.giveBack();
        throw error;
      }
      await attempt?.giveBack();
      return { status: 'OK' as const, message: update.emailChangeRequested ? EMAIL_CHANGE_MESSAGES.confirmationSent : 'Profile updated successfully', payload: update.profile };
    },
  );

  app.post(
    '/update-user-type',
    { schema: { tags, summary: 'Chooses buyer or seller', body: updateUserTypeBodySchema, response: { 200: userProfileUpdatedResponseSchema } } },
    async (request) => ({
      status: 'OK' as const,
      message: 'Account type updated.',
      payload: await setUserType(app.db, currentUser(request).id, request.body.user_type),
    }),
  );

  app.post(
    '/change-password',
    {
      preHandler: [limits.changePasswordPerUser.hook],
      schema: { tags, summary: 'Changes the password; signs out every other session', body: changePasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await changePassword(app.db, user, request.body, { sessionStartedAt: () => sessionStart(request) });
      // Every session was revoked; this browser continues in a new one.
      if (request.authVia === 'session') await startSession(app, request, reply, user.id);
      return { status: 'OK' as const, message: AUTH_MESSAGES.passwordChanged };
    },
  );
};

export default userRoutes;
