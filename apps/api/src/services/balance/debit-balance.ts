/**
 * The one way the balance pays (a prompt, a pack, a trader's buy): taken only if the balance holds that much,
 * in one statement whose row lock lasts to the end of the caller's transaction, so one buyer's payments run
 * one at a time and none takes the balance below zero.
 */
import type { Db, Prisma } from '@skins/db';
import { queryFirst, sql, statements } from '@skins/db/sql';

/** The balance left after taking `amountEur`, or null when the balance does not hold that much (nothing taken). */
export async function debitBalance(tx: Db, userId: number, amountEur: Prisma.Decimal | string): Promise<Prisma.Decimal | null> {
  const amount = sql<Prisma.Decimal>`${amountEur.toString()}::numeric`;
  const statement = statements
    .updateTable('users')
    .set({ balance: (eb) => eb('users.balance', '-', amount), updated_at: sql`now()` })
    .where('users.id', '=', userId)
    .where('users.balance', '>=', amount)
    .returning('users.balance');
  const row = await queryFirst(tx, statement);
  return row?.balance ?? null;
}
