/** Verifying the e-mail address of an account through the link the verification e-mail carries. */
import type { Db, UserModel } from '@skins/db';
import type { EmailVerificationStatus } from '@skins/shared';
import { confirmEmailChange } from './email-change.ts';
import { consumeEmailToken, findEmailToken } from './email-tokens.ts';

/**
 * An account is verified when its e-mail is, or when it has none (a Steam-only account: Steam vouched for
 * it, and there is no address to confirm). Adding or changing an e-mail makes it unverified again.
 */
export function isEmailVerified(user: Pick<UserModel, 'email' | 'emailVerifiedAt'>): boolean {
  return user.email === null || user.emailVerifiedAt !== null;
}

/** The link of a verification e-mail, or of an e-mail-change confirmation (the same page shows the outcome). */
export async function verifyEmail(db: Db, token: string): Promise<EmailVerificationStatus> {
  const change = await findEmailToken(db, token, 'change_email');
  if (change) return confirmEmailChange(db, change);
  const record = await findEmailToken(db, token, 'verify_email');
  if (!record) return 'invalid';
  // A second click on the same link (or a mail scanner's first one) is not an error for the person.
  if (record.user.emailVerifiedAt) return 'already-verified';
  if (!(await consumeEmailToken(db, record.id))) return 'invalid';
  await db.user.updateMany({ where: { id: record.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
  return 'success';
}
