/**
 * Offers and trades in IEconService's JSON, from one account's side: `items_to_give` are that account's
 * items, `assets_received` what it got (old asset id and `new_assetid`). Times are Unix seconds; ids are
 * strings, as Steam sends the 64-bit ones.
 */
import { accountIdOf } from '../steam/users.ts';
import type { AssetLedger } from './ledger.ts';
import type { Offer, OfferItem, Trade, TradeMove } from './model.ts';

const seconds = (ms: number) => Math.floor(ms / 1000);

export function offerJson(offer: Offer, viewer: string, ledger: AssetLedger, now: number) {
  const mine = offer.sender === viewer;
  const other = mine ? offer.recipient : offer.sender;
  const item = (owner: string) => (asset: OfferItem) => ({
    appid: 570,
    contextid: '2',
    assetid: asset.assetId,
    classid: asset.classId,
    instanceid: asset.instanceId,
    amount: '1',
    // Steam flags items that are no longer where the offer says.
    missing: offer.tradeId === null && ledger.holding(owner, asset.assetId, now) === null,
    est_usd: '0',
  });
  const give = (mine ? offer.senderItems : offer.recipientItems).map(item(viewer));
  const receive = (mine ? offer.recipientItems : offer.senderItems).map(item(other));
  return {
    tradeofferid: offer.id,
    accountid_other: accountIdOf(other),
    message: offer.message,
    expiration_time: seconds(offer.expiresAt),
    trade_offer_state: offer.state,
    ...(give.length > 0 ? { items_to_give: give } : {}),
    ...(receive.length > 0 ? { items_to_receive: receive } : {}),
    is_our_offer: mine,
    time_created: seconds(offer.createdAt),
    time_updated: seconds(offer.updatedAt),
    ...(offer.tradeId ? { tradeid: offer.tradeId } : {}),
    from_real_time_trade: false,
    escrow_end_date: offer.escrowEndsAt === null ? 0 : seconds(offer.escrowEndsAt),
    confirmation_method: offer.confirmedByMobile ? 2 : 0,
    eresult: 1,
  };
}

/**
 * GetTradeStatus's trade. `time_protected_until` on an asset is the sandbox's: Steam's own marker for a
 * protected Dota 2 item is not known (CS2 moves protected items to context 16), so the stand-in says it
 * plainly and the clients read it if present.
 */
export function tradeJson(trade: Trade, viewer: string) {
  const asset = (move: TradeMove) => ({
    appid: 570,
    contextid: '2',
    assetid: move.before.assetId,
    amount: '1',
    classid: move.before.classId,
    instanceid: move.before.instanceId,
    new_assetid: move.after.assetId,
    new_contextid: '2',
    ...(trade.protectedUntil === null ? {} : { time_protected_until: seconds(trade.protectedUntil) }),
  });
  const other = trade.moves.map((move) => (move.from === viewer ? move.to : move.from))[0] ?? viewer;
  return {
    tradeid: trade.id,
    steamid_other: other,
    time_init: seconds(trade.createdAt),
    ...(trade.escrowEndsAt === null ? {} : { time_escrow_end: seconds(trade.escrowEndsAt) }),
    status: trade.status,
    assets_received: trade.moves.filter((move) => move.to === viewer).map(asset),
    assets_given: trade.moves.filter((move) => move.from === viewer).map(asset),
    ...(trade.rollbackTradeId ? { rollback_trade: trade.rollbackTradeId } : {}),
  };
}
