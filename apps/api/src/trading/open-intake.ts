/**
 * An accepted sell order starts its intake in the same transaction as the acceptance (DESIGN.md): a bot's
 * offer asking for the seller's skin, sent to the trade URL the seller accepted with. The bot chosen is the
 * active one with the fewest items, so intakes spread over the bots.
 */
import type { Prisma } from '@skins/db';
import { AppError } from '../lib/errors.ts';
import { partnerSteamIdOf } from './open-deliveries.ts';
import { recordTradeOpened } from './engine/trade-state.ts';

export async function openIntake(tx: Prisma.TransactionClient, sellOrder: { id: number; userId: number; tradeUrl: string | null; assetId: string | null }): Promise<number> {
  const partnerSteamId = sellOrder.tradeUrl ? partnerSteamIdOf(sellOrder.tradeUrl) : null;
  if (!sellOrder.tradeUrl || !partnerSteamId) throw new AppError('VALIDATION', 'A valid Steam trade URL is needed to take the skin in.');
  const [bot] = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT b.id FROM steam_bots b
    LEFT JOIN bot_assets a ON a.bot_id = b.id AND a.status <> 'gone'
    WHERE b.active
    GROUP BY b.id
    ORDER BY count(a.id), b.id
    LIMIT 1`;
  if (!bot) throw new AppError('UNAVAILABLE', 'No Steam bot is in service to take the skin in. Try again later.');
  const trade = await tx.trade.create({
    data: {
      kind: 'intake',
      botId: bot.id,
      sellOrderId: sellOrder.id,
      userId: sellOrder.userId,
      tradeUrl: sellOrder.tradeUrl,
      partnerSteamId,
      nextCheckAt: new Date(),
      items: { create: [{ partnerAssetId: sellOrder.assetId }] },
    },
    select: { id: true },
  });
  await recordTradeOpened(tx, trade.id, `intake for sell order #${sellOrder.id}`);
  return trade.id;
}
