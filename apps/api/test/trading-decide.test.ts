/**
 * The trade decision table (trading/engine/decide.ts), row by row: one row per transition and per failure,
 * the defects of the money around failed moves among them. Pure: no database, no Steam. The last block walks
 * every status, offer state, exchange and order kind and checks that each decision's moves are allowed moves.
 */
import type { OrderKind, TradeStatus } from '@skins/db';
import { describe, expect, it } from 'vitest';
import type { TradingSettings } from '../src/trading/engine/context.ts';
import { decideFailure, decideIntakeItems, decideItemsLocked, decideOnOffer, decideOutcome, decideProtectionClosed, decideRevisit, type Decision, type OfferSeen, type TradeFacts } from '../src/trading/engine/decide.ts';
import { OFFER_STATES, type ExchangeDetails, type OfferState } from '../src/trading/steam/port.ts';
import { canMoveTrade, OBSERVABLE_STATUSES } from '../src/trading/engine/trade-state.ts';

const now = new Date('2026-12-06T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const settings: TradingSettings = { offerTtlMs: 48 * 3_600_000, resendWindowMs: 24 * 3_600_000, maxAttempts: 3, buyerResends: 1, unknownGraceMs: 1_500, recheckMs: 60_000, botMaxOffers: 30, partnerMaxOffers: 5 };

const trade = (overrides: Partial<TradeFacts> = {}): TradeFacts => ({
  kind: 'delivery',
  items: 1,
  status: 'sent',
  offerId: 'o1',
  attempt: 1,
  resendsUsed: 0,
  deadlineAt: at(60),
  holdUntil: null,
  protectedUntil: null,
  resendableUntil: null,
  acceptedAt: null,
  orderKind: 'cart',
  ...overrides,
});

const exchange = (status: ExchangeDetails['status'], protectedUntil: Date | null = null): ExchangeDetails => ({
  status,
  rawStatus: 3,
  given: [{ assetId: '1', newAssetId: '2', classId: 'c', instanceId: '0', protectedUntil, tradableAfter: null }],
  received: [{ assetId: '3', newAssetId: '4', classId: 'c', instanceId: '0', protectedUntil, tradableAfter: null }],
});

const seen = (state: OfferState, extra: Partial<OfferSeen> = {}): OfferSeen => ({ offerId: 'o1', state, tradeId: null, escrowEndsAt: null, exchange: null, ...extra });
const moves = (decision: Decision) => decision.moves.map((move) => move.to);
const effects = (decision: Decision) => decision.effects.map((effect) => effect.type);

describe('what Steam says of the offer', () => {
  const rows: Array<[string, TradeFacts, OfferSeen, TradeStatus[], string[], Partial<Decision>?]> = [
    ['a stale poll after a resend: the old offer declined, the trade on its new attempt: nothing moves', trade({ status: 'checking', resendsUsed: 1 }), seen('declined'), [], []],
    ['an older offer declined while the new one is out: nothing moves, no refund', trade({ offerId: 'o2', attempt: 2, resendsUsed: 1 }), seen('declined', { offerId: 'o1' }), [], []],
    ['an older offer accepted while the new one is out: nothing moves', trade({ offerId: 'o2', attempt: 2 }), seen('accepted', { offerId: 'o1', tradeId: 't1', exchange: exchange('complete') }), [], []],
    ['a pack offer declined a second time: waits for its owner again, never refunded', trade({ orderKind: 'pack', attempt: 2, resendsUsed: 1 }), seen('declined'), ['declined'], ['release_assets']],
    ['an unknown state: nothing moves, looked at again', trade(), seen('unknown'), [], [], { nextCheckAt: at(1) }],
    ['waiting for the bot’s confirmation: recorded, then confirmed', trade({ status: 'unknown' }), seen('needs_confirmation'), ['awaiting_confirmation'], ['confirm_offer']],
    ['still waiting for the confirmation: confirmed again, no move', trade({ status: 'awaiting_confirmation' }), seen('needs_confirmation'), [], ['confirm_offer']],
    ['a lost send found active: the offer is out', trade({ status: 'unknown' }), seen('active'), ['sent'], []],
    ['active before its deadline: looked at again, errors forgotten', trade(), seen('active'), [], [], { nextCheckAt: at(1), clearsErrors: true }],
    ['active past its deadline: withdrawn at Steam, expired, the buyer may ask once more', trade({ deadlineAt: at(-1) }), seen('active'), ['expired'], ['cancel_offer', 'release_assets'], { moves: undefined }],
    ['accepted, Steam still carrying it out: accepted, looked at in seconds', trade(), seen('accepted', { tradeId: 't1', exchange: exchange('pending') }), ['accepted'], []],
    ['accepted without a trade id yet: accepted', trade(), seen('accepted'), ['accepted'], []],
    ['accepted and complete: done, the exchange recorded', trade(), seen('accepted', { tradeId: 't1', exchange: exchange('complete') }), ['done'], ['record_exchange']],
    ['accepted under trade protection: protected until the window closes', trade(), seen('accepted', { tradeId: 't1', exchange: exchange('complete', at(7 * 24 * 60)) }), ['protected'], ['record_exchange']],
    ['accepted but held by Steam: on hold', trade(), seen('accepted', { tradeId: 't1', escrowEndsAt: at(3 * 24 * 60), exchange: exchange('in_escrow') }), ['on_hold'], []],
    ['accepted but Steam failed the trade: a new attempt, the items released', trade(), seen('accepted', { tradeId: 't1', exchange: exchange('failed') }), ['accepted', 'checking'], ['release_assets']],
    ['Steam failed the trade on the last attempt: failed, refunded', trade({ attempt: 3 }), seen('accepted', { tradeId: 't1', exchange: exchange('failed') }), ['accepted', 'failed'], ['release_assets', 'refund_items']],
    ['accepted then reversed: reversed, undone', trade(), seen('accepted', { tradeId: 't1', exchange: exchange('reversed') }), ['reversed'], ['undo_trade']],
    ['held (escrow): on hold until Steam releases it', trade(), seen('in_escrow', { escrowEndsAt: at(60) }), ['on_hold'], [], { moves: undefined }],
    ['still held: no move, looked at when the hold ends', trade({ status: 'on_hold', holdUntil: at(60) }), seen('in_escrow', { escrowEndsAt: at(60) }), [], [], { nextCheckAt: at(60) }],
    ['declined, a bought item: waits for the buyer’s one resend', trade(), seen('declined'), ['declined'], ['release_assets']],
    ['declined after the resend: failed, each item refunded once', trade({ resendsUsed: 1, attempt: 2 }), seen('declined'), ['declined', 'failed'], ['release_assets', 'refund_items']],
    ['declined, a pack’s item: waits for its owner, never refunded (no re-roll)', trade({ orderKind: 'pack', resendsUsed: 5, attempt: 6 }), seen('declined'), ['declined'], ['release_assets']],
    ['countered: never accepted, waits for the buyer’s resend', trade(), seen('countered'), ['countered'], ['release_assets']],
    ['expired at Steam: waits for the buyer’s resend', trade(), seen('expired'), ['expired'], ['release_assets']],
    ['canceled at Steam (by the shop or Steam): as expired', trade(), seen('canceled'), ['expired'], ['release_assets']],
    ['items no longer available: failed, the items gone, refunded', trade(), seen('invalid_items'), ['invalid_items', 'failed'], ['release_assets', 'refund_items']],
    ['a pack’s items no longer available: refunded (the shop lost them, not a re-roll)', trade({ orderKind: 'pack' }), seen('invalid_items'), ['invalid_items', 'failed'], ['release_assets', 'refund_items']],
    ['an intake of one skin Steam says is gone: failed, the sell order cancelled', trade({ kind: 'intake', orderKind: null }), seen('invalid_items'), ['invalid_items', 'failed'], ['release_assets', 'cancel_sell_order']],
    ['an intake of several skins, one gone at Steam: checked again (the gone one drops out), not failed', trade({ kind: 'intake', orderKind: null, items: 5 }), seen('invalid_items'), ['invalid_items', 'checking'], ['release_assets']],
    ['an intake of several skins, invalid on the last attempt: failed', trade({ kind: 'intake', orderKind: null, items: 5, attempt: 3 }), seen('invalid_items'), ['invalid_items', 'failed'], ['release_assets', 'cancel_sell_order']],
    ['an intake of several skins accepted and complete: done, every skin received', trade({ kind: 'intake', orderKind: null, items: 5 }), seen('accepted', { tradeId: 't1', exchange: exchange('complete') }), ['done'], ['record_exchange']],
    ['confirmation canceled: the engine sends again', trade(), seen('canceled_by_second_factor'), ['canceled_by_second_factor', 'checking'], ['release_assets']],
    ['confirmation canceled on the last attempt: failed, refunded', trade({ attempt: 3 }), seen('canceled_by_second_factor'), ['canceled_by_second_factor', 'failed'], ['release_assets', 'refund_items']],
    ['reversed under protection: reversed, the buyer refunded', trade({ status: 'protected', protectedUntil: at(60) }), seen('reversed'), ['reversed'], ['undo_trade']],
    ['Steam answers an accepted offer as active again: contradictory, nothing moves, looked at again', trade({ status: 'accepted' }), seen('active'), [], [], { nextCheckAt: at(1) }],
    ['a held trade that completes: done, without passing accepted again', trade({ status: 'on_hold' }), seen('accepted', { tradeId: 't1', exchange: exchange('complete') }), ['done'], ['record_exchange']],
    ['a held trade Steam rolled back: as declined, the buyer may ask once more', trade({ status: 'on_hold' }), seen('canceled'), ['declined'], ['release_assets']],
    ['a held trade Steam failed: a new attempt', trade({ status: 'on_hold' }), seen('accepted', { tradeId: 't1', exchange: exchange('failed') }), ['checking'], ['release_assets']],
    ['a protected trade seen accepted again: waits for its window', trade({ status: 'protected', protectedUntil: at(60) }), seen('accepted', { tradeId: 't1', exchange: exchange('complete', at(60)) }), [], [], { nextCheckAt: at(60) }],
    ['an intake declined: the engine asks again', trade({ kind: 'intake', orderKind: null }), seen('declined'), ['declined', 'checking'], ['release_assets']],
    ['an intake declined on the last attempt: failed, the sell order cancelled', trade({ kind: 'intake', orderKind: null, attempt: 3 }), seen('declined'), ['declined', 'failed'], ['release_assets', 'cancel_sell_order']],
    ['an intake accepted and complete: done, the skin received', trade({ kind: 'intake', orderKind: null }), seen('accepted', { tradeId: 't1', exchange: exchange('complete') }), ['done'], ['record_exchange']],
    ['an intake reversed by its seller: reversed, undone (seller flagged)', trade({ kind: 'intake', orderKind: null, status: 'protected' }), seen('reversed'), ['reversed'], ['undo_trade']],
  ];
  it.each(rows)('%s', (_name, facts, offer, expectedMoves, expectedEffects, extra) => {
    const decision = decideOnOffer(facts, offer, now, settings);
    expect(moves(decision)).toEqual(expectedMoves);
    expect(effects(decision)).toEqual(expectedEffects);
    for (const [key, value] of Object.entries(extra ?? {})) if (value !== undefined) expect(decision[key as keyof Decision]).toEqual(value);
  });

  it('the buyer’s resend window opens with the outcome, and the trade is looked at when it closes', () => {
    const decision = decideOnOffer(trade(), seen('declined'), now, settings);
    expect(decision.moves[0]!.data).toMatchObject({ resendableUntil: at(24 * 60), nextCheckAt: at(24 * 60) });
  });

  it('a pack’s waiting items have no deadline and nothing scheduled', () => {
    const decision = decideOnOffer(trade({ orderKind: 'pack' }), seen('declined'), now, settings);
    expect(decision.moves[0]!.data).toMatchObject({ resendableUntil: null, nextCheckAt: null });
  });
});

describe('ending and revisiting', () => {
  it('a delivery that fails refunds its items; an intake that fails cancels its sell order', () => {
    expect(effects(decideFailure(trade(), 'x'))).toEqual(['release_assets', 'refund_items']);
    expect(effects(decideFailure(trade({ kind: 'intake' }), 'x'))).toEqual(['release_assets', 'cancel_sell_order']);
    expect(moves(decideFailure(trade(), 'x'))).toEqual(['failed']);
  });

  it('a refusal at send (Steam refuses the trade URL) is a declined attempt like any other', () => {
    expect(moves(decideOutcome(trade({ status: 'checking' }), 'declined', now, settings))).toEqual(['declined']);
  });

  const rows: Array<[string, TradeFacts, TradeStatus[], string[], Date | null | undefined]> = [
    ['inside the resend window: waits until it closes', trade({ status: 'declined', resendableUntil: at(30) }), [], [], at(30)],
    ['the resend window closed with no resend: failed, refunded', trade({ status: 'declined', resendableUntil: at(-1) }), ['failed'], ['release_assets', 'refund_items'], undefined],
    ['a pack’s waiting items: never failed, never refunded', trade({ status: 'declined', orderKind: 'pack', resendableUntil: null }), [], [], null],
    ['an intake left declined: asked again', trade({ kind: 'intake', orderKind: null, status: 'declined' }), ['checking'], [], undefined],
    ['not an outcome: nothing to do', trade({ status: 'sent' }), [], [], null],
  ];
  it.each(rows)('revisit: %s', (_name, facts, expectedMoves, expectedEffects, next) => {
    const decision = decideRevisit(facts, now, settings);
    expect(moves(decision)).toEqual(expectedMoves);
    expect(effects(decision)).toEqual(expectedEffects);
    if (next !== undefined) expect(decision.nextCheckAt).toEqual(next);
  });

  const protection: Array<[string, TradeFacts, ExchangeDetails | null, TradeStatus[], string[]]> = [
    ['still open: waits', trade({ status: 'protected', protectedUntil: at(10) }), null, [], []],
    ['closed, the trade stands: done', trade({ status: 'protected', protectedUntil: at(-1) }), exchange('complete'), ['done'], []],
    ['closed, an intake: done, its listing may go on sale', trade({ kind: 'intake', status: 'protected', protectedUntil: at(-1) }), exchange('complete'), ['done'], ['sweep_custody']],
    ['reversed inside it: reversed, undone', trade({ status: 'protected', protectedUntil: at(-1) }), exchange('reversed'), ['reversed'], ['undo_trade']],
  ];
  it.each(protection)('protection: %s', (_name, facts, details, expectedMoves, expectedEffects) => {
    const decision = decideProtectionClosed(facts, details, now);
    expect(moves(decision)).toEqual(expectedMoves);
    expect(effects(decision)).toEqual(expectedEffects);
  });
});

describe('before the offer goes out: items in a trade cooldown', () => {
  const rows: Array<[string, TradeFacts, Array<Date | null>, Date | null]> = [
    ['every item tradable: sent now', trade({ status: 'checking', offerId: null }), [null, at(-60)], null],
    ['an item locked for a week: waits for its date, no move, no refund', trade({ status: 'checking', offerId: null }), [null, at(7 * 24 * 60)], at(7 * 24 * 60)],
    ['items locked to different dates: waits for the last one', trade({ status: 'checking', offerId: null }), [at(60), at(90 * 24 * 60), at(24 * 60)], at(90 * 24 * 60)],
    ['a pack’s item locked: waits too', trade({ status: 'checking', offerId: null, orderKind: 'pack' }), [at(60)], at(60)],
    ['an intake (the seller’s item): not the shop’s cooldown to wait for', trade({ kind: 'intake', orderKind: null, status: 'checking', offerId: null }), [at(60)], null],
  ];
  it.each(rows)('%s', (_name, facts, dates, waitUntil) => {
    const decision = decideItemsLocked(facts, dates, now);
    if (waitUntil === null) return expect(decision).toBeNull();
    expect(decision).toEqual({ moves: [], effects: [], nextCheckAt: waitUntil });
  });
});

describe('every decision is made of allowed moves', () => {
  const statuses = [...OBSERVABLE_STATUSES];
  const exchanges: Array<ExchangeDetails | null> = [null, exchange('pending'), exchange('complete'), exchange('complete', at(60)), exchange('in_escrow'), exchange('failed'), exchange('reversed')];
  const kinds: Array<[TradeFacts['kind'], OrderKind | null]> = [['delivery', 'cart'], ['delivery', 'pack'], ['intake', null]];
  const chainAllowed = (from: TradeStatus, decision: Decision) =>
    decision.moves.every((move, index) => canMoveTrade(index === 0 ? from : decision.moves[index - 1]!.to, move.to));

  it('for every status, offer state, exchange, attempt and order kind', () => {
    let checked = 0;
    for (const status of statuses)
      for (const state of OFFER_STATES)
        for (const details of exchanges)
          for (const [kind, orderKind] of kinds)
            for (const attempt of [1, 3])
              for (const deadlineAt of [at(60), at(-1)]) {
                const facts = trade({ status, kind, orderKind, attempt, resendsUsed: attempt - 1, deadlineAt, protectedUntil: status === 'protected' ? at(60) : null });
                const decision = decideOnOffer(facts, seen(state, { tradeId: details ? 't1' : null, exchange: details }), now, settings);
                expect(chainAllowed(status, decision), `${status} + ${state} (${details?.status ?? 'no exchange'}, ${kind}/${orderKind}, attempt ${attempt}): ${moves(decision).join(' -> ')}`).toBe(true);
                checked += 1;
              }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('which skins an intake asks for, as the seller’s inventory is now', () => {
  const item = (id: number, partnerAssetId: string | null, over: Partial<{ orderStatus: string; skinName: string }> = {}) => ({ id, partnerAssetId, orderStatus: 'accepted', skinName: `Skin ${id}`, ...over });
  const inventory = [
    { assetId: 'a1', name: 'Skin 1', tradable: true },
    { assetId: 'a2', name: 'Skin 2', tradable: false },
    { assetId: 'a4', name: 'Skin 4', tradable: true },
    { assetId: 'a5', name: 'Typed Skin', tradable: true },
  ];
  const rows: Array<[string, ReturnType<typeof item>[], Array<[number, string]>, Array<[number, string]>]> = [
    ['every picked skin held and tradable: all asked for', [item(1, 'a1'), item(4, 'a4')], [[1, 'a1'], [4, 'a4']], []],
    ['a skin untradable meanwhile drops out, the rest go on', [item(1, 'a1'), item(2, 'a2')], [[1, 'a1']], [[2, 'not_tradable']]],
    ['a skin that left the inventory drops out', [item(1, 'a1'), item(3, 'a3')], [[1, 'a1']], [[3, 'not_in_inventory']]],
    ['a sell order staff cancelled meanwhile drops out', [item(1, 'a1'), item(4, 'a4', { orderStatus: 'cancelled' })], [[1, 'a1']], [[4, 'order_closed']]],
    ['a typed name is found by its name', [item(5, null, { skinName: ' typed skin ' })], [[5, 'a5']], []],
    ['none left: nothing to ask for', [item(2, 'a2'), item(3, 'a3')], [], [[2, 'not_tradable'], [3, 'not_in_inventory']]],
  ];
  it.each(rows)('%s', (_name, items, ask, drop) => {
    const plan = decideIntakeItems(items, inventory);
    expect(plan.ask.map((line) => [line.itemId, line.assetId])).toEqual(ask);
    expect(plan.drop.map((line) => [line.itemId, line.reason])).toEqual(drop);
  });

  it('one asset is asked for once, even when two lines name it', () => {
    const plan = decideIntakeItems([item(1, 'a1'), item(6, 'a1')], inventory);
    expect(plan.ask.map((line) => line.itemId)).toEqual([1]);
    expect(plan.drop).toEqual([{ itemId: 6, reason: 'not_in_inventory' }]);
  });
});
