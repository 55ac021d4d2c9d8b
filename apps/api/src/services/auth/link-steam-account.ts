/**
 * A user who signed up by e-mail proves a Steam account theirs by signing in to it from their account: the
 * SteamID Steam confirmed is linked to them, once. A Steam account that is another user's, or a second Steam
 * account for a user who has one, is refused: the link is what lets items go to that account.
 */
import type { Db } from '@skins/db';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export type LinkOutcome = 'linked' | 'taken' | 'other';

export async function linkSteamAccount(db: Db, userId: number, steamId: string): Promise<LinkOutcome> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { steamId: true } });
  if (!user) return 'other';
  if (user.steamId === steamId) return 'linked';
  if (user.steamId) return 'other';
  try {
    const { count } = await db.user.updateMany({ where: { id: userId, steamId: null }, data: { steamId } });
    return count === 1 ? 'linked' : 'other';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
