/**
 * Who holds the seeded catalogue: the sandbox's Steam bots (packages/shared/src/sandbox-steam.ts). Every
 * listing on sale or held by a payment gets one asset record, held by bot `seedBotIndex(listing id)`, under
 * the id `seedAssetId(item id, listing id)` by which the sandbox's Steam stand-in knows it. So the demo
 * catalogue can be bought and delivered in development, tests and the bench. A deployment with real bots
 * configures others (STEAM_BOTS); the worker then withdraws the listings these bots hold (trading).
 */
import { SANDBOX_BOTS } from '@skins/shared/sandbox-steam';
import type { PrismaClient } from '../generated/client/client.ts';

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
  let added = 0;
  for (let from = 1; from <= last; from += batch) {
    // The same arithmetic as seedAssetId and seedBotIndex, in SQL: item id in the high 32 bits, listing id low.
    added += await db.$executeRawUnsafe(
      `INSERT INTO bot_assets (bot_id, asset_id, class_id, instance_id, name, listing_id, created_at, updated_at)
       SELECT b.bot_id, ((l.item_id::bigint << 32) | l.id)::text, l.item_id::text, '0', l.title, l.id, now(), now()
       FROM listings l
       JOIN (VALUES ${botByIndex}) AS b(idx, bot_id) ON b.idx = l.id % ${SANDBOX_BOTS.length}
       WHERE l.id BETWEEN $1 AND $2 AND l.status IN ('available', 'reserved')
         AND NOT EXISTS (SELECT 1 FROM bot_assets a WHERE a.listing_id = l.id)`,
      from,
      Math.min(last, from + batch - 1),
    );
    onProgress?.(Math.min(last, from + batch - 1));
  }
  return added;
}
