/**
 * POST /api/payments/paysage/notifications: the provider's webhook (services/payments/handle-notification.ts
 * says what is believed and why). The signature covers the exact raw body, so this plugin keeps the bytes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { notificationSecrets, paysageConfig } from '../../services/payments/config.ts';
import { handleNotification } from '../../services/payments/handle-notification.ts';
import { toPublicKey } from '../../services/paysage/verify-notification.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

const paymentRoutes: FastifyPluginAsync = async (app) => {
  const secrets = notificationSecrets(app.env);
  const paysage = paysageConfig(app.env);
  const key = toPublicKey(secrets.signaturePublicKey);
  // Only inside this plugin: keep the body's exact bytes, since the signature covers them.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // Parsed only after the signature verified (handle-notification.ts): nothing unproven is even read.
    request.rawBody = body as Buffer;
    done(null, {});
  });

  app.post('/paysage/notifications', { config: { csrf: false, rateLimit: false }, schema: { tags: ['payments'], hide: false } }, async (request, reply) => {
    const headers = request.headers as { authorization?: string; 'content-signature'?: string };
    return reply.code(200).send(await handleNotification({ db: app.db, paysage, secrets, key, log: request.log }, request.rawBody ?? Buffer.alloc(0), headers));
  });
};

export default paymentRoutes;
