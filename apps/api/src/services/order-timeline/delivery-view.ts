/**
 * A delivery (a trade of kind delivery) as the buyer sees it: its state in the buyer's words, the offer's
 * code and link, and the steps its TradeEvents recorded. Only what the records show: `sent` appears once
 * Steam created the offer, `delivered` once the trade's exchange details said the items moved.
 */
import type { OrderKind, Trade, TradeEvent, TradeStatus } from '@skins/db';
import { buyerMayResend } from '../../trading/index.ts';
import type { DeliveryState, DeliveryView } from '@skins/shared';
import { failureCode } from './failure-code.ts';

const STATE: Record<TradeStatus, DeliveryState> = {
  queued: 'preparing',
  checking: 'preparing',
  sending: 'preparing',
  unknown: 'preparing',
  awaiting_confirmation: 'confirming',
  sent: 'sent',
  accepted: 'accepted',
  on_hold: 'on_hold',
  protected: 'protected',
  done: 'delivered',
  declined: 'declined',
  expired: 'expired',
  countered: 'countered',
  // Items Steam says are gone, or a confirmation lost for good: the engine resends or refunds by itself.
  invalid_items: 'preparing',
  canceled_by_second_factor: 'preparing',
  reversed: 'reversed',
  failed: 'failed',
  // An e-mail buyer's delivery waits until they prove, by a Steam sign-in, that the account is theirs.
  awaiting_owner: 'awaiting_owner',
};

/** Which recorded moves the buyer sees as a step, and as which. */
const STEP_OF: Partial<Record<TradeStatus, DeliveryView['steps'][number]['step']>> = {
  sent: 'sent',
  on_hold: 'on_hold',
  protected: 'protected',
  done: 'delivered',
  declined: 'declined',
  expired: 'expired',
  countered: 'countered',
  failed: 'failed',
  reversed: 'reversed',
};

export interface DeliveryRecord extends Trade {
  events: TradeEvent[];
  order: { kind: OrderKind } | null;
  bot: { accountName: string };
  items: Array<{ orderItem: { title: string } | null }>;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function deliveryView(trade: DeliveryRecord, offerUrl: (offerId: string) => string, buyerResends: number, now = new Date()): DeliveryView {
  const state = STATE[trade.status];
  const steps: DeliveryView['steps'] = [{ step: 'preparing', at: trade.createdAt.toISOString(), detail: null }];
  for (const event of trade.events) {
    if (event.source === 'buyer' && event.toStatus === 'checking') {
      steps.push({ step: 'resent', at: event.createdAt.toISOString(), detail: null });
      continue;
    }
    // An offer that went straight to done or protected was accepted then; the accepted step shows it.
    if ((event.toStatus === 'done' || event.toStatus === 'protected' || event.toStatus === 'on_hold') && trade.acceptedAt && !steps.some((step) => step.step === 'accepted')) {
      steps.push({ step: 'accepted', at: trade.acceptedAt.toISOString(), detail: null });
    }
    const step = STEP_OF[event.toStatus];
    if (!step) continue;
    const detail = step === 'sent' ? (event.offerId ?? trade.offerId) : step === 'failed' ? (trade.failureReason ?? event.note) : null;
    steps.push({ step, at: event.createdAt.toISOString(), detail });
  }
  const canResend = buyerMayResend({ ...trade, orderKind: trade.order?.kind ?? null }, buyerResends, now);
  const offerOut = ['sent', 'confirming', 'accepted', 'on_hold', 'protected', 'delivered'].includes(state);
  return {
    id: trade.id,
    state,
    items: trade.items.map((item) => item.orderItem?.title ?? ''),
    bot: trade.bot.accountName,
    code: trade.code && offerOut ? trade.code : null,
    offer_url: trade.offerId && offerOut ? offerUrl(trade.offerId) : null,
    deadline: state === 'sent' || state === 'confirming' ? iso(trade.deadlineAt) : null,
    hold_until: iso(trade.holdUntil),
    protected_until: iso(trade.protectedUntil),
    resendable_until: canResend ? iso(trade.resendableUntil) : null,
    can_resend: canResend,
    failure_reason: state === 'failed' ? trade.failureReason : null,
    failure_code: state === 'failed' ? failureCode(trade.failureReason) : null,
    steps,
  };
}
