/**
 * The signed-in user's trader API keys under /api/user/api-keys: made, listed and revoked from the account
 * page, by the web session only (an API key or a staff token never manages keys).
 */
import { AUTH_MESSAGES, apiKeyIdParamsSchema, apiKeysResponseSchema, createApiKeyBodySchema, createdApiKeyResponseSchema, messageResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { currentUser, requireUser } from '../../plugins/app/auth.ts';
import { createApiKey, findOwnKey, listApiKeys, markKeyRevoked } from '../../services/trader-api/api-keys.ts';

/** Keys made per user per hour: revoking and making again would otherwise mint keys without end. */
const CREATIONS_PER_HOUR = 20;

const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  app.addHook('preValidation', async (request) => {
    await requireUser(request);
    if (request.authVia !== 'session') throw new AppError('FORBIDDEN', AUTH_MESSAGES.unauthenticated);
  });
  const creations = app.limiter({ name: 'api-key-create', max: CREATIONS_PER_HOUR, windowMs: 3_600_000, key: (request) => String(request.user?.id) });

  app.get('/', { schema: { tags, summary: 'My trader API keys (never their secrets)', response: { 200: apiKeysResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await listApiKeys(app.db, currentUser(request).id),
  }));

  app.post(
    '/',
    {
      preHandler: creations.hook,
      schema: { tags, summary: 'Make a trader API key, read or read_buy; the answer is the only time the whole key is shown', body: createApiKeyBodySchema, response: { 200: createdApiKeyResponseSchema } },
    },
    async (request) => ({ status: 'OK' as const, payload: await createApiKey(app.db, currentUser(request).id, request.body) }),
  );

  app.delete('/:id', { schema: { tags, summary: 'Revoke a trader API key: it stops at once on every api process', params: apiKeyIdParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    const userId = currentUser(request).id;
    const { publicId } = await findOwnKey(app.db, userId, request.params.id);
    await app.traderKeys.revoke(publicId, () => markKeyRevoked(app.db, userId, request.params.id));
    return { status: 'OK' as const, message: 'API key revoked' };
  });
};

export default apiKeyRoutes;
