import type { Checkout, PaysageStore, Transaction } from './store.ts';

/**
 * beGateway's response shapes. The same `transaction` object is the status-query answer and the webhook
 * body, exactly as the provider documents it, so the api can share one parser for both.
 */
/**
 * Every transaction, checkout and refund the sandbox shows says `test: true`, whatever the checkout asked for:
 * it charges only test cards, as a provider's test shop does, and a live api refuses what says so.
 */
export const TEST_ONLY = true;

const iso = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

export function shopIdValue(shopId: string): number | string {
  return /^\d+$/.test(shopId) ? Number(shopId) : shopId;
}

export function transactionJson(transaction: Transaction, checkout: Checkout, base: string) {
  const { order } = checkout;
  const processUrl = `${base}/paysage/v2/checkout/3ds?uid=${transaction.uid}`;
  return {
    uid: transaction.uid,
    id: transaction.uid,
    status: transaction.status,
    amount: order.amount,
    currency: order.currency,
    description: order.description,
    type: 'payment',
    payment_method_type: 'credit_card',
    tracking_id: order.tracking_id,
    message: transaction.message,
    test: TEST_ONLY,
    created_at: iso(transaction.createdAt),
    updated_at: iso(transaction.updatedAt),
    paid_at: iso(transaction.paidAt),
    expired_at: iso(checkout.expiresAt),
    recurring_type: null,
    closed_at: null,
    settled_at: null,
    manually_corrected_at: null,
    language: checkout.settings.language ?? 'en',
    credit_card: transaction.card,
    receipt_url: `${base}/paysage/transactions/${transaction.uid}`,
    status_code: null,
    redirect_url: transaction.status === 'incomplete' ? processUrl : null,
    payment: {
      auth_code: transaction.authCode,
      bank_code: transaction.status === 'successful' ? '00' : '05',
      rrn: transaction.rrn,
      ref_id: transaction.refId,
      message: transaction.paymentMessage,
      amount: order.amount,
      currency: order.currency,
      billing_descriptor: 'SANDBOX*SKINS',
      gateway_id: 1,
      status: transaction.status,
    },
    three_d_secure_verification: transaction.threeDs
      ? { status: transaction.threeDs.status, message: threeDsMessage(transaction), ve_status: 'Y', pa_status: paStatus(transaction) }
      : null,
    customer: { ip: '127.0.0.1', email: stringOrNull(checkout.customer?.['email']) },
    additional_data: order.additional_data ?? {},
  };
}

function threeDsMessage(transaction: Transaction): string {
  const status = transaction.threeDs?.status;
  if (status === 'pending') return 'Authentication is required';
  return status === 'successful' ? 'Authentication passed successfully' : 'Authentication failed';
}

function paStatus(transaction: Transaction): string | null {
  const status = transaction.threeDs?.status;
  return status === 'pending' ? null : status === 'successful' ? 'Y' : 'N';
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export interface CheckoutState {
  expired: boolean;
  finished: boolean;
  status: string;
  message: string;
  latest: Transaction | undefined;
}

/** `finished` = processed; `expired` = the payment window passed unpaid; `status` = the gateway's, or `error`. */
export function checkoutState(checkout: Checkout, store: PaysageStore, now = Date.now()): CheckoutState {
  const transactions = store.transactionsOf(checkout);
  const latest = transactions.at(-1);
  const paid = transactions.some((transaction) => transaction.status === 'successful');
  const failures = transactions.filter((transaction) => transaction.status === 'failed').length;
  const finished = paid || failures >= checkout.attempts;
  const expired = !finished && checkout.expiresAt.getTime() <= now;
  if (expired) return { expired, finished, status: 'error', message: 'Token is expired.', latest };
  if (!latest) return { expired, finished, status: 'pending', message: 'Payment is pending.', latest };
  const status = paid ? 'successful' : latest.status;
  return { expired, finished, status, message: `Transaction is ${status}.`, latest };
}

export function checkoutJson(checkout: Checkout, store: PaysageStore, base: string, shopId: string) {
  const state = checkoutState(checkout, store);
  const shown = store.transactionsOf(checkout).find((t) => t.status === 'successful') ?? state.latest;
  const payment = shown ? transactionJson(shown, checkout, base) : null;
  return {
    token: checkout.token,
    shop_id: shopIdValue(shopId),
    transaction_type: 'payment',
    gateway_response: payment
      ? { payment: { ...payment.payment, uid: payment.uid, type: 'payment', status: payment.status, message: payment.message, redirect_url: payment.redirect_url, receipt_url: payment.receipt_url } }
      : null,
    order: { ...checkout.order, expired_at: iso(checkout.expiresAt) },
    settings: checkout.settings,
    customer: checkout.customer,
    finished: state.finished,
    expired: state.expired,
    shop: { id: shopIdValue(shopId), name: 'Sandbox shop', url: base, contact_email: 'shop@sandbox.invalid' },
    test: TEST_ONLY,
    status: state.status,
    message: state.message,
    payment_method: { types: checkout.paymentMethodTypes },
    redirect_url: `${base}/paysage/v2/checkout?token=${checkout.token}`,
  };
}
