/**
 * How fast the shop's offers really go out, from its own trade records: the median time from a paid delivery
 * opening (its trade is created as the payment completes) to its first offer going out, over the last hour.
 * What the buyer waited for that the bots could not speed up is left out: a copy's trade cooldown (the clock
 * starts at its date) and an e-mail buyer's Steam sign-in (awaiting_owner). Before promising anything it
 * checks the bots are keeping up (no paid delivery waiting past its turn) and Steam is not failing them (a
 * transient error or a rate limit in the last few minutes), and says so instead.
 */
import type { Db } from '@skins/db';
import { expressionBuilder, literal, queryFirst, sql, statements, type Tables } from '@skins/db/sql';
import { DELIVERY_SPEED_WINDOW_MINUTES, type DeliverySpeed, type DeliverySpeedState } from '@skins/shared';
import { LRUCache } from 'lru-cache';

/** A delivery whose offer is not out this long after it could have gone is waiting past its turn. */
export const DELIVERY_WAITING_AFTER_S = 120;
/** A median above this is slow: buyers of the fastest shops get offers within a minute or two. */
export const DELIVERY_SLOW_MEDIAN_S = 300;
/** Steam's trouble on a bot counts this long. */
export const STEAM_TROUBLE_WINDOW_S = 300;
/** One reading serves every buyer for this long (a product page and checkout each ask). */
export const DELIVERY_SPEED_CACHE_MS = 10_000;

/** Refers to the trade `t` the fragments below are written over. */
const onTrade = expressionBuilder<Tables & { t: Tables['trades'] }, 't'>();
/** When a delivery could first have gone out: its opening, or the end of its items' cooldown if later. */
const readyAt = sql<Date>`greatest(${onTrade.ref('t.created_at')}, coalesce(${onTrade
  .selectFrom('trade_items as ti')
  .innerJoin('bot_assets as a', 'a.id', 'ti.bot_asset_id')
  .select((eb) => eb.fn.max('a.tradable_after').as('until'))
  .whereRef('ti.trade_id', '=', 't.id')}, ${onTrade.ref('t.created_at')}))`;
const waitedForOwner = onTrade.exists(
  onTrade.selectFrom('trade_events as w').select(sql`1`.as('one')).whereRef('w.trade_id', '=', 't.id').where('w.to_status', '=', literal('awaiting_owner')),
);
const offered = [literal('sent'), literal('awaiting_confirmation')];

export async function measureDeliverySpeed(db: Db): Promise<DeliverySpeed> {
  const now = new Date();
  const statement = statements
    .with('first_offers', (qc) =>
      qc
        .selectFrom('trade_events as e')
        .select((eb) => ['e.trade_id', eb.fn.min('e.created_at').as('sent_at')])
        .where('e.to_status', 'in', offered)
        .where('e.created_at', '>=', sql<Date>`now() - make_interval(mins => ${DELIVERY_SPEED_WINDOW_MINUTES})`)
        .groupBy('e.trade_id'),
    )
    .with('measured', (qc) =>
      qc
        .selectFrom('first_offers as f')
        .innerJoin('trades as t', 't.id', 'f.trade_id')
        .select((eb) => sql<number>`extract(epoch FROM ${eb.ref('f.sent_at')} - ${readyAt})`.as('seconds'))
        .where('t.kind', '=', literal('delivery'))
        .where((eb) => eb.not(waitedForOwner))
        // a resend's offer is not a first offer
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('trade_events as o')
                .select(sql`1`.as('one'))
                .whereRef('o.trade_id', '=', 't.id')
                .where('o.to_status', 'in', offered)
                .whereRef('o.created_at', '<', 'f.sent_at'),
            ),
          ),
        ),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('measured').select((m) => sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(${m.ref('measured.seconds')}, 0))`.as('median')).as('median'),
      eb.selectFrom('measured').select(sql<number>`count(*)::int`.as('offers')).as('offers'),
      eb
        .selectFrom('trades as t')
        .select(sql<number>`count(*)::int`.as('waiting'))
        .where('t.kind', '=', literal('delivery'))
        .where('t.status', 'in', [literal('queued'), literal('checking'), literal('sending'), literal('unknown')])
        .where('t.offer_id', 'is', null)
        .where(sql<boolean>`${readyAt} < now() - make_interval(secs => ${DELIVERY_WAITING_AFTER_S})`)
        .where((t) => t.not(waitedForOwner))
        .as('waiting'),
      eb
        .selectFrom('steam_bots as b')
        .select(sql<number>`count(*)::int`.as('troubled'))
        .where((b) =>
          b.and([
            b.ref('b.active'),
            b.or([b('b.rate_limited_until', '>', sql<Date>`now()`), b('b.last_error_at', '>', sql<Date>`now() - make_interval(secs => ${STEAM_TROUBLE_WINDOW_S})`)]),
          ]),
        )
        .as('troubled'),
    ]);
  const row = await queryFirst(db, statement);
  const median = row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median));
  const offers = row?.offers ?? 0;
  const waiting = row?.waiting ?? 0;
  return { state: speedState(median, offers, waiting, row?.troubled ?? 0), median_seconds: median, offers, waiting, window_minutes: DELIVERY_SPEED_WINDOW_MINUTES, measured_at: now.toISOString() };
}

/** Steam's trouble first (nothing the shop does helps), then the bots' backlog, then the measurement. */
function speedState(median: number | null, offers: number, waiting: number, troubled: number): DeliverySpeedState {
  if (troubled > 0) return 'steam_trouble';
  if (waiting > 0 || (median !== null && median > DELIVERY_SLOW_MEDIAN_S)) return 'slow';
  return offers > 0 ? 'measured' : 'no_data';
}

const readings = new LRUCache<Db, DeliverySpeed>({
  max: 4,
  ttl: DELIVERY_SPEED_CACHE_MS,
  perf: Date,
  fetchMethod: (db) => measureDeliverySpeed(db),
  ignoreFetchAbort: true,
});

/** The reading at most DELIVERY_SPEED_CACHE_MS old; concurrent askers share one measurement. */
export async function currentDeliverySpeed(db: Db): Promise<DeliverySpeed> {
  return (await readings.fetch(db))!;
}
