/**
 * How fast the shop's offers really go out, from its own trade records: the median time from a paid delivery
 * opening (its trade is created as the payment completes) to its first offer going out, over the last hour.
 * What the buyer waited for that the bots could not speed up is left out: a copy's trade cooldown (the clock
 * starts at its date) and an e-mail buyer's Steam sign-in (awaiting_owner). Before promising anything it
 * checks the bots are keeping up (no paid delivery waiting past its turn) and Steam is not failing them (a
 * transient error or a rate limit in the last few minutes), and says so instead.
 */
import type { Db } from '@skins/db';
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

interface Row {
  median: number | null;
  offers: number;
  waiting: number;
  troubled: number;
}

/** When a delivery could first have gone out: its opening, or the end of its items' cooldown if later. */
const READY_AT = `greatest(t.created_at, coalesce((SELECT max(a.tradable_after) FROM trade_items ti JOIN bot_assets a ON a.id = ti.bot_asset_id WHERE ti.trade_id = t.id), t.created_at))`;
const WAITED_FOR_OWNER = `EXISTS (SELECT 1 FROM trade_events w WHERE w.trade_id = t.id AND w.to_status = 'awaiting_owner')`;

export async function measureDeliverySpeed(db: Db): Promise<DeliverySpeed> {
  const now = new Date();
  const [row] = await db.$queryRawUnsafe<Row[]>(
    `WITH first_offers AS (
       SELECT e.trade_id, min(e.created_at) AS sent_at
       FROM trade_events e
       WHERE e.to_status IN ('sent', 'awaiting_confirmation') AND e.created_at >= now() - make_interval(mins => $1)
       GROUP BY e.trade_id
     ), measured AS (
       SELECT extract(epoch FROM f.sent_at - ${READY_AT}) AS seconds
       FROM first_offers f JOIN trades t ON t.id = f.trade_id
       WHERE t.kind = 'delivery' AND NOT ${WAITED_FOR_OWNER}
         -- a resend's offer is not a first offer
         AND NOT EXISTS (SELECT 1 FROM trade_events o WHERE o.trade_id = t.id AND o.to_status IN ('sent', 'awaiting_confirmation') AND o.created_at < f.sent_at)
     )
     SELECT
       (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(seconds, 0)) FROM measured) AS median,
       (SELECT count(*)::int FROM measured) AS offers,
       (SELECT count(*)::int FROM trades t
         WHERE t.kind = 'delivery' AND t.status IN ('queued', 'checking', 'sending', 'unknown') AND t.offer_id IS NULL
           AND ${READY_AT} < now() - make_interval(secs => $2) AND NOT ${WAITED_FOR_OWNER}) AS waiting,
       (SELECT count(*)::int FROM steam_bots b
         WHERE b.active AND (b.rate_limited_until > now() OR b.last_error_at > now() - make_interval(secs => $3))) AS troubled`,
    DELIVERY_SPEED_WINDOW_MINUTES,
    DELIVERY_WAITING_AFTER_S,
    STEAM_TROUBLE_WINDOW_S,
  );
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
