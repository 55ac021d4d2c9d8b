/**
 * Trades: what an accepted offer did. Every item leaves its giver and arrives at the other side under a new
 * asset id. With a hold (fault steam.trade.hold) the items stay with Steam until the hold ends; with trade
 * protection (fault steam.trade.protection) they arrive untradable and either side may reverse the trade
 * for 7 days, which takes them back to their old owners under their old ids and marks the trade 12.
 */
import type { FaultStore } from '../faults.ts';
import type { TradingClock } from './clock.ts';
import type { AssetLedger } from './ledger.ts';
import { DAY_MS, EResult, PROTECTION_DAYS, SteamRefusal, TradeStatus } from './model.ts';
import type { Offer, OfferItem, Trade, TradeMove } from './model.ts';

export class TradeBook {
  private readonly trades = new Map<string, Trade>();
  private nextTradeId = 800_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e12));

  constructor(
    private readonly ledger: AssetLedger,
    private readonly clock: TradingClock,
    private readonly faults: FaultStore,
  ) {}

  trade(id: string): Trade | undefined {
    return this.trades.get(id);
  }

  /** Moves the offer's items (the caller checked they are all there and tradable). */
  carryOut(offer: Offer): Trade {
    const now = this.clock.now();
    const holdDays = this.faults.mode('steam.trade.hold') === 'days' ? this.faults.millis('steam.trade.hold', 0) : 0;
    const escrowEndsAt = holdDays > 0 ? now + holdDays * DAY_MS : null;
    const arrival = escrowEndsAt ?? now;
    const protectedUntil = this.faults.mode('steam.trade.protection') === 'on' ? arrival + PROTECTION_DAYS * DAY_MS : null;
    const move = (from: string, to: string, item: OfferItem): TradeMove => {
      const before = this.ledger.holding(from, item.assetId, now)!;
      this.ledger.take(before);
      return { from, to, before, after: this.ledger.mint(before, to, { tradableAfter: protectedUntil, arrivesAt: escrowEndsAt, tradeProtected: protectedUntil !== null }) };
    };
    const moves = [...offer.senderItems.map((item) => move(offer.sender, offer.recipient, item)), ...offer.recipientItems.map((item) => move(offer.recipient, offer.sender, item))];
    return this.record({ offerId: offer.id, status: escrowEndsAt ? TradeStatus.InEscrow : TradeStatus.Complete, escrowEndsAt, protectedUntil, moves });
  }

  completeHeld(tradeId: string): void {
    const trade = this.trades.get(tradeId);
    if (trade?.status === TradeStatus.InEscrow) trade.status = TradeStatus.Complete;
  }

  reverse(steamid: string, tradeId: string): Trade {
    const trade = this.trades.get(tradeId);
    const now = this.clock.now();
    if (!trade || !trade.moves.some((move) => move.from === steamid || move.to === steamid)) throw new SteamRefusal(EResult.InvalidState, 'No such trade of yours.');
    if (trade.status !== TradeStatus.Complete || trade.protectedUntil === null || trade.protectedUntil <= now) {
      throw new SteamRefusal(EResult.InvalidState, 'This trade can no longer be reversed.');
    }
    // Protected items cannot be traded on, so every one is still where the trade put it.
    for (const move of trade.moves) {
      this.ledger.take(move.after);
      this.ledger.restore(move.before);
    }
    const back = trade.moves.map((move) => ({ from: move.to, to: move.from, before: move.after, after: move.before }));
    const rollback = this.record({ offerId: trade.offerId, status: TradeStatus.Complete, escrowEndsAt: null, protectedUntil: null, moves: back });
    trade.status = TradeStatus.Reversed;
    trade.rollbackTradeId = rollback.id;
    return trade;
  }

  clear(): void {
    this.trades.clear();
  }

  private record(fields: Omit<Trade, 'id' | 'createdAt' | 'rollbackTradeId'>): Trade {
    const trade: Trade = { id: String(this.nextTradeId++), createdAt: this.clock.now(), rollbackTradeId: null, ...fields };
    this.trades.set(trade.id, trade);
    return trade;
  }
}
