/**
 * Custody's check against Steam: the shop's record of a bot's assets is held against the bot's real
 * inventory. An asset the shop counted as gone that the bot holds again (a buyer reversed a protected trade:
 * Steam gives the item back under its old asset id) is held again, and its listing goes back on sale once it
 * is sellable. An asset the shop holds that the bot no longer has, with no trade to explain it, is missing:
 * its listing is withdrawn and staff see it in `trades attention`.
 */
import type { SteamBot } from '@skins/db';
import { botRef } from '../steam/bots.ts';
import type { TradingContext } from '../engine/context.ts';
import { sweepCustody } from './custody.ts';

export interface InventoryReport {
  returned: number;
  missing: number;
}

/** An item that arrived this recently may not show in the inventory Steam answers with yet. */
const SETTLING_MS = 30_000;
/** Held assets checked per bot and run, those seen longest ago first: a large bot is covered over several runs. */
const HELD_PER_RUN = 2_000;
/** Items that left by a trade come back only by a reversal inside its protection window (7 days at Steam). */
const RETURN_WINDOW_MS = 30 * 86_400_000;

export async function reconcileBotInventory(ctx: TradingContext, bot: SteamBot): Promise<InventoryReport> {
  const { db, port, log } = ctx;
  const askedAt = new Date();
  const settled = new Date(askedAt.getTime() - SETTLING_MS);
  const held = await db.botAsset.findMany({
    where: { botId: bot.id, status: 'held', createdAt: { lt: settled } },
    orderBy: [{ seenAt: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }],
    take: HELD_PER_RUN,
    select: { id: true, assetId: true, listingId: true },
  });
  const away = await db.botAsset.findMany({
    where: { botId: bot.id, status: { in: ['gone', 'missing'] }, updatedAt: { gt: new Date(askedAt.getTime() - RETURN_WINDOW_MS) } },
    select: { id: true, assetId: true },
  });
  const steam = new Map((await port.botHolds(botRef(bot), [...held, ...away].map((asset) => asset.assetId))).map((asset) => [asset.assetId, asset]));

  const seen = held.filter((asset) => steam.has(asset.assetId));
  const vanished = held.filter((asset) => !steam.has(asset.assetId));
  if (seen.length === 0 && vanished.length > 0) {
    // Steam answers an empty inventory when it has trouble; taking it at its word would withdraw everything.
    log.warn({ bot: bot.accountName }, 'Steam holds none of the items the shop records for this bot; custody check skipped');
    return { returned: 0, missing: 0 };
  }

  const back = away.filter((asset) => steam.has(asset.assetId));
  await db.$transaction(async (tx) => {
    if (seen.length > 0) await tx.botAsset.updateMany({ where: { id: { in: seen.map((asset) => asset.id) } }, data: { seenAt: askedAt } });
    for (const asset of back) {
      const now = steam.get(asset.assetId)!;
      await tx.botAsset.updateMany({ where: { id: asset.id, status: { in: ['gone', 'missing'] } }, data: { status: 'held', seenAt: askedAt, tradableAfter: now.tradable ? null : now.tradableAfter } });
    }
    if (vanished.length > 0) {
      await tx.botAsset.updateMany({ where: { id: { in: vanished.map((asset) => asset.id) }, status: 'held' }, data: { status: 'missing' } });
      const listingIds = vanished.flatMap((asset) => (asset.listingId ? [asset.listingId] : []));
      await tx.listing.updateMany({ where: { id: { in: listingIds }, status: 'available' }, data: { status: 'withdrawn' } });
    }
    await tx.steamBot.update({ where: { id: bot.id }, data: { inventoryCheckedAt: askedAt } });
    // Items back with the bot go on sale again once sellable (a withdrawn listing whose asset is held).
    if (back.length > 0) await sweepCustody(tx);
  });
  if (vanished.length > 0) log.warn({ bot: bot.accountName, assets: vanished.map((asset) => asset.id) }, 'items the shop held are not in the bot’s Steam inventory: marked missing');
  if (back.length > 0) log.info({ bot: bot.accountName, assets: back.map((asset) => asset.id) }, 'items came back to the bot: held again');
  return { returned: back.length, missing: vanished.length };
}

/** Every active bot, one after another (the worker runs each bot's check in that bot's own queue). */
export async function reconcileBotInventories(ctx: TradingContext): Promise<InventoryReport> {
  const total: InventoryReport = { returned: 0, missing: 0 };
  for (const bot of await ctx.db.steamBot.findMany({ where: { active: true }, orderBy: { id: 'asc' } })) {
    const report = await reconcileBotInventory(ctx, bot);
    total.returned += report.returned;
    total.missing += report.missing;
  }
  return total;
}
