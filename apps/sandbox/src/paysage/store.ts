import type { creditCardView } from './cards.ts';
import type { Refund } from './refunds.ts';
import type { Order, Settings } from './schemas.ts';

/**
 * In-memory state of the Paysage stand-in. Nothing survives a restart, which is what a test wants; the
 * api's reconciliation must cope with a provider that answers "Record not found".
 */
export type TransactionStatus = 'successful' | 'failed' | 'incomplete' | 'expired';
/** Which of the merchant's URLs the customer is sent back to. */
export type ReturnTarget = 'success' | 'decline' | 'fail' | 'cancel';

export interface Checkout {
  token: string;
  source: 'api' | 'widget';
  createdAt: Date;
  expiresAt: Date;
  attempts: number;
  order: Order;
  settings: Settings;
  customer: Record<string, unknown> | null;
  paymentMethodTypes: string[];
  transactionUids: string[];
  /** Set once the expiry has been processed, so it is processed once. */
  expiryHandled: boolean;
}

export interface Transaction {
  uid: string;
  checkoutToken: string;
  status: TransactionStatus;
  message: string;
  /** The bank's words, beGateway's `payment.message`. */
  paymentMessage: string;
  returnTarget: ReturnTarget;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  card: ReturnType<typeof creditCardView>;
  threeDs: null | { challenge: boolean; status: 'pending' | 'successful' | 'failed'; after: 'successful' | 'declined' };
  authCode: string;
  rrn: string;
  refId: string;
}

export class PaysageStore {
  readonly checkouts = new Map<string, Checkout>();
  readonly transactions = new Map<string, Transaction>();
  readonly refunds = new Map<string, Refund>();
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();

  addCheckout(checkout: Checkout, onExpire: (checkout: Checkout) => void): void {
    this.checkouts.set(checkout.token, checkout);
    this.armExpiry(checkout, onExpire);
  }

  private armExpiry(checkout: Checkout, onExpire: (checkout: Checkout) => void): void {
    const delay = checkout.expiresAt.getTime() - Date.now();
    // setTimeout cannot wait longer than ~24.8 days; an order valid that long simply never auto-expires here.
    if (delay > 2 ** 31 - 1) return;
    const timer = setTimeout(() => {
      // Timers run on a monotonic clock and may fire a millisecond or two before the wall clock reaches
      // expiresAt; the checkout would then still read as pending in the expiry notification. Wait it out.
      if (Date.now() < checkout.expiresAt.getTime()) return this.armExpiry(checkout, onExpire);
      this.expiryTimers.delete(checkout.token);
      onExpire(checkout);
    }, Math.max(0, delay));
    timer.unref();
    this.expiryTimers.set(checkout.token, timer);
  }

  addTransaction(transaction: Transaction): void {
    this.transactions.set(transaction.uid, transaction);
    this.checkouts.get(transaction.checkoutToken)?.transactionUids.push(transaction.uid);
  }

  transactionsOf(checkout: Checkout): Transaction[] {
    return checkout.transactionUids.flatMap((uid) => this.transactions.get(uid) ?? []);
  }

  byTrackingId(trackingId: string): Transaction[] {
    return [...this.transactions.values()].filter(
      (transaction) => this.checkouts.get(transaction.checkoutToken)?.order.tracking_id === trackingId,
    );
  }

  addRefund(refund: Refund): void {
    this.refunds.set(refund.uid, refund);
  }

  refundsOf(parentUid: string): Refund[] {
    return [...this.refunds.values()].filter((refund) => refund.parentUid === parentUid);
  }

  /** Refunds any of whose tracking ids is this one. */
  refundsByTrackingId(trackingId: string): Refund[] {
    return [...this.refunds.values()].filter((refund) => refund.trackingIds.includes(trackingId));
  }

  clear(): void {
    this.refunds.clear();
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
    this.checkouts.clear();
    this.transactions.clear();
  }
}
