/**
 * Single-use, expiring tokens for e-mail links (verification, password reset, e-mail change). The link
 * carries 256 random bits; the table keeps the SHA-256. Issuing a token retires the user's older ones of the
 * same kind, so only the newest e-mail's link works. A change link also keeps the address it was sent to.
 */
import type { Db, EmailTokenKind } from '@skins/db';
import { randomToken, sha256Hex } from '../../lib/secrets.ts';

/** ASVS: reset and verification links expire within an hour. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenKind, number> = {
  verify_email: 60 * 60_000,
  reset_password: 30 * 60_000,
  change_email: 60 * 60_000,
};

/** `sentTo`: the address the link goes to, for a link that confirms an address (e-mail change). */
export async function issueEmailToken(db: Db, userId: number, kind: EmailTokenKind, now = new Date(), sentTo: string | null = null): Promise<string> {
  const token = randomToken();
  await retireEmailTokens(db, userId, kind, now);
  await db.emailToken.create({
    data: { userId, kind, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[kind]), email: sentTo },
  });
  return token;
}

/** Makes the user's open links of this kind unusable. */
export async function retireEmailTokens(db: Db, userId: number, kind: EmailTokenKind, now = new Date()): Promise<void> {
  await db.emailToken.updateMany({ where: { userId, kind, usedAt: null }, data: { usedAt: now } });
}

/** The token's record and user, whether or not it is still usable. */
export async function findEmailToken(db: Db, token: string, kind: EmailTokenKind) {
  const record = await db.emailToken.findUnique({ where: { tokenHash: sha256Hex(token) }, include: { user: true } });
  return record && record.kind === kind ? record : null;
}

/** Marks the token used if it is unused and unexpired; false when it was not (used meanwhile, or too old). */
export async function consumeEmailToken(db: Db, id: number, now = new Date()): Promise<boolean> {
  const { count } = await db.emailToken.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return count === 1;
}
