/**
 * The worker's side of account e-mails: the token a link needs is created here, at send time, so no raw
 * token ever sits in Redis (CONVENTIONS §5). Safe to run twice: a second run sends a newer link and retires
 * the older one.
 */
import type { Db } from '@skins/db';
import { RESET_PASSWORD_PAGE } from '@skins/shared';
import type { AccountEmailRequest } from '../auth/account-emails.ts';
import { EMAIL_TOKEN_TTL_MS, issueEmailToken } from '../auth/email-tokens.ts';
import type { MailSettings, OutgoingMail, SendMail } from './mailer.ts';
import { emailChangeConfirmationMail, emailChangeNoticeMail, passwordResetMail, registrationAttemptMail, verificationMail } from './templates.ts';

export interface AccountMailer {
  send: SendMail;
  settings: Pick<MailSettings, 'webUrl' | 'apiUrl'>;
}

export type AccountEmailResult = { sent: true; kind: AccountEmailRequest['kind'] } | { sent: false; reason: string };

export async function sendAccountEmail(db: Db, mailer: AccountMailer, { kind, userId }: AccountEmailRequest): Promise<AccountEmailResult> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, pendingEmail: true, name: true, emailVerifiedAt: true } });
  const { webUrl, apiUrl } = mailer.settings;
  const minutes = (ms: number) => Math.round(ms / 60_000);
  // The one mail that goes to the new address rather than the account's current one (a Steam-only account has none).
  if (kind === 'confirm-email-change') {
    if (!user?.pendingEmail) return { sent: false, reason: 'no e-mail change pending' };
    // The link confirms this address only: a later request for another address does not make it confirm that.
    const token = await issueEmailToken(db, user.id, 'change_email', new Date(), user.pendingEmail);
    const url = `${apiUrl}/api/email/verify?token=${encodeURIComponent(token)}`;
    await mailer.send(emailChangeConfirmationMail(user.pendingEmail, user.name, url, minutes(EMAIL_TOKEN_TTL_MS.change_email)));
    return { sent: true, kind };
  }
  if (!user?.email) return { sent: false, reason: 'no e-mail address' };
  let mail: OutgoingMail;
  switch (kind) {
    case 'verify-email': {
      if (user.emailVerifiedAt) return { sent: false, reason: 'already verified' };
      const token = await issueEmailToken(db, user.id, 'verify_email');
      const url = `${apiUrl}/api/email/verify?token=${encodeURIComponent(token)}`;
      mail = verificationMail(user.email, user.name, url, minutes(EMAIL_TOKEN_TTL_MS.verify_email));
      break;
    }
    case 'reset-password': {
      const token = await issueEmailToken(db, user.id, 'reset_password');
      const query = new URLSearchParams({ token, email: user.email });
      mail = passwordResetMail(user.email, user.name, `${webUrl}${RESET_PASSWORD_PAGE}?${query}`, minutes(EMAIL_TOKEN_TTL_MS.reset_password));
      break;
    }
    case 'registration-attempt':
      mail = registrationAttemptMail(user.email, user.name, `${webUrl}/`);
      break;
    case 'email-change-notice':
      mail = emailChangeNoticeMail(user.email, user.name, `${webUrl}/`);
      break;
    default:
      return { sent: false, reason: `not an account e-mail: ${kind}` };
  }
  await mailer.send(mail);
  return { sent: true, kind };
}
