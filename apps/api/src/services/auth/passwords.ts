/**
 * Passwords as people type them: Unicode-normalised (NFC) before hashing, so the same password typed on
 * two keyboards that compose accents differently still matches. Never truncated (argon2id takes any length).
 */
import { hashPassword, verifyPassword } from '@skins/db/passwords';

export function hashUserPassword(password: string): Promise<string> {
  return hashPassword(password.normalize('NFC'));
}

export function verifyUserPassword(passwordHash: string, password: string): Promise<boolean> {
  return verifyPassword(passwordHash, password.normalize('NFC'));
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one password check when there is no account (or no password) to check against, so the
 * answer for an unknown e-mail takes as long as for a known one (ASVS 6.3.8).
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
