import { randomBytes, randomUUID } from 'node:crypto';
import { CHALLENGE_CODE, creditCardView, scenarioFor } from './cards.ts';
import type { Card } from './cards.ts';
import type { Notifier } from './notifier.ts';
import type { CheckoutInput } from './schemas.ts';
import { checkoutJson, checkoutState, transactionJson } from './serialize.ts';
import type { Checkout, PaysageStore, ReturnTarget, Transaction } from './store.ts';

/**
 * The payment logic shared by the hosted page, the widget and the server API: create a checkout, charge
 * a card against it (the test card decides), finish a 3-D Secure challenge, notify, and work out where
 * the customer's browser goes next.
 */
export interface PaymentsDeps {
  store: PaysageStore;
  notifier: Notifier;
  base: () => string;
  shopId: string;
  tokenTtlSeconds: number;
}

export class PaymentError extends Error {
  constructor(message: string, readonly httpStatus = 422) {
    super(message);
  }
}

export function createPaymentService(deps: PaymentsDeps) {
  const { store, notifier } = deps;

  function createCheckout(request: CheckoutInput, source: Checkout['source']): Checkout {
    const now = new Date();
    const expiresAt = request.order.expired_at
      ? new Date(request.order.expired_at)
      : new Date(now.getTime() + deps.tokenTtlSeconds * 1000);
    const checkout: Checkout = {
      token: randomBytes(32).toString('hex'),
      source,
      createdAt: now,
      expiresAt,
      attempts: request.attempts ?? 1,
      order: request.order,
      settings: request.settings,
      customer: request.customer ?? null,
      paymentMethodTypes: request.payment_method?.types ?? ['credit_card'],
      transactionUids: [],
      expiryHandled: false,
    };
    store.addCheckout(checkout, expire);
    return checkout;
  }

  /**
   * At expiry an unpaid checkout is closed: a transaction still waiting for 3-D Secure expires, and the
   * merchant gets beGateway's expired-token notification (the bare checkout object, not a transaction).
   */
  function expire(checkout: Checkout): void {
    if (checkout.expiryHandled || checkoutState(checkout, store).finished) return;
    checkout.expiryHandled = true;
    for (const transaction of store.transactionsOf(checkout)) {
      if (transaction.status !== 'incomplete') continue;
      update(transaction, { status: 'expired', message: 'Transaction is expired.', updatedAt: new Date() });
    }
    notifier.notify(checkout.settings.notification_url, checkoutJson(checkout, store, deps.base(), deps.shopId), checkout.token);
  }

  /** Refuses a payment the real checkout would refuse; returns nothing when the token may be charged. */
  function assertPayable(checkout: Checkout): void {
    const state = checkoutState(checkout, store);
    if (state.expired) throw new PaymentError('Token is expired.', 410);
    if (state.finished) {
      throw new PaymentError(state.status === 'successful' ? 'The order has already been paid.' : 'No payment attempts are left for this token.', 409);
    }
    if (state.latest?.status === 'incomplete') throw new PaymentError('A payment for this token is waiting for 3-D Secure.', 409);
  }

  function pay(checkout: Checkout, card: Card): Transaction {
    assertPayable(checkout);
    const scenario = scenarioFor(card.number);
    const now = new Date();
    const transaction: Transaction = {
      uid: randomUUID(),
      checkoutToken: checkout.token,
      status: 'incomplete',
      message: 'Authentication is required.',
      paymentMessage: '3-D Secure authentication is required',
      returnTarget: 'decline',
      createdAt: now,
      updatedAt: now,
      paidAt: null,
      card: creditCardView(card),
      threeDs: null,
      authCode: '',
      rrn: String(randomBytes(5).readUIntBE(0, 5)).padStart(12, '0'),
      refId: randomBytes(4).toString('hex'),
    };
    store.addTransaction(transaction);
    switch (scenario.kind) {
      case 'successful':
        settle(transaction, 'successful');
        break;
      case 'declined':
        settle(transaction, 'declined', scenario.reason);
        break;
      case 'error':
        settle(transaction, 'error', scenario.reason);
        break;
      case 'frictionless-declined':
        transaction.threeDs = { challenge: false, status: 'failed', after: 'declined' };
        settle(transaction, 'declined', '3-D Secure authentication failed');
        break;
      case 'challenge':
        // Waits, incomplete, until the customer answers the challenge page.
        transaction.threeDs = { challenge: true, status: 'pending', after: scenario.after };
        break;
    }
    return transaction;
  }

  /** The customer's answer to the challenge: the right code passes, a wrong one or cancel fails it. */
  function answerChallenge(transaction: Transaction, answer: { code: string } | { cancel: true }): Transaction {
    const checkout = store.checkouts.get(transaction.checkoutToken);
    if (!checkout || transaction.status !== 'incomplete' || !transaction.threeDs) {
      throw new PaymentError('This payment is not waiting for 3-D Secure.', 409);
    }
    if (checkout.expiresAt.getTime() <= Date.now()) throw new PaymentError('Token is expired.', 410);
    if ('cancel' in answer) {
      transaction.threeDs.status = 'failed';
      settle(transaction, 'declined', '3-D Secure authentication was cancelled by the customer');
      transaction.returnTarget = 'cancel';
    } else if (answer.code.trim() !== CHALLENGE_CODE) {
      transaction.threeDs.status = 'failed';
      settle(transaction, 'declined', '3-D Secure authentication failed');
    } else {
      transaction.threeDs.status = 'successful';
      if (transaction.threeDs.after === 'successful') settle(transaction, 'successful');
      else settle(transaction, 'declined', 'Do not honor');
    }
    return transaction;
  }

  function settle(transaction: Transaction, outcome: 'successful' | 'declined' | 'error', reason = ''): void {
    const now = new Date();
    transaction.updatedAt = now;
    if (outcome === 'successful') {
      update(transaction, {
        status: 'successful',
        message: 'Successfully processed',
        paymentMessage: 'Payment was approved',
        returnTarget: 'success',
        paidAt: now,
        authCode: String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0'),
      });
    } else {
      update(transaction, {
        status: 'failed',
        message: outcome === 'error' ? `Transaction failed: ${reason}` : 'Payment was declined',
        paymentMessage: reason,
        returnTarget: outcome === 'error' ? 'fail' : 'decline',
      });
    }
    const checkout = store.checkouts.get(transaction.checkoutToken);
    if (checkout) notifier.notify(checkout.settings.notification_url, { transaction: transactionJson(transaction, checkout, deps.base()) }, transaction.uid);
  }

  return { createCheckout, assertPayable, pay, answerChallenge };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

function update(transaction: Transaction, patch: Partial<Transaction>): void {
  Object.assign(transaction, patch);
}

/**
 * Where the browser goes after the outcome: return_url overrides success and decline URLs, fail_url is
 * for errors, cancel_url for a customer who gives up. beGateway appends token, uid and status.
 */
export function returnUrl(checkout: Checkout, target: ReturnTarget, transaction?: Transaction): string | null {
  const s = checkout.settings;
  const chosen = {
    success: s.return_url ?? s.success_url,
    decline: s.return_url ?? s.decline_url,
    fail: s.fail_url ?? s.return_url ?? s.decline_url,
    cancel: s.cancel_url ?? s.return_url,
  }[target];
  if (!chosen) return null;
  const url = new URL(chosen);
  url.searchParams.set('token', checkout.token);
  if (transaction) {
    url.searchParams.set('uid', transaction.uid);
    url.searchParams.set('status', transaction.status);
  }
  return url.toString();
}
