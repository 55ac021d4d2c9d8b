/**
 * Item movement from staff's side: what needs a person, one trade's whole story, each bot's state, and the
 * levers (resend a trade now). Every lever goes through the same state machine as the engine.
 */
import type { PrismaClient, TradeStatus } from '@skins/db';
import { conflict, notFound } from '../lib/errors.ts';
import { botRef } from './steam/bots.ts';
import type { TradingPort } from './steam/port.ts';
import { loadTrade } from './engine/load-trade.ts';
import { failTrade } from './engine/trade-outcomes.ts';
import { FINAL_TRADE_STATUSES, moveTrade } from './engine/trade-state.ts';

const LIMIT = 200;
const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * Trades a person should look at: Steam kept failing on them (errors in a row), an answer lost for long, an
 * offer past its deadline still out, an intake whose seller reversed the trade; refunds the provider refused;
 * and assets the shop held that a bot's Steam inventory no longer has (custody's check).
 */
export async function tradesNeedingAttention(db: PrismaClient, now = new Date()) {
  const stale = new Date(now.getTime() - 15 * 60_000);
  const trades = await db.trade.findMany({
    where: {
      OR: [
        { errorCount: { gte: 3 }, status: { notIn: ['done', 'reversed', 'failed'] } },
        { status: 'unknown', updatedAt: { lt: stale } },
        { status: { in: ['sent', 'awaiting_confirmation'] }, deadlineAt: { lt: stale } },
        { status: 'reversed', kind: 'intake' },
      ],
    },
    orderBy: { updatedAt: 'asc' },
    take: LIMIT,
    include: { bot: { select: { accountName: true } } },
  });
  const refunds = await db.refund.findMany({ where: { status: 'failed' }, orderBy: { id: 'asc' }, take: LIMIT });
  const missing = await db.botAsset.findMany({ where: { status: 'missing' }, orderBy: { updatedAt: 'asc' }, take: LIMIT, include: { bot: { select: { accountName: true } }, listing: { select: { id: true, title: true } } } });
  return {
    missingAssets: missing.map((asset) => ({
      id: asset.id,
      bot: asset.bot.accountName,
      assetId: asset.assetId,
      name: asset.name,
      listingId: asset.listing?.id ?? null,
      listing: asset.listing?.title ?? null,
      since: asset.updatedAt.toISOString(),
    })),
    trades: trades.map((trade) => ({
      id: trade.id,
      kind: trade.kind,
      status: trade.status,
      bot: trade.bot.accountName,
      orderId: trade.orderId,
      sellOrderId: trade.sellOrderId,
      offerId: trade.offerId,
      errors: trade.errorCount,
      lastError: trade.lastError,
      updatedAt: trade.updatedAt.toISOString(),
      why:
        trade.status === 'reversed'
          ? 'the seller reversed the trade: no payout; the seller is flagged'
          : trade.status === 'unknown'
            ? 'a send whose answer was lost is still not found'
            : trade.errorCount >= 3
              ? `Steam failed ${trade.errorCount} times in a row`
              : 'the offer is past its deadline and still out',
    })),
    refunds: refunds.map((refund) => ({ id: refund.id, orderId: refund.orderId, key: refund.key, amount: `${(Number(refund.amountMinor) / 100).toFixed(2)} ${refund.currency}`, error: refund.lastError, createdAt: refund.createdAt.toISOString() })),
  };
}

export async function tradeStory(db: PrismaClient, id: number) {
  const trade = await db.trade.findUnique({
    where: { id },
    include: { bot: true, events: { orderBy: { id: 'asc' } }, items: { include: { botAsset: true, orderItem: { select: { title: true } }, sellOrder: { select: { skinName: true } } } }, sellOrder: { select: { skinName: true } } },
  });
  if (!trade) throw notFound(`Trade ${id} not found`);
  return {
    id: trade.id,
    kind: trade.kind,
    status: trade.status,
    bot: trade.bot.accountName,
    orderId: trade.orderId,
    sellOrderId: trade.sellOrderId,
    partnerSteamId: trade.partnerSteamId,
    tradeUrl: trade.tradeUrl,
    offerId: trade.offerId,
    code: trade.code,
    attempt: trade.attempt,
    resendsUsed: trade.resendsUsed,
    holdDays: trade.holdDays,
    deadlineAt: iso(trade.deadlineAt),
    acceptedAt: iso(trade.acceptedAt),
    holdUntil: iso(trade.holdUntil),
    protectedUntil: iso(trade.protectedUntil),
    doneAt: iso(trade.doneAt),
    failureReason: trade.failureReason,
    lastError: trade.lastError,
    items: trade.items.map((item) => ({
      title: item.orderItem?.title ?? item.sellOrder?.skinName ?? trade.sellOrder?.skinName ?? '',
      sellOrderId: item.sellOrderId,
      dropped: item.droppedReason,
      assetId: item.botAsset?.assetId ?? item.partnerAssetId,
      newAssetId: item.newAssetId,
      assetStatus: item.botAsset?.status ?? null,
    })),
    events: trade.events.map((event) => ({ at: event.createdAt.toISOString(), from: event.fromStatus, to: event.toStatus, source: event.source, offerId: event.offerId, note: event.note })),
  };
}

/** Intakes still on their way in, oldest first. */
export async function openIntakes(db: PrismaClient) {
  const trades = await db.trade.findMany({
    where: { kind: 'intake', status: { notIn: ['done', 'reversed', 'failed'] } },
    orderBy: { createdAt: 'asc' },
    take: LIMIT,
    include: { bot: { select: { accountName: true } }, sellOrder: { select: { skinName: true } }, items: { where: { droppedReason: null }, select: { sellOrder: { select: { skinName: true } } } } },
  });
  const skins = (trade: (typeof trades)[number]) => trade.items.flatMap((item) => (item.sellOrder ? [item.sellOrder.skinName] : [])).join(', ');
  return trades.map((trade) => ({ id: trade.id, sellOrderId: trade.sellOrderId, skin: skins(trade) || (trade.sellOrder?.skinName ?? ''), status: trade.status, bot: trade.bot.accountName, code: trade.code, deadlineAt: iso(trade.deadlineAt), protectedUntil: iso(trade.protectedUntil) }));
}

const STAFF_RESENDABLE: readonly TradeStatus[] = ['declined', 'expired', 'countered', 'canceled_by_second_factor', 'invalid_items'];

/** Staff send a trade again now (a declined or expired offer, say after talking to the buyer), past any limit. */
export async function staffResend(db: PrismaClient, id: number, staffEmail: string) {
  const trade = await db.trade.findUnique({ where: { id } });
  if (!trade) throw notFound(`Trade ${id} not found`);
  if (FINAL_TRADE_STATUSES.has(trade.status) || !STAFF_RESENDABLE.includes(trade.status)) throw conflict(`Trade ${id} is ${trade.status}: only a declined, expired, countered or unconfirmed offer can be sent again.`);
  const moved = await db.$transaction((tx) =>
    moveTrade(tx, { tradeId: id, from: trade.status, to: 'checking', source: 'staff', note: `sent again by ${staffEmail}`, data: { resendableUntil: null, nextCheckAt: new Date(), errorCount: 0 } }),
  );
  if (!moved) throw conflict(`Trade ${id} changed meanwhile; look at it again.`);
  return tradeStory(db, id);
}

/** A delivery with no live offer: not yet sent, or sent and answered so that nothing is open at Steam. */
const CANCELLABLE: readonly TradeStatus[] = ['queued', 'checking', 'declined', 'expired', 'countered', 'canceled_by_second_factor', 'invalid_items'];

/**
 * The buyer's right to cancel until the offer is sent (Buyer Terms §6): staff cancel the delivery, its items
 * are refunded (to the card or the balance that paid) and go back on sale. Refused while an offer is being
 * sent or is open at Steam, since the buyer could still accept it; the worker and staff race on one
 * conditional move, so only one of them wins.
 */
export async function staffCancelDelivery(db: PrismaClient, id: number, staffEmail: string, reason: string) {
  const trade = await loadTrade(db, id);
  if (!trade) throw notFound(`Trade ${id} not found`);
  if (trade.kind !== 'delivery' || !CANCELLABLE.includes(trade.status)) {
    throw conflict(`Trade ${id} is ${trade.kind === 'delivery' ? trade.status : 'an intake'}: only a delivery with no offer open at Steam can be cancelled.`);
  }
  // The reason reaches the buyer (refund and its mail); who cancelled stays in the trade's own story.
  const cancelled = await db.$transaction(async (tx) => {
    await failTrade(tx, trade, `cancelled before its offer was sent: ${reason}`, 'staff');
    const after = await tx.trade.findUniqueOrThrow({ where: { id } });
    if (after.status !== 'failed' || after.failureReason?.startsWith('cancelled before') !== true) return false;
    await tx.tradeEvent.create({ data: { tradeId: id, fromStatus: 'failed', toStatus: 'failed', source: 'staff', note: `cancelled by ${staffEmail}` } });
    return true;
  });
  if (!cancelled) throw conflict(`Trade ${id} changed meanwhile; look at it again.`);
  return tradeStory(db, id);
}

/** Each bot: Steam's view (session, inventory, confirmations) next to the shop's (assets, trades, errors). */
export async function botStates(db: PrismaClient, port: TradingPort) {
  const bots = await db.steamBot.findMany({ orderBy: { id: 'asc' } });
  return Promise.all(
    bots.map(async (bot) => {
      const [held, open] = await Promise.all([
        db.botAsset.count({ where: { botId: bot.id, status: { in: ['held', 'in_offer'] } } }),
        db.trade.count({ where: { botId: bot.id, status: { notIn: ['done', 'reversed', 'failed'] } } }),
      ]);
      let steam: { loggedIn: boolean; sessionExpiresAt: string | null; pendingConfirmations: number; inventoryCount: number } | null = null;
      let steamError: string | null = null;
      if (bot.active && port.bots.some((configured) => configured.steamId === bot.steamId)) {
        try {
          const status = await port.status(botRef(bot));
          steam = { loggedIn: status.loggedIn, sessionExpiresAt: iso(status.sessionExpiresAt), pendingConfirmations: status.pendingConfirmations, inventoryCount: status.inventoryCount };
        } catch (error) {
          steamError = error instanceof Error ? error.message : String(error);
        }
      }
      return {
        id: bot.id,
        accountName: bot.accountName,
        steamId: bot.steamId,
        active: bot.active,
        assetsHeld: held,
        openTrades: open,
        rateLimitedUntil: bot.rateLimitedUntil && bot.rateLimitedUntil > new Date() ? bot.rateLimitedUntil.toISOString() : null,
        polledUntil: iso(bot.polledUntil),
        lastError: bot.lastError,
        lastErrorAt: iso(bot.lastErrorAt),
        steam,
        steamError,
      };
    }),
  );
}
