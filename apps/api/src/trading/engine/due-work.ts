/**
 * What the trading engine should do now: trades whose next look is due, and bots whose poll is due. Each due
 * trade is leased for a minute (its next look pushed back), so the dispatcher running every few seconds
 * hands it out once; the step sets the real next look, and a step that never ran is handed out again after
 * the lease: that is the reconciler that looks at every unfinished trade whatever the events said.
 */
import type { PrismaClient } from '@skins/db';
import { literal, queryRows, sql, statements } from '@skins/db/sql';

const LEASE_MS = 60_000;

export async function leaseDueTrades(db: PrismaClient, limit = 200): Promise<Array<{ id: number; botId: number }>> {
  const due = statements
    .selectFrom('trades')
    .select('trades.id')
    .where('trades.status', 'not in', [literal('done'), literal('reversed'), literal('failed')])
    .where('trades.next_check_at', '<=', sql<Date>`now()`)
    .orderBy('trades.next_check_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = await queryRows(
    db,
    statements
      .updateTable('trades')
      .set({ next_check_at: sql<Date>`now() + make_interval(secs => ${LEASE_MS / 1000})` })
      .where('trades.id', 'in', due)
      .returning(['trades.id', 'trades.bot_id']),
  );
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
