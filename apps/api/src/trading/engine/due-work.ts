/**
 * What the trading engine should do now: trades whose next look is due, and bots whose poll is due. Each due
 * trade is leased for a minute (its next look pushed back), so the dispatcher running every few seconds
 * hands it out once; the step sets the real next look, and a step that never ran is handed out again after
 * the lease: that is the reconciler that looks at every unfinished trade whatever the events said.
 */
import type { PrismaClient } from '@skins/db';

const LEASE_MS = 60_000;

export async function leaseDueTrades(db: PrismaClient, limit = 200): Promise<Array<{ id: number; botId: number }>> {
  const rows = await db.$queryRaw<Array<{ id: number; bot_id: number }>>`
    UPDATE trades SET next_check_at = now() + make_interval(secs => ${LEASE_MS / 1000})
    WHERE id IN (
      SELECT id FROM trades
      WHERE status NOT IN ('done', 'reversed', 'failed') AND next_check_at <= now()
      ORDER BY next_check_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, bot_id`;
  return rows.map((row) => ({ id: row.id, botId: row.bot_id }));
}

export async function botsDueForPoll(db: PrismaClient, pollMs: number): Promise<number[]> {
  const cutoff = new Date(Date.now() - pollMs);
  const bots = await db.steamBot.findMany({ where: { active: true, OR: [{ polledUntil: null }, { polledUntil: { lt: cutoff } }] }, select: { id: true } });
  return bots.map((bot) => bot.id);
}

/** Bots whose custody check (their Steam inventory against the shop's record) is due. */
export async function botsDueForInventoryCheck(db: PrismaClient, everyMs: number): Promise<number[]> {
  const cutoff = new Date(Date.now() - everyMs);
  const bots = await db.steamBot.findMany({ where: { active: true, OR: [{ inventoryCheckedAt: null }, { inventoryCheckedAt: { lt: cutoff } }] }, select: { id: true } });
  return bots.map((bot) => bot.id);
}
