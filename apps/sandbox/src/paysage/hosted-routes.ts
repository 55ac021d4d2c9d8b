import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { singleValued } from '../context.ts';
import { validateCard } from './cards.ts';
import { challengePage, checkoutPage, messagePage, resultPage, testCardsPage } from './hosted-pages.ts';
import { PaymentError, returnUrl } from './payments.ts';
import type { PaymentService } from './payments.ts';
import { checkoutState } from './serialize.ts';
import type { Checkout, PaysageStore, Transaction } from './store.ts';

/**
 * The hosted payment page the customer is redirected to (`redirect_url` of a checkout). Plain HTML forms,
 * so a test can drive it with form POSTs exactly as a browser would.
 */
const DEFAULT_AUTO_RETURN_SECONDS = 3;

export function registerHostedRoutes(app: FastifyInstance, ctx: SandboxContext, store: PaysageStore, payments: PaymentService): void {
  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);

  /** The outcome: straight back to the shop when auto_return is 0, else a result page that returns by itself. */
  function finish(reply: FastifyReply, checkout: Checkout, transaction: Transaction) {
    if (transaction.status === 'incomplete') return reply.redirect(`/paysage/v2/checkout/3ds?uid=${transaction.uid}`, 303);
    const url = returnUrl(checkout, transaction.returnTarget, transaction);
    const seconds = checkout.settings.auto_return ?? DEFAULT_AUTO_RETURN_SECONDS;
    if (url && seconds === 0) return reply.redirect(url, 303);
    return html(reply, 200, resultPage(checkout, transaction, url, seconds));
  }

  function refuse(reply: FastifyReply, error: unknown, checkout?: Checkout) {
    if (!(error instanceof PaymentError)) throw error;
    const back = checkout && returnUrl(checkout, 'cancel');
    return html(reply, error.httpStatus, messagePage('Payment not possible', error.message, back ? { href: back, text: 'Back to the shop' } : undefined));
  }

  app.get<{ Querystring: { token?: string } }>('/paysage/v2/checkout', async (request, reply) => {
    const checkout = store.checkouts.get(String(request.query.token ?? ''));
    if (!checkout) return html(reply, 404, messagePage('Payment not found', 'Record not found'));
    const state = checkoutState(checkout, store);
    if (state.latest?.status === 'incomplete' && !state.expired) return finish(reply, checkout, state.latest);
    if (state.finished && state.latest) return finish(reply, checkout, state.latest);
    try {
      payments.assertPayable(checkout);
    } catch (error) {
      return refuse(reply, error, checkout);
    }
    return html(reply, 200, checkoutPage(checkout));
  });

  app.post('/paysage/v2/checkout/pay', async (request, reply) => {
    const form = singleValued(request.body) ?? {};
    const checkout = store.checkouts.get(form['token'] ?? '');
    if (!checkout) return html(reply, 404, messagePage('Payment not found', 'Record not found'));
    try {
      payments.assertPayable(checkout);
    } catch (error) {
      return refuse(reply, error, checkout);
    }
    const card = validateCard(form);
    if (!card.ok) {
      // A card the form refuses never reaches the "bank": no transaction, no notification.
      return html(reply, 422, checkoutPage(checkout, card.errors, { number: form['number'], holder: form['holder'], exp: form['exp'] }));
    }
    try {
      return finish(reply, checkout, payments.pay(checkout, card.card));
    } catch (error) {
      return refuse(reply, error, checkout);
    }
  });

  app.get<{ Querystring: { token?: string } }>('/paysage/v2/checkout/cancel', async (request, reply) => {
    const checkout = store.checkouts.get(String(request.query.token ?? ''));
    if (!checkout) return html(reply, 404, messagePage('Payment not found', 'Record not found'));
    const url = returnUrl(checkout, 'cancel');
    if (url) return reply.redirect(url, 303);
    return html(reply, 200, messagePage('Payment cancelled', 'You cancelled the payment. The shop gave no URL to return to.'));
  });

  app.get<{ Querystring: { uid?: string } }>('/paysage/v2/checkout/3ds', async (request, reply) => {
    const found = lookup(String(request.query.uid ?? ''));
    if (!found) return html(reply, 404, messagePage('Payment not found', 'Record not found'));
    const [transaction, checkout] = found;
    if (transaction.status !== 'incomplete') return finish(reply, checkout, transaction);
    return html(reply, 200, challengePage(transaction, checkout));
  });

  app.post('/paysage/v2/checkout/3ds', async (request, reply) => {
    const form = singleValued(request.body) ?? {};
    const found = lookup(form['uid'] ?? '');
    if (!found) return html(reply, 404, messagePage('Payment not found', 'Record not found'));
    const [transaction, checkout] = found;
    // A second submit of the same challenge (back button, double click) just shows the outcome again.
    if (transaction.status !== 'incomplete') return finish(reply, checkout, transaction);
    try {
      const answer = form['action'] === 'cancel' ? ({ cancel: true } as const) : { code: form['code'] ?? '' };
      return finish(reply, checkout, payments.answerChallenge(transaction, answer));
    } catch (error) {
      return refuse(reply, error, checkout);
    }
  });

  app.get('/paysage/test-cards', async (_request, reply) => html(reply, 200, testCardsPage(ctx.config.paysage.publicKey)));

  function lookup(uid: string): [Transaction, Checkout] | null {
    const transaction = store.transactions.get(uid);
    const checkout = transaction && store.checkouts.get(transaction.checkoutToken);
    return transaction && checkout ? [transaction, checkout] : null;
  }
}
