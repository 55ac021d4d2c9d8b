/**
 * The stored side of a Steam sign-in: the one-time `state` that ties a callback to the redirect (and to the
 * browser that started it), the nonces already accepted, and finding or creating the user by SteamID.
 */
import type { Db, UserModel, UserType } from '@skins/db';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { randomToken } from '../../lib/secrets.ts';
import type { SteamProfile } from './steam-profile.ts';

export const STEAM_STATE_TTL_MS = 10 * 60_000;

/** A signed-in user linking their Steam account, and the web app's page to return to after. */
export interface SteamLink {
  userId: number;
  thenPath: string | null;
}

/** `thenPath`: the web app's page a sign-in returns to (a link returns to its own `link.thenPath`). */
export async function startSteamLogin(db: Db, callbackUrl: string, userType: UserType | null, link: SteamLink | null = null, thenPath: string | null = null) {
  const state = randomToken();
  const returnTo = `${callbackUrl}?state=${state}`;
  await db.steamLoginState.create({ data: { state, userType, returnTo, expiresAt: new Date(Date.now() + STEAM_STATE_TTL_MS), linkUserId: link?.userId ?? null, thenPath: link ? link.thenPath : thenPath } });
  return { state, returnTo };
}

/** Uses up a state: the row when it was unused and unexpired, else null. Used up even if later checks fail. */
export async function claimSteamLoginState(db: Db, state: string, now = new Date()) {
  const row = await db.steamLoginState.findUnique({ where: { state } });
  if (!row) return null;
  const { count } = await db.steamLoginState.updateMany({ where: { state, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return count === 1 ? row : null;
}

/** Records a response nonce of this endpoint; false when it was seen before (a replayed assertion). */
export async function recordNonce(db: Db, endpoint: string, nonce: string): Promise<boolean> {
  try {
    await db.openIdNonce.create({ data: { nonce: `${endpoint}#${nonce}` } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * The account of this SteamID, created on first sign-in with the chosen account type. An existing account
 * keeps its type (it changes only through update-user-type) unless it has none yet; its avatar follows Steam.
 */
export async function findOrCreateSteamUser(db: Db, steamId: string, userType: UserType | null, profile: SteamProfile | null): Promise<UserModel> {
  const existing = await db.user.findUnique({ where: { steamId } });
  if (existing) {
    return db.user.update({
      where: { id: existing.id },
      data: {
        userType: existing.userType ?? userType,
        ...(profile?.avatarUrl ? { avatarUrl: profile.avatarUrl } : {}),
        ...(profile && !existing.name ? { name: profile.name } : {}),
      },
    });
  }
  try {
    return await db.user.create({ data: { steamId, userType, name: profile?.name ?? '', avatarUrl: profile?.avatarUrl ?? null } });
  } catch (error) {
    // The same Steam account signing in twice at once: the other request created it.
    if (isUniqueViolation(error)) {
      return db.user.findUniqueOrThrow({ where: { steamId } });
    }
    throw error;
  }
}
