/**
 * A paid order starts its deliveries in the same transaction that completes it (DESIGN.md): one trade per bot
 * holding its items, queued, each item promised to exactly one trade (trade_items.order_item_id is unique).
 * An item no bot holds any more cannot be delivered: it is refunded at once instead of promised.
 */
import type { Prisma } from '@skins/db';
import { parseTradeUrl, STEAM_ID64_BASE } from '@skins/shared';
import { requestItemRefunds } from '../refunds/request-refunds.ts';

export interface OpenedDeliveries {
  tradeIds: number[];
  /** Order items refunded instead of delivered. */
  refunded: number[];
}

export function partnerSteamIdOf(tradeUrl: string): string | null {
  const parsed = parseTradeUrl(tradeUrl);
  return parsed ? (STEAM_ID64_BASE + parsed.partner).toString() : null;
}

interface DeliveryLine {
  order_item_id: number;
  user_id: number;
  trade_url: string | null;
  bot_asset_id: number | null;
  bot_id: number | null;
}

/**
 * Two statements whatever the order holds (it runs inside the payment's transaction, which a burst of buyers
 * waits on): one reads the items with the asset an active bot holds for each, one opens every bot's trade
 * with its items and its first event.
 */
export async function openDeliveries(tx: Prisma.TransactionClient, orderId: number): Promise<OpenedDeliveries> {
  const lines = await tx.$queryRaw<DeliveryLine[]>`
    SELECT oi.id AS order_item_id, o.user_id, o.trade_url, a.id AS bot_asset_id, a.bot_id
    FROM orders o
    JOIN order_items oi ON oi.order_id = o.id
    LEFT JOIN LATERAL (
      SELECT a.id, a.bot_id FROM bot_assets a JOIN steam_bots b ON b.id = a.bot_id AND b.active
      WHERE a.listing_id = oi.listing_id AND a.status = 'held'
    ) a ON true
    WHERE o.id = ${orderId}
    ORDER BY oi.id`;
  const first = lines[0];
  if (!first) return { tradeIds: [], refunded: [] };
  const tradeUrl = first.trade_url;
  const partnerSteamId = tradeUrl ? partnerSteamIdOf(tradeUrl) : null;

  const bots: number[] = [];
  const delivered: Array<{ botId: number; botAssetId: number; orderItemId: number }> = [];
  const missing: number[] = [];
  for (const line of lines) {
    if (line.bot_asset_id === null || line.bot_id === null || !tradeUrl || !partnerSteamId) {
      missing.push(line.order_item_id);
      continue;
    }
    if (!bots.includes(line.bot_id)) bots.push(line.bot_id);
    delivered.push({ botId: line.bot_id, botAssetId: line.bot_asset_id, orderItemId: line.order_item_id });
  }

  const tradeIds = delivered.length ? await openTrades(tx, { orderId, userId: first.user_id, tradeUrl: tradeUrl!, partnerSteamId: partnerSteamId!, bots, delivered }) : [];
  if (missing.length) await requestItemRefunds(tx, orderId, missing, `Order #${orderId}: the item is no longer held by the shop and cannot be delivered`);
  return { tradeIds, refunded: missing };
}

/** One trade per bot (in the order the bots first hold an item), its items and its first event (trade-state.ts's recordTradeOpened). */
async function openTrades(
  tx: Prisma.TransactionClient,
  trades: { orderId: number; userId: number; tradeUrl: string; partnerSteamId: string; bots: number[]; delivered: Array<{ botId: number; botAssetId: number; orderItemId: number }> },
): Promise<number[]> {
  const { orderId, delivered } = trades;
  const rows = await tx.$queryRaw<Array<{ id: number }>>`
    WITH bots AS (
      SELECT bot_id, position FROM unnest(${trades.bots}::int[]) WITH ORDINALITY AS b(bot_id, position)
    ), lines AS (
      SELECT * FROM unnest(${delivered.map((line) => line.botId)}::int[], ${delivered.map((line) => line.botAssetId)}::int[], ${delivered.map((line) => line.orderItemId)}::int[])
        AS l(bot_id, bot_asset_id, order_item_id)
    ), opened AS (
      INSERT INTO trades (kind, bot_id, order_id, user_id, trade_url, partner_steam_id, next_check_at, updated_at)
      SELECT 'delivery', bot_id, ${orderId}, ${trades.userId}, ${trades.tradeUrl}, ${trades.partnerSteamId}, now(), now() FROM bots ORDER BY position
      RETURNING id, bot_id
    ), items AS (
      INSERT INTO trade_items (trade_id, bot_asset_id, order_item_id)
      SELECT opened.id, lines.bot_asset_id, lines.order_item_id FROM lines JOIN opened USING (bot_id)
    ), events AS (
      INSERT INTO trade_events (trade_id, to_status, source, note)
      SELECT opened.id, 'queued', 'engine', 'delivery of ' || (SELECT count(*) FROM lines WHERE lines.bot_id = opened.bot_id) || ' item(s) of order #' || ${orderId}::int
      FROM opened
    )
    SELECT opened.id FROM opened JOIN bots USING (bot_id) ORDER BY bots.position`;
  return rows.map((row) => row.id);
}
