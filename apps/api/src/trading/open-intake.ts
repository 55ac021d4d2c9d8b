/**
 * Accepted sell orders start their intake in the same transaction as the acceptance (DESIGN.md): one bot's
 * offer asking for the seller's skins (one, or the several an accept of instant quotes named), sent to the
 * trade URL the seller accepted with. Each skin is a line naming its own sell order. The bot chosen is the
 * active one with the fewest items, so intakes spread over the bots.
 */
import type { Prisma } from '@skins/db';
import { literal, queryFirst, statements } from '@skins/db/sql';
import { AppError } from '../lib/errors.ts';
import { partnerSteamIdOf } from './open-deliveries.ts';
import { recordTradeOpened } from './engine/trade-state.ts';

interface IntakeOrder {
  id: number;
  userId: number;
  tradeUrl: string | null;
  assetId: string | null;
}

export async function openIntake(tx: Prisma.TransactionClient, sellOrders: IntakeOrder | readonly IntakeOrder[]): Promise<number> {
  const orders = Array.isArray(sellOrders) ? sellOrders : [sellOrders as IntakeOrder];
  const first = orders[0];
  if (!first) throw new AppError('VALIDATION', 'There is no skin to take in.');
  if (orders.some((order) => order.userId !== first.userId || order.tradeUrl !== first.tradeUrl)) throw new Error('one intake takes the skins of one seller, to one trade URL');
  const partnerSteamId = first.tradeUrl ? partnerSteamIdOf(first.tradeUrl) : null;
  if (!first.tradeUrl || !partnerSteamId) throw new AppError('VALIDATION', 'A valid Steam trade URL is needed to take the skin in.');
  const bot = await queryFirst(
    tx,
    statements
      .selectFrom('steam_bots as b')
      .leftJoin('bot_assets as a', (join) => join.onRef('a.bot_id', '=', 'b.id').on('a.status', '<>', literal('gone')))
      .select('b.id')
      .where((eb) => eb.ref('b.active'))
      .groupBy('b.id')
      .orderBy((eb) => eb.fn.count('a.id'))
      .orderBy('b.id')
      .limit(1),
  );
  if (!bot) throw new AppError('UNAVAILABLE', 'No Steam bot is in service to take the skin in. Try again later.');
  const trade = await tx.trade.create({
    data: {
      kind: 'intake',
      botId: bot.id,
      sellOrderId: first.id,
      userId: first.userId,
      tradeUrl: first.tradeUrl,
      partnerSteamId,
      nextCheckAt: new Date(),
      items: { createMany: { data: orders.map((order) => ({ partnerAssetId: order.assetId, sellOrderId: order.id })) } },
    },
    select: { id: true },
  });
  const named = orders.map((order) => `#${order.id}`).join(', ');
  await recordTradeOpened(tx, trade.id, `intake for sell order${orders.length > 1 ? 's' : ''} ${named}`);
  return trade.id;
}
