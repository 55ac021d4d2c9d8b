/**
 * Every decision about a trade, as pure functions: (the trade, what Steam says, the clock, the settings) ->
 * the moves of its status and the effects they carry. Nothing here reads or writes anything; apply.ts is the
 * one writer that carries a decision out. Each rule is a row of test/trading-decide.test.ts.
 *
 *   what Steam says of the offer      -> decideOnOffer
 *   an attempt ended without moving   -> decideOutcome (release the items, then resend, wait or give up)
 *   the trade must end for good       -> decideFailure
 *   a protection window closed        -> decideProtectionClosed
 *   a waiting trade's time came       -> decideRevisit
 *   the buyer must prove the account -> decideAwaitOwner
 *   the items are in a trade cooldown -> decideItemsLocked
 *   which skins an intake asks for    -> decideIntakeItems
 */
import type { OrderKind, TradeStatus } from '@skins/db';
import type { TradingSettings } from './context.ts';
import type { ExchangeDetails, OfferState } from '../steam/port.ts';
import { keptForBuyer } from './resend-rule.ts';
import { ATTEMPT_OUTCOMES, OBSERVABLE_STATUSES, statusForOffer, type AttemptOutcome } from './trade-state.ts';

/** What a decision needs to know of a trade. */
export interface TradeFacts {
  kind: 'delivery' | 'intake';
  /** The items the trade still moves (an intake's skins that did not drop out). */
  items: number;
  status: TradeStatus;
  /** The offer of the current attempt (null before one went out). */
  offerId: string | null;
  attempt: number;
  resendsUsed: number;
  deadlineAt: Date | null;
  holdUntil: Date | null;
  protectedUntil: Date | null;
  resendableUntil: Date | null;
  acceptedAt: Date | null;
  orderKind: OrderKind | null;
}

/** What Steam said of the trade's current offer (and, once it was accepted, of the exchange that carried it). */
export interface OfferSeen {
  /** The offer Steam answered about. */
  offerId: string;
  state: OfferState;
  tradeId: string | null;
  escrowEndsAt: Date | null;
  exchange: ExchangeDetails | null;
}

export type Effect =
  /** Withdraw the offer at Steam (before anything is written). */
  | { type: 'cancel_offer' }
  /** Accept the bot's mobile confirmation (after the writes). */
  | { type: 'confirm_offer' }
  /** The items the offer promised are the bot's to use again, or gone (Steam says so). */
  | { type: 'release_assets'; gone: boolean }
  /** A delivery over without the items moving: each item refunded once, its listing back on sale if held. */
  | { type: 'refund_items'; reason: string }
  /** An intake over without the skin moving: the sell order is cancelled, saying why. */
  | { type: 'cancel_sell_order'; reason: string }
  /** The exchange went through: delivered assets are gone (the buyer's new ids kept), received ones are held. */
  | { type: 'record_exchange'; exchange: ExchangeDetails }
  /** A completed trade was reversed: a delivery's items are refunded, an intake's skin is gone and its seller flagged. */
  | { type: 'undo_trade' }
  /** Listings whose assets became sellable go on sale (an intake's, once its protection closed). */
  | { type: 'sweep_custody' };

export interface Move {
  to: TradeStatus;
  note: string;
  /** Fields written with the move (nextCheckAt, acceptedAt, ...). */
  data?: MoveData;
}

export interface MoveData {
  nextCheckAt?: Date | null;
  deadlineAt?: Date | null;
  acceptedAt?: Date;
  steamTradeId?: string | null;
  holdUntil?: Date | null;
  protectedUntil?: Date | null;
  doneAt?: Date | null;
  resendableUntil?: Date | null;
  failureReason?: string;
  errorCount?: number;
  lastError?: string | null;
}

export interface Decision {
  /** Status moves in order, in one transaction; none when the trade stays where it is. */
  moves: Move[];
  effects: Effect[];
  /** The trade's next look when it does not move (a move carries its own in `data`). */
  nextCheckAt?: Date | null;
  /** The buyer may ask for the offer again until then (written with nextCheckAt when the trade does not move). */
  resendableUntil?: Date | null;
  /** Steam answered as it should: the count of its troubles in a row starts again. */
  clearsErrors?: boolean;
}

const OUTCOME_TEXT: Record<AttemptOutcome, string> = {
  declined: 'the offer was declined',
  expired: 'nobody accepted the offer in time',
  countered: 'a counter-offer came back instead (the shop never accepts one)',
  invalid_items: 'Steam says the items are no longer available',
  canceled_by_second_factor: "the bot's mobile confirmation was canceled",
};

export const outcomeText = (outcome: AttemptOutcome): string => OUTCOME_TEXT[outcome];
export const isAttemptOutcome = (status: TradeStatus): status is AttemptOutcome => (ATTEMPT_OUTCOMES as readonly TradeStatus[]).includes(status);

/** Statuses after Steam said the offer was accepted. */
const PAST_ACCEPTANCE: ReadonlySet<TradeStatus> = new Set(['accepted', 'on_hold', 'protected']);

const after = (now: Date, ms: number) => new Date(now.getTime() + ms);
const stay = (nextCheckAt: Date | null): Decision => ({ moves: [], effects: [], nextCheckAt });

/** The trade ends for good without the items moving. */
export function decideFailure(facts: TradeFacts, reason: string): Decision {
  return {
    moves: [{ to: 'failed', note: reason, data: { failureReason: reason.slice(0, 500), nextCheckAt: null, resendableUntil: null } }],
    effects: [{ type: 'release_assets', gone: false }, facts.kind === 'delivery' ? { type: 'refund_items', reason } : { type: 'cancel_sell_order', reason: `the skin never reached us: ${reason}` }],
  };
}

/** After an attempt ended (the trade is in `outcome`): send again, wait for the buyer, or give up. */
export function decideAfterAttempt(facts: TradeFacts, outcome: AttemptOutcome, now: Date, settings: TradingSettings): Decision {
  const at = { ...facts, status: outcome };
  // Several skins of one seller: the one Steam says is gone drops out when the intake is checked again.
  const someMayRemain = facts.kind === 'intake' && facts.items > 1 && facts.attempt < settings.maxAttempts;
  if (outcome === 'invalid_items' && someMayRemain) return { moves: [{ to: 'checking', note: 'checking which skins the seller still holds', data: { nextCheckAt: now } }], effects: [] };
  if (outcome === 'invalid_items') return decideFailure(at, OUTCOME_TEXT[outcome]);
  if (facts.kind === 'intake' || outcome === 'canceled_by_second_factor') {
    if (facts.attempt >= settings.maxAttempts) return decideFailure(at, `${OUTCOME_TEXT[outcome]}, ${facts.attempt} times`);
    return { moves: [{ to: 'checking', note: 'sending a new offer', data: { nextCheckAt: now } }], effects: [] };
  }
  // What a pack gave is the buyer's: it waits for them, with no deadline and no refund.
  if (keptForBuyer(facts.orderKind)) return { moves: [], effects: [], nextCheckAt: null };
  if (facts.resendsUsed >= settings.buyerResends) return decideFailure(at, OUTCOME_TEXT[outcome]);
  const until = after(now, settings.resendWindowMs);
  return { moves: [], effects: [], nextCheckAt: until, resendableUntil: until };
}

/** An attempt ended without the items moving: recorded, the items released, then decided. */
export function decideOutcome(facts: TradeFacts, outcome: AttemptOutcome, now: Date, settings: TradingSettings, note?: string): Decision {
  const next = decideAfterAttempt(facts, outcome, now, settings);
  const recorded: Move = {
    to: outcome,
    note: note ?? OUTCOME_TEXT[outcome],
    data: { errorCount: 0, lastError: null, ...(next.moves.length === 0 ? { nextCheckAt: next.nextCheckAt ?? null, resendableUntil: next.resendableUntil ?? null } : {}) },
  };
  const releaseFirst: Effect = { type: 'release_assets', gone: outcome === 'invalid_items' };
  return {
    moves: [recorded, ...next.moves],
    effects: [releaseFirst, ...next.effects.filter((effect) => effect.type !== 'release_assets')],
  };
}

/** What Steam says of the trade's current offer, and what that means. */
export function decideOnOffer(facts: TradeFacts, seen: OfferSeen, now: Date, settings: TradingSettings): Decision {
  // An answer belongs to the attempt whose offer it names: a newer attempt (a resend) is never moved by it.
  if (seen.offerId !== facts.offerId || !OBSERVABLE_STATUSES.has(facts.status)) return { moves: [], effects: [] };
  const target = statusForOffer(seen.state);
  if (PAST_ACCEPTANCE.has(facts.status)) {
    // Steam already said the offer was accepted: only what can follow acceptance counts.
    if (target === 'reversed' || seen.exchange?.status === 'reversed') return decideReversed(now);
    if (facts.status === 'protected') return stay(facts.protectedUntil && facts.protectedUntil > now ? facts.protectedUntil : after(now, settings.recheckMs));
    if (facts.status === 'on_hold' && target !== null && isAttemptOutcome(target)) {
      // A held trade that Steam rolled back (canceled in escrow): nothing moved, as if declined.
      return decideOutcome(facts, 'declined', now, settings, `Steam rolled the held trade back (offer state ${seen.state})`);
    }
    if (target !== 'accepted' && target !== 'on_hold') return stay(after(now, settings.recheckMs));
  }
  switch (target) {
    case null:
      return stay(after(now, settings.recheckMs));
    case 'awaiting_confirmation':
      return {
        moves: facts.status === 'awaiting_confirmation' ? [] : [{ to: 'awaiting_confirmation', note: 'Steam waits for the bot’s confirmation' }],
        effects: [{ type: 'confirm_offer' }],
      };
    case 'sent': {
      const out: Move[] = facts.status === 'unknown' || facts.status === 'awaiting_confirmation' ? [{ to: 'sent', note: 'the offer is out' }] : [];
      if (facts.deadlineAt && now >= facts.deadlineAt) {
        // Nobody answered by the deadline: the shop withdraws the offer (well before Steam's 14 days).
        const expired = decideOutcome({ ...facts, status: out.length ? 'sent' : facts.status }, 'expired', now, settings, `nobody accepted the offer by ${facts.deadlineAt.toISOString()}`);
        return { moves: [...out, ...expired.moves], effects: [{ type: 'cancel_offer' }, ...expired.effects] };
      }
      const next = new Date(Math.min(facts.deadlineAt?.getTime() ?? Infinity, now.getTime() + settings.recheckMs));
      if (out.length) out[0]!.data = { nextCheckAt: next, errorCount: 0 };
      return { moves: out, effects: [], nextCheckAt: next, clearsErrors: true };
    }
    case 'accepted':
      return decideAccepted(facts, seen, now, settings);
    case 'on_hold':
      return decideHeld(facts, seen.escrowEndsAt, seen.tradeId, now, settings);
    case 'reversed':
      return decideReversed(now);
    default:
      return decideOutcome(facts, target as AttemptOutcome, now, settings);
  }
}

function decideHeld(facts: TradeFacts, until: Date | null, tradeId: string | null, now: Date, settings: TradingSettings): Decision {
  const next = until && until > now ? until : after(now, settings.recheckMs);
  if (facts.status === 'on_hold') return stay(facts.holdUntil && facts.holdUntil > now ? facts.holdUntil : after(now, settings.recheckMs));
  return {
    moves: [{ to: 'on_hold', note: until ? `Steam holds the trade until ${until.toISOString()}` : 'Steam holds the trade', data: { acceptedAt: facts.acceptedAt ?? now, steamTradeId: tradeId, holdUntil: until, nextCheckAt: next } }],
    effects: [],
  };
}

function decideReversed(now: Date): Decision {
  return { moves: [{ to: 'reversed', note: 'the trade was reversed inside Steam’s protection window', data: { nextCheckAt: null, doneAt: now } }], effects: [{ type: 'undo_trade' }] };
}

/** Accepted: what the exchange did decides (Steam may still be carrying it out, hold it, or have failed it). */
function decideAccepted(facts: TradeFacts, seen: OfferSeen, now: Date, settings: TradingSettings): Decision {
  // A held trade that completes goes straight on: it was accepted when it went on hold.
  const accepted = (note: string): Move[] =>
    facts.status === 'accepted' || facts.status === 'on_hold' ? [] : [{ to: 'accepted', note, data: { acceptedAt: facts.acceptedAt ?? now, steamTradeId: seen.tradeId, nextCheckAt: after(now, 3_000) } }];
  const carrying = (): Decision => ({ moves: accepted('accepted; Steam is carrying the trade out'), effects: [], nextCheckAt: after(now, 3_000) });
  if (!seen.tradeId || !seen.exchange) return carrying();
  const acceptedFacts: TradeFacts = { ...facts, status: 'accepted', acceptedAt: facts.acceptedAt ?? now };
  switch (seen.exchange.status) {
    case 'pending':
      return carrying();
    case 'in_escrow':
      return decideHeld(facts, seen.escrowEndsAt, seen.tradeId, now, settings);
    case 'reversed':
      return decideReversed(now);
    case 'failed': {
      // Accepted, but Steam's trade did not go through: nothing moved; the engine tries again.
      const first = accepted('accepted, but Steam failed the trade');
      if (facts.attempt >= settings.maxAttempts) {
        const failure = decideFailure(acceptedFacts, `Steam failed the trade ${facts.attempt} times`);
        return { moves: [...first, ...failure.moves], effects: failure.effects };
      }
      return { moves: [...first, { to: 'checking', note: 'Steam failed the trade; sending a new offer', data: { nextCheckAt: now } }], effects: [{ type: 'release_assets', gone: false }] };
    }
    case 'complete': {
      const moved = facts.kind === 'delivery' ? seen.exchange.given : seen.exchange.received;
      const protectedUntil = moved.reduce<Date | null>((latest, asset) => (asset.protectedUntil && asset.protectedUntil > now && (!latest || asset.protectedUntil > latest) ? asset.protectedUntil : latest), null);
      const to: TradeStatus = protectedUntil ? 'protected' : 'done';
      return {
        moves: [
          {
            to,
            note: protectedUntil ? `accepted; reversible until ${protectedUntil.toISOString()}` : 'accepted; the items moved',
            data: { acceptedAt: facts.acceptedAt ?? now, steamTradeId: seen.tradeId, protectedUntil, doneAt: to === 'done' ? now : null, nextCheckAt: protectedUntil, errorCount: 0, lastError: null },
          },
        ],
        effects: [{ type: 'record_exchange', exchange: seen.exchange }],
      };
    }
  }
}

/** A protected trade's window: still open (wait), reversed inside it, or closed (done for good). */
export function decideProtectionClosed(facts: TradeFacts, exchange: ExchangeDetails | null, now: Date): Decision {
  if (facts.protectedUntil && facts.protectedUntil > now) return stay(facts.protectedUntil);
  if (exchange?.status === 'reversed') return decideReversed(now);
  return {
    moves: [{ to: 'done', note: 'the protection window closed', data: { doneAt: now, nextCheckAt: null } }],
    // An intake's listing goes on sale now that the trade can no longer be reversed.
    effects: facts.kind === 'intake' ? [{ type: 'sweep_custody' }] : [],
  };
}

/** How long a delivery waits for its buyer to prove the Steam account theirs before it is refunded. */
export function decideAwaitOwner(now: Date, settings: TradingSettings): Decision {
  const until = after(now, settings.resendWindowMs);
  return { moves: [{ to: 'awaiting_owner', note: 'waiting for the buyer to confirm, by a Steam sign-in, that the Steam account is theirs', data: { deadlineAt: until, nextCheckAt: until } }], effects: [] };
}

/**
 * Before an offer goes out. Steam refuses to trade a copy inside its trade cooldown, and the shop sold it with
 * that date stated, so a delivery whose items are still locked waits, untouched, until the last of them is
 * tradable: it neither fails nor refunds for it, and no attempt is spent. null: nothing locked, send now.
 */
export function decideItemsLocked(facts: TradeFacts, tradableAfter: ReadonlyArray<Date | null>, now: Date): Decision | null {
  if (facts.kind !== 'delivery') return null;
  const until = tradableAfter.reduce<Date | null>((latest, date) => (date && date > now && (!latest || date > latest) ? date : latest), null);
  return until ? stay(until) : null;
}

/** A trade waiting after an attempt ended (or for its owner's proof): its time came, or a decision was never taken. */
export function decideRevisit(facts: TradeFacts, now: Date, settings: TradingSettings): Decision {
  if (facts.status === 'awaiting_owner') {
    if (facts.deadlineAt && facts.deadlineAt > now) return stay(facts.deadlineAt);
    return decideFailure(facts, 'the Steam account the items go to was not confirmed as the buyer’s in time');
  }
  if (!isAttemptOutcome(facts.status)) return stay(null);
  const outcome = facts.status;
  if (facts.kind === 'delivery' && facts.resendableUntil && !keptForBuyer(facts.orderKind)) {
    if (facts.resendableUntil > now) return stay(facts.resendableUntil);
    return decideFailure(facts, `${OUTCOME_TEXT[outcome]}, and no resend was asked for`);
  }
  return decideAfterAttempt(facts, outcome, now, settings);
}

/** An intake line as the check before sending sees it. */
export interface IntakeLine {
  id: number;
  /** The asset the seller picked; null when they typed the skin's name. */
  partnerAssetId: string | null;
  orderStatus: string;
  skinName: string;
}

export type IntakeDropReason = 'not_in_inventory' | 'not_tradable' | 'order_closed';

/**
 * Which of an intake's skins the offer asks for, given the seller's Steam inventory now: a skin that left it or
 * became untradable, or whose sell order is no longer accepted, drops out, and the rest go on. An empty `ask`
 * means there is nothing left to take in.
 */
export function decideIntakeItems(
  lines: readonly IntakeLine[],
  inventory: ReadonlyArray<{ assetId: string; name: string | null; tradable: boolean }>,
): { ask: Array<{ itemId: number; assetId: string }>; drop: Array<{ itemId: number; reason: IntakeDropReason }> } {
  const ask: Array<{ itemId: number; assetId: string }> = [];
  const drop: Array<{ itemId: number; reason: IntakeDropReason }> = [];
  const taken = new Set<string>();
  for (const line of lines) {
    if (line.orderStatus !== 'accepted') {
      drop.push({ itemId: line.id, reason: 'order_closed' });
      continue;
    }
    const wanted = line.skinName.trim().toLowerCase();
    const held = line.partnerAssetId
      ? inventory.find((asset) => asset.assetId === line.partnerAssetId && !taken.has(asset.assetId))
      : (inventory.find((asset) => asset.tradable && !taken.has(asset.assetId) && asset.name?.trim().toLowerCase() === wanted) ??
        inventory.find((asset) => !taken.has(asset.assetId) && asset.name?.trim().toLowerCase() === wanted));
    if (!held) drop.push({ itemId: line.id, reason: 'not_in_inventory' });
    else if (!held.tradable) drop.push({ itemId: line.id, reason: 'not_tradable' });
    else {
      taken.add(held.assetId);
      ask.push({ itemId: line.id, assetId: held.assetId });
    }
  }
  return { ask, drop };
}
