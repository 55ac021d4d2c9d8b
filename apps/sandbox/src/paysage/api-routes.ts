import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_SLOW_MS, sleep } from '../faults.ts';
import type { SandboxContext } from '../context.ts';
import { hasShopCredentials } from './auth.ts';
import type { Notifier } from './notifier.ts';
import type { PaymentService } from './payments.ts';
import { createRefund, notifyRefund, refundJson, RefundError, refundRequestSchema } from './refunds.ts';
import { checkoutRequestSchema, parseWith, summarize } from './schemas.ts';
import { checkoutJson, transactionJson } from './serialize.ts';
import type { PaysageStore } from './store.ts';
import type { SigningKeys } from './signing.ts';

/**
 * The merchant-facing server API: checkout tokens (checkout service, errors wrapped in `response`) and
 * status queries (gateway, errors bare), all behind the shop's Basic credentials. `X-API-Version` is
 * accepted and ignored, as the sandbox speaks only version 2.
 */
interface Deps {
  ctx: SandboxContext;
  store: PaysageStore;
  payments: PaymentService;
  notifier: Notifier;
  keys: SigningKeys;
}

export function registerApiRoutes(app: FastifyInstance, { ctx, store, payments, notifier, keys }: Deps): void {
  const { shopId, secretKey } = ctx.config.paysage;

  /** Applies the `paysage.api` fault switch, then the shop credentials; answers and returns false if either stops it. */
  async function admit(request: FastifyRequest, reply: FastifyReply, wrap: boolean): Promise<boolean> {
    const mode = ctx.faults.mode('paysage.api');
    if (mode === 'down') {
      void reply.code(503).header('retry-after', '30').send(body(wrap, { message: 'Service Unavailable' }));
      return false;
    }
    if (mode === 'slow') await sleep(ctx.faults.millis('paysage.api', DEFAULT_SLOW_MS));
    if (!hasShopCredentials(request, shopId, secretKey)) {
      void reply.code(401).header('www-authenticate', 'Basic realm="Paysage sandbox"').send(body(wrap, { message: 'Unauthorized' }));
      return false;
    }
    return true;
  }

  app.post('/paysage/ctp/api/checkouts', async (request, reply) => {
    if (!(await admit(request, reply, true))) return reply;
    const parsed = parseWith(checkoutRequestSchema, request.body, 'checkout');
    if (!parsed.ok) {
      return reply.code(422).send({ response: { message: summarize(parsed.errors), errors: parsed.errors } });
    }
    const checkout = payments.createCheckout(parsed.value.checkout, 'api');
    return { checkout: { token: checkout.token, redirect_url: `${ctx.publicBase()}/paysage/v2/checkout?token=${checkout.token}` } };
  });

  app.get<{ Params: { token: string } }>('/paysage/ctp/api/checkouts/:token', async (request, reply) => {
    if (!(await admit(request, reply, true))) return reply;
    const checkout = store.checkouts.get(request.params.token);
    if (!checkout) return reply.code(404).send({ response: { message: 'Record not found' } });
    return { checkout: checkoutJson(checkout, store, ctx.publicBase(), shopId) };
  });

  app.post('/paysage/transactions/refunds', async (request, reply) => {
    if (!(await admit(request, reply, false))) return reply;
    const parsed = parseWith(refundRequestSchema, request.body, 'request');
    if (!parsed.ok) return reply.code(422).send({ message: summarize(parsed.errors), errors: parsed.errors });
    try {
      if (ctx.faults.mode('paysage.refunds') === 'slow') await sleep(ctx.faults.millis('paysage.refunds', DEFAULT_SLOW_MS));
      const { refund, checkout } = createRefund(store, parsed.value.request, ctx.config.paysage.refundDuplicateSeconds * 1000);
      notifyRefund(notifier, checkout, refund);
      return { transaction: refundJson(refund) };
    } catch (error) {
      if (error instanceof RefundError) return reply.code(error.httpStatus).send({ message: error.message });
      throw error;
    }
  });

  app.get<{ Params: { uid: string } }>('/paysage/transactions/:uid', async (request, reply) => {
    if (!(await admit(request, reply, false))) return reply;
    const refund = store.refunds.get(request.params.uid);
    if (refund) return { transaction: refundJson(refund) };
    const transaction = store.transactions.get(request.params.uid);
    const checkout = transaction && store.checkouts.get(transaction.checkoutToken);
    if (!transaction || !checkout) return reply.code(404).send({ message: 'Record not found' });
    return { transaction: transactionJson(transaction, checkout, ctx.publicBase()) };
  });

  app.get<{ Params: { trackingId: string } }>('/paysage/v2/transactions/tracking_id/:trackingId', async (request, reply) => {
    if (!(await admit(request, reply, false))) return reply;
    // Every transaction with this tracking id, oldest first; an empty list (not a 404) when there is none.
    const transactions = store.byTrackingId(request.params.trackingId).flatMap((transaction) => {
      const checkout = store.checkouts.get(transaction.checkoutToken);
      return checkout ? [transactionJson(transaction, checkout, ctx.publicBase())] : [];
    });
    return { transactions: [...transactions, ...store.refundsByTrackingId(request.params.trackingId).map(refundJson)] };
  });

  app.get<{ Querystring: { format?: string } }>('/paysage/public-signing-key', async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return request.query.format === 'base64' ? keys.publicKeyBase64 : keys.publicKeyPem;
  });

  // Delivery log of notifications, newest first: what was sent where, and what the receiver answered.
  app.get('/paysage/notifications', async () => [...notifier.records].reverse());
}

function body(wrap: boolean, content: { message: string }) {
  return wrap ? { response: content } : content;
}
