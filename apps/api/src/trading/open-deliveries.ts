/**
 * A paid order starts its deliveries in the same transaction that completes it (DESIGN.md): one trade per bot
 * holding its items, queued, each item promised to exactly one trade (trade_items.order_item_id is unique).
 * An item no bot holds any more cannot be delivered: it is refunded at once instead of promised.
 */
import { Prisma } from '@skins/db';
import { parseTradeUrl, STEAM_ID64_BASE } from '@skins/shared';
import { requestItemRefunds } from '../services/refunds/request-refunds.ts';

export interface OpenedDeliveries {
  tradeIds: number[];
  /** Order items refunded instead of delivered. */
  refunded: number[];
}

export function partnerSteamIdOf(tradeUrl: string): string | null {
  const parsed = parseTradeUrl(tradeUrl);
  return parsed ? (STEAM_ID64_BASE + parsed.partner).toString() : null;
}

/** Who the deliveries go to. */
export interface DeliveryTarget {
  orderId: number;
  userId: number;
  tradeUrl: string | null;
}

/**
 * The common table expressions that open an order's deliveries, for a statement of the caller's (the payment
 * sells the items and opens their deliveries in one): each item is matched with the asset an active bot holds
 * for it, every bot's trade is opened with its items and its first event (trade-state.ts's recordTradeOpened
 * note). Nothing is opened unless `when` holds. `deliveryResults` are the columns that say what was opened.
 */
export function deliveryCtes({ orderId, userId, tradeUrl }: DeliveryTarget, when: Prisma.Sql = Prisma.sql`true`): Prisma.Sql {
  const partnerSteamId = tradeUrl ? partnerSteamIdOf(tradeUrl) : null;
  return Prisma.sql`
    lines AS (
      SELECT oi.id AS order_item_id, a.id AS bot_asset_id, a.bot_id
      FROM order_items oi
      LEFT JOIN LATERAL (
        SELECT a.id, a.bot_id FROM bot_assets a JOIN steam_bots b ON b.id = a.bot_id AND b.active
        WHERE a.listing_id = oi.listing_id AND a.status = 'held' AND ${partnerSteamId !== null}
      ) a ON true
      WHERE oi.order_id = ${orderId} AND ${when}
    ), bots AS (
      SELECT bot_id, min(order_item_id) AS first_item, count(*) AS items FROM lines WHERE bot_id IS NOT NULL GROUP BY bot_id
    ), opened AS (
      INSERT INTO trades (kind, bot_id, order_id, user_id, trade_url, partner_steam_id, next_check_at, updated_at)
      SELECT 'delivery', bot_id, ${orderId}, ${userId}, ${tradeUrl}, ${partnerSteamId}, now(), now() FROM bots ORDER BY first_item
      RETURNING id, bot_id
    ), trade_lines AS (
      INSERT INTO trade_items (trade_id, bot_asset_id, order_item_id)
      SELECT opened.id, lines.bot_asset_id, lines.order_item_id FROM lines JOIN opened USING (bot_id)
    ), events AS (
      INSERT INTO trade_events (trade_id, to_status, source, note)
      SELECT opened.id, 'queued', 'engine', 'delivery of ' || bots.items || ' item(s) of order #' || ${orderId}::int FROM opened JOIN bots USING (bot_id)
    )`;
}

export const deliveryResults = Prisma.sql`
  COALESCE((SELECT array_agg(opened.id ORDER BY bots.first_item) FROM opened JOIN bots USING (bot_id)), '{}') AS trade_ids,
  COALESCE((SELECT array_agg(order_item_id ORDER BY order_item_id) FROM lines WHERE bot_id IS NULL), '{}') AS missing`;

/** Items nobody holds are refunded at once (in the caller's transaction). */
export async function refundUndeliverable(tx: Prisma.TransactionClient, orderId: number, missing: number[]): Promise<void> {
  if (missing.length) await requestItemRefunds(tx, orderId, missing, `Order #${orderId}: the item is no longer held by the shop and cannot be delivered`);
}

/**
 * Opens a paid order's deliveries in one statement (it runs inside a transaction that holds the order's lock).
 * `order`: its buyer and trade URL when the caller has them (else they are read).
 */
export async function openDeliveries(tx: Prisma.TransactionClient, orderId: number, order?: { userId: number; tradeUrl: string | null }): Promise<OpenedDeliveries> {
  const { userId, tradeUrl } = order ?? (await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { userId: true, tradeUrl: true } }));
  const [opened] = await tx.$queryRaw<Array<{ trade_ids: number[]; missing: number[] }>>`
    WITH ${deliveryCtes({ orderId, userId, tradeUrl })} SELECT ${deliveryResults}`;
  const refunded = opened?.missing ?? [];
  await refundUndeliverable(tx, orderId, refunded);
  return { tradeIds: opened?.trade_ids ?? [], refunded };
}
