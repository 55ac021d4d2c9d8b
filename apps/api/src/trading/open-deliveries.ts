/**
 * A paid order starts its deliveries in the same transaction that completes it (DESIGN.md): one trade per bot
 * holding its items, queued, each item promised to exactly one trade (trade_items.order_item_id is unique).
 * An item no bot holds any more cannot be delivered: it is refunded at once instead of promised.
 */
import type { Expression, QueryCreator, SqlBool } from 'kysely';
import type { Prisma } from '@skins/db';
import { cteStep, finalStep, queryFirst, sql, statements, type Tables, type TablesOf } from '@skins/db/sql';
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
 * note). Nothing is opened unless `when` holds. `selectDeliveryResults` says what was opened.
 */
function deliveryChain(qc: QueryCreator<Tables>, { orderId, userId, tradeUrl }: DeliveryTarget, when: Expression<SqlBool> = sql<SqlBool>`true`) {
  const partnerSteamId = tradeUrl ? partnerSteamIdOf(tradeUrl) : null;
  return qc
    .with('lines', (db) =>
      db
        .selectFrom('order_items as oi')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('bot_assets as a')
              .innerJoin('steam_bots as b', (join) => join.onRef('b.id', '=', 'a.bot_id').on('b.active', '=', true))
              .select(['a.id', 'a.bot_id'])
              .whereRef('a.listing_id', '=', 'oi.listing_id')
              .where('a.status', '=', 'held')
              .where(sql<SqlBool>`${partnerSteamId !== null}`)
              .as('a'),
          (join) => join.onTrue(),
        )
        .select(['oi.id as order_item_id', 'a.id as bot_asset_id', 'a.bot_id'])
        .where('oi.order_id', '=', orderId)
        .where(when),
    )
    .with('bots', (db) =>
      db
        .selectFrom('lines')
        .select((eb) => ['lines.bot_id', eb.fn.min('lines.order_item_id').as('first_item'), eb.fn.countAll<string>().as('items')])
        .where('lines.bot_id', 'is not', null)
        .groupBy('lines.bot_id')
        .$narrowType<{ bot_id: number }>(),
    )
    .with('opened', (db) =>
      db
        .insertInto('trades')
        .columns(['kind', 'bot_id', 'order_id', 'user_id', 'trade_url', 'partner_steam_id', 'next_check_at', 'updated_at'])
        .expression((eb) =>
          eb
            .selectFrom('bots')
            .select([
              sql.lit('delivery').as('kind'),
              'bots.bot_id',
              sql.val(orderId).as('order_id'),
              sql.val(userId).as('user_id'),
              sql.val(tradeUrl).as('trade_url'),
              sql.val(partnerSteamId).as('partner_steam_id'),
              sql`now()`.as('next_check_at'),
              sql`now()`.as('updated_at'),
            ])
            .orderBy('bots.first_item'),
        )
        .returning(['trades.id', 'trades.bot_id']),
    )
    .with('trade_lines', (db) =>
      db
        .insertInto('trade_items')
        .columns(['trade_id', 'bot_asset_id', 'order_item_id'])
        .expression((eb) =>
          eb
            .selectFrom('lines')
            .innerJoin('opened', 'opened.bot_id', 'lines.bot_id')
            .select(['opened.id as trade_id', 'lines.bot_asset_id', 'lines.order_item_id']),
        ),
    )
    .with('events', (db) =>
      db
        .insertInto('trade_events')
        .columns(['trade_id', 'to_status', 'source', 'note'])
        .expression((eb) =>
          eb
            .selectFrom('opened')
            .innerJoin('bots', 'bots.bot_id', 'opened.bot_id')
            .select((eb) => [
              'opened.id as trade_id',
              sql.lit('queued').as('to_status'),
              sql.lit('engine').as('source'),
              sql<string>`'delivery of ' || ${eb.ref('bots.items')} || ' item(s) of order #' || ${orderId}::int`.as('note'),
            ]),
        ),
    );
}

export const withDeliveries = cteStep(deliveryChain);

/** What the deliveries opened: their trades (in the order of their first items) and the items nobody holds. */
export const selectDeliveryResults = finalStep((qc: QueryCreator<TablesOf<ReturnType<typeof deliveryChain>>>) =>
  qc.selectNoFrom((eb) => [
    eb.fn
      .coalesce(
        eb.selectFrom('opened').innerJoin('bots', 'bots.bot_id', 'opened.bot_id').select((eb) => eb.fn.agg<number[]>('array_agg', ['opened.id']).orderBy('bots.first_item').as('ids')),
        sql<number[]>`'{}'`,
      )
      .as('trade_ids'),
    eb.fn
      .coalesce(
        eb.selectFrom('lines').where('lines.bot_id', 'is', null).select((eb) => eb.fn.agg<number[]>('array_agg', ['lines.order_item_id']).orderBy('lines.order_item_id').as('ids')),
        sql<number[]>`'{}'`,
      )
      .as('missing'),
  ]),
);

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
  const opened = await queryFirst(tx, selectDeliveryResults(withDeliveries(statements, { orderId, userId, tradeUrl })));
  const refunded = opened?.missing ?? [];
  await refundUndeliverable(tx, orderId, refunded);
  return { tradeIds: opened?.trade_ids ?? [], refunded };
}
