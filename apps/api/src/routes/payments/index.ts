/**
 * POST /api/payments/paysage/notifications: the provider's webhook. It proves its origin (signature or
 * shop credentials) over the exact raw body, then goes through the one apply path. It answers fast and
 * with the status the provider acts on: 200 once applied or known, 4xx for what must not be retried as is,
 * 5xx when we could not apply it (the provider retries, and the reconciler would find it anyway).
 */
import type { FastifyPluginAsync } from 'fastify';
import { applyProviderTransaction } from '../../services/orders/apply-provider-transaction.ts';
import { notificationSecrets } from '../../services/payments/config.ts';
import { parseProviderTransaction } from '../../services/payments/paysage-client.ts';
import { toPublicKey, verifyNotification } from '../../services/payments/verify-notification.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

const paymentRoutes: FastifyPluginAsync = async (app) => {
  const secrets = notificationSecrets(app.env);
  const key = toPublicKey(secrets.signaturePublicKey);
  // Only inside this plugin: keep the body's exact bytes, since the signature covers them.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, body.length ? JSON.parse(body.toString('utf8')) : {});
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }));
    }
  });

  app.post('/paysage/notifications', { config: { csrf: false, rateLimit: false }, schema: { tags: ['payments'], hide: false } }, async (request, reply) => {
    const verified = verifyNotification(request.rawBody ?? Buffer.alloc(0), request.headers as Record<string, string>, secrets, key);
    if (!verified.ok) {
      request.log.warn({ reason: verified.reason }, 'refused a Paysage notification');
      return reply.code(401).send({ status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Notification not verified', request_id: request.id });
    }
    const body = request.body as { transaction?: unknown; checkout?: unknown };
    const transaction = parseProviderTransaction(body.transaction);
    if (!transaction) {
      // e.g. the bare checkout object sent when a token expires unpaid: the expiry job handles the order.
      return reply.code(200).send({ status: 'OK', result: 'ignored' });
    }
    const result = await applyProviderTransaction(app.db, transaction, 'notification');
    request.log.info({ trackingId: transaction.trackingId, uid: transaction.uid, status: transaction.status, result: result.result }, 'Paysage notification');
    if (result.result === 'mismatch') return reply.code(422).send({ status: 'ERROR', code: 'VALIDATION', message: result.reason, request_id: request.id });
    if (result.result === 'unknown_order') return reply.code(404).send({ status: 'ERROR', code: 'NOT_FOUND', message: 'Unknown tracking id', request_id: request.id });
    return reply.code(200).send({ status: 'OK', result: result.result });
  });
};

export default paymentRoutes;
