/**
 * Changing the e-mail address of an account (ASVS 7.5.1). A stolen session must not be enough to move the
 * account to another inbox and reset its password: the request proves the owner is present (the current
 * password, or a recent Steam sign-in for an account without one), the new address waits in `pending_email`
 * until its link is opened, and the old address is told at once. Whether another account holds the new
 * address is never revealed. A link confirms only the address it was sent to, and a new request retires the
 * open links at once, so an old link can never verify a later (a victim's) address.
 */
import type { Db, UserModel } from '@skins/db';
import { EMAIL_CHANGE_MESSAGES, type EmailVerificationStatus } from '@skins/shared';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import type { EnqueueAccountEmail } from './account-emails.ts';
import { consumeEmailToken, retireEmailTokens, type findEmailToken } from './email-tokens.ts';
import { verifyUserPassword } from './passwords.ts';

/** How recent a Steam sign-in must be to stand in for a password. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

export interface OwnerProof {
  currentPassword: string | undefined;
  /** When the request's session began; null when it has none (a bearer token). Asked only when needed. */
  sessionStartedAt: () => Promise<Date | null>;
}

export function isWrongPasswordError(error: unknown): boolean {
  return error instanceof AppError && error.fieldErrors?.current_password?.[0] === EMAIL_CHANGE_MESSAGES.wrongPassword;
}

/** Throws unless the request shows the account's owner is present, not only their session. */
export async function assertOwnerPresent(user: Pick<UserModel, 'passwordHash'>, proof: OwnerProof, now = new Date()): Promise<void> {
  if (user.passwordHash) {
    if (!proof.currentPassword) {
      throw validationError({ current_password: [EMAIL_CHANGE_MESSAGES.currentPasswordRequired] }, EMAIL_CHANGE_MESSAGES.currentPasswordRequired);
    }
    if (!(await verifyUserPassword(user.passwordHash, proof.currentPassword))) {
      throw validationError({ current_password: [EMAIL_CHANGE_MESSAGES.wrongPassword] }, EMAIL_CHANGE_MESSAGES.wrongPassword);
    }
    return;
  }
  const startedAt = await proof.sessionStartedAt();
  if (!startedAt || now.getTime() - startedAt.getTime() > FRESH_SIGN_IN_MS) throw new AppError('FRESH_SIGN_IN_REQUIRED', EMAIL_CHANGE_MESSAGES.steamSignInRequired);
}

/** Records the new address as pending and sends the confirmation link (if nobody holds it) and the notice. */
export async function requestEmailChange(db: Db, user: Pick<UserModel, 'id' | 'email'>, email: string, enqueueEmail: EnqueueAccountEmail): Promise<void> {
  const holder = await db.user.findUnique({ where: { email }, select: { id: true } });
  await retireEmailTokens(db, user.id, 'change_email');
  await db.user.update({ where: { id: user.id }, data: { pendingEmail: email } });
  if (!holder) await enqueueEmail({ kind: 'confirm-email-change', userId: user.id });
  if (user.email) await enqueueEmail({ kind: 'email-change-notice', userId: user.id });
}

type ChangeToken = NonNullable<Awaited<ReturnType<typeof findEmailToken>>>;

/** The confirmation link: moves the account onto the address the link was sent to, now verified. */
export async function confirmEmailChange(db: Db, record: ChangeToken, now = new Date()): Promise<EmailVerificationStatus> {
  const sentTo = record.email;
  if (!sentTo || record.user.pendingEmail !== sentTo || !(await consumeEmailToken(db, record.id, now))) return 'invalid';
  try {
    const { count } = await db.user.updateMany({
      // Still pending now: a newer request in between replaced the address (and retired this link).
      where: { id: record.userId, pendingEmail: sentTo },
      data: { email: sentTo, pendingEmail: null, emailVerifiedAt: now },
    });
    return count === 1 ? 'success' : 'invalid';
  } catch (error) {
    // Someone registered the address after the link was sent.
    if (isUniqueViolation(error)) return 'invalid';
    throw error;
  }
}
