/** The signed-in user's own account (spec §7 user/*), under /api/user. Every route needs a user (401). */
import {
  AUTH_MESSAGES,
  changePasswordBodySchema,
  messageResponseSchema,
  updateProfileBodySchema,
  updateUserTypeBodySchema,
  userProfileResponseSchema,
  userProfileUpdatedResponseSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startSession } from '../../lib/session-cookie.ts';
import { currentUser, requireUser } from '../../plugins/app/auth.ts';
import { changePassword } from '../../services/auth/passwords-change.ts';
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

  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Updates the fields sent (account page, checkout, payout details, trade URL)',
        body: updateProfileBodySchema,
        response: { 200: userProfileUpdatedResponseSchema },
      },
    },
    async (request) => ({
      status: 'OK' as const,
      message: 'Profile updated successfully',
      payload: await updateProfile(app.db, currentUser(request), request.body, app.enqueueAccountEmail),
    }),
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
      await changePassword(app.db, user, request.body);
      // Every session was revoked; this browser continues in a new one.
      if (request.authVia === 'session') await startSession(app, request, reply, user.id);
      return { status: 'OK' as const, message: AUTH_MESSAGES.passwordChanged };
    },
  );
};

export default userRoutes;
