/**
 * The buyer's resend of a delivery whose offer was declined, expired or countered (resend-rule.ts: once, before
 * the window closes and the items are refunded; any time for what a pack gave). A corrected trade URL may come
 * with it, held to the same rule as at checkout: it must be the buyer's own Steam account. The worker sends
 * the new offer within seconds.
 */
import type { PrismaClient } from '@skins/db';
import { tradeUrlProblem } from '@skins/shared';
import { conflict, notFound, validationError } from '../lib/errors.ts';
import type { TradingSettings } from './engine/context.ts';
import { partnerSteamIdOf } from './open-deliveries.ts';
import { buyerMayResend, RESENDABLE_STATUSES } from './engine/resend-rule.ts';
import { moveTrade } from './engine/trade-state.ts';

export async function resendDelivery(db: PrismaClient, settings: TradingSettings, userId: number, orderId: number, tradeId: number, tradeUrl?: string): Promise<void> {
  const trade = await db.trade.findFirst({ where: { id: tradeId, orderId, kind: 'delivery', order: { userId } }, include: { order: { select: { kind: true, steamId: true, user: { select: { steamId: true } } } } } });
  if (!trade?.order) throw notFound('Delivery not found');
  const now = new Date();
  if (!buyerMayResend({ ...trade, orderKind: trade.order.kind }, settings.buyerResends, now)) {
    if (!RESENDABLE_STATUSES.includes(trade.status)) throw conflict('This delivery cannot be sent again now.');
    if (trade.resendsUsed >= settings.buyerResends) throw conflict('This delivery was already sent again once; its items are being refunded.');
    throw conflict('The time to ask for the offer again has passed; the items are being refunded.');
  }

  let url = trade.tradeUrl;
  let partner = trade.partnerSteamId;
  if (tradeUrl && tradeUrl !== trade.tradeUrl) {
    const owner = trade.order.user.steamId ?? trade.order.steamId;
    const problem = tradeUrlProblem(tradeUrl, owner);
    const partnerOfUrl = partnerSteamIdOf(tradeUrl);
    if (problem || !partnerOfUrl) throw validationError({ trade_url: [problem ?? 'Invalid Steam trade URL'] });
    if (!owner && partnerOfUrl !== trade.partnerSteamId) throw validationError({ trade_url: ['The trade URL must be of the same Steam account the order was placed for.'] });
    url = tradeUrl;
    partner = partnerOfUrl;
  }
  const moved = await db.$transaction((tx) =>
    moveTrade(tx, {
      tradeId,
      from: trade.status,
      to: 'checking',
      source: 'buyer',
      note: 'the buyer asked for the offer again',
      data: { resendsUsed: { increment: 1 }, resendableUntil: null, tradeUrl: url, partnerSteamId: partner, nextCheckAt: now },
    }),
  );
  if (!moved) throw conflict('This delivery changed meanwhile. Reload the page.');
}
