/**
 * Paysage (a beGateway white label, knowhow/paysage-provider.md): checkout tokens for the card redirect
 * flow and status queries for the reconciler. Every call has a timeout; a transport failure or a 5xx is a
 * ProviderUnavailableError (try again later), never a verdict about the payment.
 */

/** A transaction as the provider reports it (payment or refund), whatever asked for it. */
export interface ProviderTransaction {
  uid: string;
  status: string;
  /** Minor units, as the provider reports them. */
  amount: number;
  currency: string;
  trackingId: string;
  message?: string | null;
  /** Why the bank declined, in its words (beGateway payment.message), when it said. */
  reason?: string | null;
  /** payment, or refund (a refund the shop asked for: never money received). */
  type?: string;
  /** For a refund: the payment it refunds. */
  parentUid?: string | null;
  /** The provider marked it a test transaction (`test: true`): no money moved. */
  test?: boolean;
  raw: unknown;
}

export interface PaysageConfig {
  /** e.g. https://checkout.paysage.io or the sandbox's http://127.0.0.1:4010/paysage */
  checkoutUrl: string;
  /** e.g. https://gateway.paysage.io or the sandbox's http://127.0.0.1:4010/paysage */
  gatewayUrl: string;
  shopId: string;
  secretKey: string;
  testMode: boolean;
  timeoutMs?: number;
}

export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
  /**
   * False only when the provider certainly did nothing with the request: the connection was refused, or it
   * answered 503 (not taking requests). A timeout or another 5xx may come after the work was done.
   */
  readonly mayHaveHappened: boolean;
  constructor(message: string, options: { cause?: unknown; mayHaveHappened?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.mayHaveHappened = options.mayHaveHappened ?? true;
  }
}

const refusedConnection = (error: unknown) => (error as { cause?: { code?: string } })?.cause?.code === 'ECONNREFUSED';

export class ProviderRejectedError extends Error {
  override name = 'ProviderRejectedError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface CheckoutRequest {
  amountMinor: bigint;
  currency: string;
  description: string;
  trackingId: string;
  notificationUrl: string;
  successUrl: string;
  declineUrl: string;
  failUrl: string;
  cancelUrl: string;
  customer: { email?: string | null; first_name?: string | null; last_name?: string | null; country?: string | null; city?: string | null; address?: string | null; zip?: string | null; phone?: string | null };
  language?: string;
  expiresAt: Date;
}

function basicAuth(config: PaysageConfig): string {
  return `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;
}

async function call(config: PaysageConfig, url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { authorization: basicAuth(config), accept: 'application/json', 'content-type': 'application/json', 'x-api-version': '2', ...init.headers },
      signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
    });
  } catch (error) {
    throw new ProviderUnavailableError(`Paysage is unreachable: ${(error as Error).message}`, { cause: error, mayHaveHappened: !refusedConnection(error) });
  }
  if (response.status >= 500) throw new ProviderUnavailableError(`Paysage answered ${response.status}`, { mayHaveHappened: response.status !== 503 });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok && response.status !== 404) {
    const message = (body as { response?: { message?: string }; message?: string } | null)?.response?.message ?? (body as { message?: string } | null)?.message;
    throw new ProviderRejectedError(message ?? `Paysage refused the request (${response.status})`, response.status);
  }
  return response.status === 404 ? null : body;
}

/**
 * Creates a checkout token (token mode, knowhow/paysage-provider.md §2): the widget and the hosted page are
 * both opened with it, so only the server decides what is charged and where the provider reports it.
 */
export async function createCheckout(config: PaysageConfig, request: CheckoutRequest): Promise<{ token: string; redirectUrl: string }> {
  const body = await call(config, `${config.checkoutUrl}/ctp/api/checkouts`, {
    method: 'POST',
    body: JSON.stringify({
      checkout: {
        test: config.testMode,
        transaction_type: 'payment',
        attempts: 3,
        order: {
          amount: Number(request.amountMinor),
          currency: request.currency,
          description: request.description,
          tracking_id: request.trackingId,
          expired_at: request.expiresAt.toISOString(),
        },
        settings: {
          notification_url: request.notificationUrl,
          success_url: request.successUrl,
          decline_url: request.declineUrl,
          fail_url: request.failUrl,
          cancel_url: request.cancelUrl,
          language: request.language ?? 'en',
          auto_return: 3,
        },
        customer: request.customer,
      },
    }),
  });
  const checkout = (body as { checkout?: { token?: string; redirect_url?: string } } | null)?.checkout;
  if (!checkout?.token || !checkout.redirect_url) throw new ProviderRejectedError('Paysage did not return a checkout token', 502);
  return { token: checkout.token, redirectUrl: checkout.redirect_url };
}

/** The provider's own record of one transaction (status query by uid), or null when it has none. */
export async function findTransaction(config: PaysageConfig, uid: string): Promise<ProviderTransaction | null> {
  const body = await call(config, `${config.gatewayUrl}/transactions/${encodeURIComponent(uid)}`);
  return parseProviderTransaction((body as { transaction?: unknown } | null)?.transaction);
}

/** Every transaction the provider has for a tracking id (the reconciler's question). */
export async function findTransactionsByTrackingId(config: PaysageConfig, trackingId: string): Promise<ProviderTransaction[]> {
  const body = await call(config, `${config.gatewayUrl}/v2/transactions/tracking_id/${encodeURIComponent(trackingId)}`);
  const list = (body as { transactions?: unknown[] } | null)?.transactions ?? [];
  return list.map(parseProviderTransaction).filter((t): t is ProviderTransaction => t !== null);
}

export interface RefundRequest {
  /** The payment being refunded. */
  parentUid: string;
  amountMinor: bigint;
  reason: string;
  /** Semicolon-separated ids the refund can be found by (the order's, and one of the refund's own). */
  trackingId: string;
}

/**
 * Refunds part or all of a payment (POST {gateway}/transactions/refunds). The answer is the refund
 * transaction; a refusal (422: more than is left, a duplicate within 30 s) is a ProviderRejectedError, and a
 * transport failure or 5xx a ProviderUnavailableError, after which the refund may or may not exist: look for
 * it by its tracking id before asking again.
 */
export async function createRefund(config: PaysageConfig, request: RefundRequest): Promise<ProviderTransaction> {
  const body = await call(config, `${config.gatewayUrl}/transactions/refunds`, {
    method: 'POST',
    body: JSON.stringify({
      request: { parent_uid: request.parentUid, amount: Number(request.amountMinor), reason: request.reason, tracking_id: request.trackingId, duplicate_check: true },
    }),
  });
  const refund = parseProviderTransaction((body as { transaction?: unknown } | null)?.transaction);
  if (!refund) throw new ProviderRejectedError('Paysage did not return the refund transaction', 502);
  return refund;
}

/** The beGateway `transaction` object (status query and webhook body share it) in our terms. */
export function parseProviderTransaction(value: unknown): ProviderTransaction | null {
  const t = value as { uid?: unknown; status?: unknown; amount?: unknown; currency?: unknown; tracking_id?: unknown; message?: unknown; type?: unknown; parent_uid?: unknown; test?: unknown; payment?: { message?: unknown } } | null;
  if (!t || typeof t.uid !== 'string' || typeof t.status !== 'string' || typeof t.tracking_id !== 'string') return null;
  if (typeof t.amount !== 'number' || !Number.isInteger(t.amount) || typeof t.currency !== 'string') return null;
  // The bank's own words ('Insufficient funds') are in payment.message; the transaction's are generic.
  const bankMessage = typeof t.payment?.message === 'string' && t.payment.message.trim() ? t.payment.message.trim() : null;
  return {
    uid: t.uid,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    trackingId: t.tracking_id,
    message: typeof t.message === 'string' ? t.message : null,
    reason: bankMessage,
    type: typeof t.type === 'string' ? t.type : 'payment',
    parentUid: typeof t.parent_uid === 'string' ? t.parent_uid : null,
    // A live shop refuses test transactions, so a flag in doubt (a string) counts as a test.
    test: t.test === true || t.test === 'true',
    raw: value,
  };
}
