/**
 * Deletes identity records nobody can use any more, so the tables stay small. Ended sessions are kept a
 * while for the record (who was signed in from where); the rest goes soon after it expires.
 */
import type { Db } from '@skins/db';

const DAY_MS = 86_400_000;

export async function purgeExpiredAuthRecords(db: Db, now = new Date()) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const [sessions, emailTokens, steamStates, nonces] = await Promise.all([
    db.session.deleteMany({ where: { OR: [{ expiresAt: { lt: ago(30 * DAY_MS) } }, { revokedAt: { lt: ago(30 * DAY_MS) } }] } }),
    db.emailToken.deleteMany({ where: { expiresAt: { lt: ago(7 * DAY_MS) } } }),
    db.steamLoginState.deleteMany({ where: { expiresAt: { lt: ago(DAY_MS) } } }),
    // Assertions older than the accepted clock skew are refused by their timestamp anyway.
    db.openIdNonce.deleteMany({ where: { receivedAt: { lt: ago(DAY_MS) } } }),
  ]);
  return { sessions: sessions.count, emailTokens: emailTokens.count, steamStates: steamStates.count, nonces: nonces.count };
}
