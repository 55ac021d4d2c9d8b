/**
 * A paid order starts its deliveries in the same transaction that completes it (DESIGN.md): one trade per bot
 * holding its items, queued, each item promised to exactly one trade (trade_items.order_item_id is unique).
 * An item no bot holds any more cannot be delivered: it is refunded at once instead of promised.
 */
import type { Prisma } from '@skins/db';
import { parseTradeUrl, STEAM_ID64_BASE } from '@skins/shared';
import { requestItemRefunds } from '../refunds/request-refunds.ts';
import { recordTradeOpened } from './trade-state.ts';

export interface OpenedDeliveries {
  tradeIds: number[];
  /** Order items refunded instead of delivered. */
  refunded: number[];
}

export function partnerSteamIdOf(tradeUrl: string): string | null {
  const parsed = parseTradeUrl(tradeUrl);
  return parsed ? (STEAM_ID64_BASE + parsed.partner).toString() : null;
}

export async function openDeliveries(tx: Prisma.TransactionClient, orderId: number): Promise<OpenedDeliveries> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { userId: true, tradeUrl: true, items: { select: { id: true, listingId: true }, orderBy: { id: 'asc' } } },
  });
  const partnerSteamId = order.tradeUrl ? partnerSteamIdOf(order.tradeUrl) : null;
  const assets = await tx.botAsset.findMany({
    where: { listingId: { in: order.items.map((item) => item.listingId) }, status: 'held', bot: { active: true } },
    select: { id: true, botId: true, listingId: true },
  });
  const assetOf = new Map(assets.map((asset) => [asset.listingId, asset]));

  const byBot = new Map<number, Array<{ orderItemId: number; botAssetId: number }>>();
  const missing: number[] = [];
  for (const item of order.items) {
    const asset = assetOf.get(item.listingId);
    if (!asset || !order.tradeUrl || !partnerSteamId) {
      missing.push(item.id);
      continue;
    }
    const lines = byBot.get(asset.botId) ?? [];
    lines.push({ orderItemId: item.id, botAssetId: asset.id });
    byBot.set(asset.botId, lines);
  }

  const tradeIds: number[] = [];
  for (const [botId, lines] of byBot) {
    const trade = await tx.trade.create({
      data: {
        kind: 'delivery',
        botId,
        orderId,
        userId: order.userId,
        tradeUrl: order.tradeUrl!,
        partnerSteamId: partnerSteamId!,
        nextCheckAt: new Date(),
        items: { create: lines },
      },
      select: { id: true },
    });
    await recordTradeOpened(tx, trade.id, `delivery of ${lines.length} item(s) of order #${orderId}`);
    tradeIds.push(trade.id);
  }
  if (missing.length) await requestItemRefunds(tx, orderId, missing, `Order #${orderId}: the item is no longer held by the shop and cannot be delivered`);
  return { tradeIds, refunded: missing };
}
