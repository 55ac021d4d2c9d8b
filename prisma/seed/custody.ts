/**
 * Who holds the seeded catalogue: the sandbox's Steam bots (packages/shared/src/sandbox-steam.ts). Every
 * listing on sale or held by a payment gets one asset record, held by bot `seedBotIndex(listing id)`, under
 * the id `seedAssetId(item id, listing id, tradable after)` by which the sandbox's Steam stand-in knows it. So the demo
 * catalogue can be bought and delivered in development, tests and the bench. A deployment with real bots
 * configures others (STEAM_BOTS); the worker then withdraws the listings these bots hold (trading).
 */
import { SANDBOX_BOTS, SEED_LOCK_EPOCH, SEED_LOCK_HOUR_UTC } from '@skins/shared/sandbox-steam';
import type { PrismaClient } from '../generated/client/client.ts';

/**
 * Most seeded copies can be traded now. About one in nine is in Steam's week-long cooldown after a Market
 * purchase (ending one to seven days after seeding) and about one in sixty is a treasure item locked for two
 * to three months. The days are written into each asset's id, so the sandbox's Steam refuses the same trades.
 */
const MARKET_LOCK_EVERY = 9;
const TREASURE_LOCK_EVERY = 61;

export async function seedSandboxBots(db: PrismaClient): Promise<void> {
  for (const bot of SANDBOX_BOTS) {
    await db.steamBot.upsert({ where: { steamId: bot.steamId }, create: { steamId: bot.steamId, accountName: bot.accountName }, update: {} });
  }
}

/** Gives every listing without an asset its seeded one; returns how many were added. */
export async function seedListingAssets(db: PrismaClient, onProgress?: (done: number) => void): Promise<number> {
  const bots = await db.steamBot.findMany({ where: { steamId: { in: SANDBOX_BOTS.map((bot) => bot.steamId) } }, select: { id: true, steamId: true } });
  const botByIndex = SANDBOX_BOTS.map((bot, index) => `(${index}, ${bots.find((row) => row.steamId === bot.steamId)?.id ?? 'NULL'})`).join(', ');
  const last = (await db.listing.aggregate({ _max: { id: true } }))._max.id ?? 0;
  const batch = 100_000;
  // Day numbers since SEED_LOCK_EPOCH (packages/shared/src/sandbox-steam.ts): today's, then each cooldown's end.
  const today = Math.floor((Date.now() - SEED_LOCK_EPOCH) / 86_400_000);
  let added = 0;
  for (let from = 1; from <= last; from += batch) {
    // The same arithmetic as seedAssetId and seedBotIndex, in SQL: lock day in bits 52-62, item id 32-51,
    // listing id low; a copy in a cooldown has the lock day as its instance id.
    added += await db.$executeRawUnsafe(
      `WITH locked AS (
         SELECT l.id, l.item_id, l.title,
                CASE WHEN l.id % ${MARKET_LOCK_EVERY} = 4 THEN ${today} + 1 + l.id % 7
                     WHEN l.id % ${TREASURE_LOCK_EVERY} = 7 THEN ${today} + 60 + l.id % 40
                     ELSE 0 END AS lock_day
         FROM listings l
         WHERE l.id BETWEEN $1 AND $2 AND l.status IN ('available', 'reserved')
           AND NOT EXISTS (SELECT 1 FROM bot_assets a WHERE a.listing_id = l.id))
       INSERT INTO bot_assets (bot_id, asset_id, class_id, instance_id, name, listing_id, tradable_after, created_at, updated_at)
       SELECT b.bot_id, ((k.lock_day::bigint << 52) | (k.item_id::bigint << 32) | k.id)::text, k.item_id::text, k.lock_day::text, k.title, k.id,
              CASE WHEN k.lock_day > 0 THEN $3::timestamp + make_interval(days => k.lock_day) END, now(), now()
       FROM locked k
       JOIN (VALUES ${botByIndex}) AS b(idx, bot_id) ON b.idx = k.id % ${SANDBOX_BOTS.length}`,
      from,
      Math.min(last, from + batch - 1),
      new Date(SEED_LOCK_EPOCH + SEED_LOCK_HOUR_UTC * 3_600_000),
    );
    onProgress?.(Math.min(last, from + batch - 1));
  }
  return added;
}
