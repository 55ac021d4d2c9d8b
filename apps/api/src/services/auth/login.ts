/** Sign-in with e-mail and password (spec §4): OK, VERIFY (right password, unverified e-mail) or refused. */
import type { Db, UserModel } from '@skins/db';
import { spendPasswordCheckTime, verifyUserPassword } from './passwords.ts';

export type LoginOutcome = { result: 'ok'; user: UserModel } | { result: 'verify'; user: UserModel } | { result: 'invalid' };

export async function checkCredentials(db: Db, email: string, password: string): Promise<LoginOutcome> {
  const user = await db.user.findUnique({ where: { email } });
  if (!user?.passwordHash) {
    // Unknown address or Steam-only account: refused after the same work as a wrong password.
    await spendPasswordCheckTime(password);
    return { result: 'invalid' };
  }
  if (!(await verifyUserPassword(user.passwordHash, password))) return { result: 'invalid' };
  // VERIFY only after the right password, so it tells nothing to someone guessing addresses.
  return user.emailVerifiedAt ? { result: 'ok', user } : { result: 'verify', user };
}
