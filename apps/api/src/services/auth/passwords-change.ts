/**
 * Forgotten-password reset by e-mail link, and a signed-in change of password. Both sign the user out of
 * every session: whoever had a session because they knew the old password loses it.
 */
import type { Db, UserModel } from '@skins/db';
import { AUTH_MESSAGES, type ChangePasswordBody, type ResetPasswordBody } from '@skins/shared';
import { validationError } from '../../lib/errors.ts';
import type { EnqueueAccountEmail } from './account-emails.ts';
import { assertOwnerPresent, type OwnerProof } from './email-change.ts';
import { consumeEmailToken, findEmailToken } from './email-tokens.ts';
import { hashUserPassword, verifyUserPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * Sends a reset link when the address has an account with a password; says nothing either way. An account
 * without one (a Steam sign-in) sets its first password after a fresh Steam sign-in only (changePassword): its
 * address may have been added at checkout by whoever held the session, and must not open the account.
 */
export async function requestPasswordReset(db: Db, email: string, enqueueEmail: EnqueueAccountEmail): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  if (user?.passwordHash) await enqueueEmail({ kind: 'reset-password', userId: user.id });
}

/** Sends a new verification link when the address has an unverified account. */
export async function resendVerification(db: Db, email: string, enqueueEmail: EnqueueAccountEmail): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
  if (user && !user.emailVerifiedAt) await enqueueEmail({ kind: 'verify-email', userId: user.id });
}

export async function resetPassword(db: Db, body: ResetPasswordBody): Promise<void> {
  const record = await findEmailToken(db, body.token, 'reset_password');
  const invalid = validationError({ token: [AUTH_MESSAGES.invalidResetToken] }, AUTH_MESSAGES.invalidResetToken, 'INVALID_RESET_TOKEN');
  if (!record || record.user.email !== body.email) throw invalid;
  const passwordHash = await hashUserPassword(body.password);
  if (!(await consumeEmailToken(db, record.id))) throw invalid;
  await db.user.update({
    where: { id: record.userId },
    // The link reached the inbox, which proves the address as well as a verification link would.
    data: { passwordHash, emailVerifiedAt: record.user.emailVerifiedAt ?? new Date() },
  });
  await revokeUserSessions(db, record.userId);
}

/**
 * An account without a password (Steam sign-in) sets its first one without a current password, but only
 * right after a Steam sign-in: otherwise a stolen session could set one and then change the e-mail with it.
 */
export async function changePassword(db: Db, user: UserModel, body: ChangePasswordBody, proof: Pick<OwnerProof, 'sessionStartedAt'>): Promise<void> {
  if (user.passwordHash) {
    const current = body.current_password ?? '';
    if (!current || !(await verifyUserPassword(user.passwordHash, current))) {
      throw validationError({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] }, AUTH_MESSAGES.wrongCurrentPassword);
    }
  } else {
    await assertOwnerPresent(user, { currentPassword: undefined, sessionStartedAt: proof.sessionStartedAt });
  }
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashUserPassword(body.password) } });
  await revokeUserSessions(db, user.id);
}
