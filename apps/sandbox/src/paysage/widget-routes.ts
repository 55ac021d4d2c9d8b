import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { sameSecret } from './auth.ts';
import { CHALLENGE_CODE, TEST_CARDS, validateCard } from './cards.ts';
import type { CardInput } from './cards.ts';
import { formatMinor } from './money.ts';
import { PaymentError, returnUrl } from './payments.ts';
import type { PaymentService } from './payments.ts';
import { parseWith, summarize, widgetCheckoutSchema } from './schemas.ts';
import type { FieldErrors, WidgetCheckout } from './schemas.ts';
import type { Checkout, PaysageStore, Transaction } from './store.ts';

/**
 * What `be_gateway.js` talks to. The widget runs inside the shop's page (another origin), so these routes
 * answer CORS. Two modes, as in beGateway: a server-made `token`, or public-key mode where the browser
 * sends the order itself and the checkout is created on the fly when the customer pays.
 */
const SCRIPT = readFileSync(new URL('./widget-client.js', import.meta.url), 'utf8');

type Body = Record<string, unknown>;
const asObject = (value: unknown): Body => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {});

export function registerWidgetRoutes(app: FastifyInstance, ctx: SandboxContext, store: PaysageStore, payments: PaymentService): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/paysage/widget/')) return;
    // No credentials cross origins here, so any shop origin may call; the public key is the access check.
    reply.header('access-control-allow-origin', request.headers.origin ?? '*').header('vary', 'Origin');
  });

  app.options('/paysage/widget/*', async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type, accept')
      .header('access-control-max-age', '600')
      .send(),
  );

  app.get('/paysage/widget/be_gateway.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SCRIPT.replace('__SANDBOX_PAYSAGE_BASE__', `${ctx.publicBase()}/paysage`)),
  );

  const fail = (reply: FastifyReply, status: number, message: string, errors?: Record<string, string[]>) =>
    reply.code(status).send({ status: 'error', message, ...(errors ? { errors } : {}) });

  type Resolved =
    | { kind: 'token'; checkout: Checkout }
    | { kind: 'public_key'; request: WidgetCheckout }
    | { kind: 'error'; status: number; message: string; errors?: FieldErrors };

  /** What the widget was opened with: an existing checkout, or a public-key order validated like the server API. */
  function resolve(body: Body): Resolved {
    if (typeof body['token'] === 'string') {
      const checkout = store.checkouts.get(body['token']);
      return checkout ? { kind: 'token', checkout } : { kind: 'error', status: 404, message: 'Record not found' };
    }
    const input = { ...body, ...asObject(body['checkout']) };
    if (!sameSecret(String(input['public_key'] ?? ''), ctx.config.paysage.publicKey)) {
      return { kind: 'error', status: 401, message: 'Invalid public key. Check the shop settings.' };
    }
    const parsed = parseWith(widgetCheckoutSchema, input);
    if (!parsed.ok) return { kind: 'error', status: 422, message: summarize(parsed.errors), errors: parsed.errors };
    return { kind: 'public_key', request: parsed.value };
  }

  app.post('/paysage/widget/init', async (request, reply) => {
    const resolved = resolve(asObject(request.body));
    if (resolved.kind === 'error') return fail(reply, resolved.status, resolved.message, resolved.errors);
    if (resolved.kind === 'public_key') return describe(resolved.request.order, resolved.request.settings);
    try {
      payments.assertPayable(resolved.checkout);
    } catch (error) {
      if (error instanceof PaymentError) return fail(reply, error.httpStatus, error.message);
      throw error;
    }
    return describe(resolved.checkout.order, resolved.checkout.settings);
  });

  app.post('/paysage/widget/pay', async (request, reply) => {
    const body = asObject(request.body);
    const resolved = resolve(body);
    if (resolved.kind === 'error') return fail(reply, resolved.status, resolved.message, resolved.errors);
    const card = validateCard(asObject(body['card']) as CardInput);
    if (!card.ok) return fail(reply, 422, 'Card details are invalid', card.errors);
    try {
      // Public-key mode: the token is generated on the fly, only once the card is known to be well-formed.
      const checkout = resolved.kind === 'token' ? resolved.checkout : payments.createCheckout(resolved.request, 'widget');
      return outcome(checkout, payments.pay(checkout, card.card));
    } catch (error) {
      if (error instanceof PaymentError) return fail(reply, error.httpStatus, error.message);
      throw error;
    }
  });

  app.post('/paysage/widget/3ds', async (request, reply) => {
    const body = asObject(request.body);
    const transaction = store.transactions.get(String(body['uid'] ?? ''));
    const checkout = transaction && store.checkouts.get(transaction.checkoutToken);
    if (!transaction || !checkout) return fail(reply, 404, 'Record not found');
    if (transaction.status !== 'incomplete') return outcome(checkout, transaction);
    try {
      const answer = body['cancel'] === true ? ({ cancel: true } as const) : { code: String(body['code'] ?? '') };
      return outcome(checkout, payments.answerChallenge(transaction, answer));
    } catch (error) {
      if (error instanceof PaymentError) return fail(reply, error.httpStatus, error.message);
      throw error;
    }
  });

  function describe(order: Checkout['order'], settings: Checkout['settings']) {
    return {
      status: 'ok',
      order: { amount: order.amount, currency: order.currency, description: order.description },
      amount_formatted: formatMinor(order.amount, order.currency),
      language: settings.language ?? 'en',
      auto_return: settings.auto_return ?? 3,
      cancel_url: settings.cancel_url ?? settings.return_url ?? null,
      test: true,
      test_cards: TEST_CARDS.slice(0, 5).map((card) => ({ number: card.number, description: card.description })),
      challenge_code: CHALLENGE_CODE,
    };
  }

  function outcome(checkout: Checkout, transaction: Transaction) {
    const incomplete = transaction.status === 'incomplete';
    return {
      status: transaction.status,
      uid: transaction.uid,
      token: checkout.token,
      message: transaction.message,
      payment_message: transaction.paymentMessage,
      // Incomplete: where a browser would answer the challenge (beGateway's /process/<uid>); else the shop's URL.
      redirect_url: incomplete
        ? `${ctx.publicBase()}/paysage/v2/checkout/3ds?uid=${transaction.uid}`
        : returnUrl(checkout, transaction.returnTarget, transaction),
      auto_return: checkout.settings.auto_return ?? 3,
    };
  }
}
