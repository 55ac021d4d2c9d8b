/** The account e-mails: plain text for every client, and the same words as simple HTML. */
import type { OutgoingMail } from './mailer.ts';

export const PRODUCT_NAME = 'Skinshop';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export interface Letter {
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string;
}

export function compose({ to, subject, greetingName, paragraphs, action, closing }: Letter): OutgoingMail {
  const greeting = greetingName ? `Hello ${greetingName},` : 'Hello,';
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}:\n${action.url}`] : []), closing, `— ${PRODUCT_NAME}`].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#666;font-size:13px">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p>${escapeHtml(closing)}</p>
<p>— ${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject: `${subject} - ${PRODUCT_NAME}`, text, html };
}

export function verificationMail(to: string, name: string, url: string, minutes: number): OutgoingMail {
  return compose({
    to,
    subject: 'Verify your e-mail address',
    greetingName: name,
    paragraphs: [`Please confirm that this is your e-mail address to finish setting up your ${PRODUCT_NAME} account.`],
    action: { label: 'Verify e-mail address', url },
    closing: `The link works once and expires in ${minutes} minutes. If you did not create an account, you can ignore this e-mail.`,
  });
}

export function passwordResetMail(to: string, name: string, url: string, minutes: number): OutgoingMail {
  return compose({
    to,
    subject: 'Reset your password',
    greetingName: name,
    paragraphs: [`We received a request to reset the password of your ${PRODUCT_NAME} account.`],
    action: { label: 'Choose a new password', url },
    closing: `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  });
}

export function registrationAttemptMail(to: string, name: string, signInUrl: string): OutgoingMail {
  return compose({
    to,
    subject: 'Someone tried to register with your e-mail address',
    greetingName: name,
    paragraphs: [
      `Someone (perhaps you) tried to create a new ${PRODUCT_NAME} account with this e-mail address. You already have an account, so no new one was created.`,
      'If it was you, sign in instead. If you forgot your password, use "Forgot password" on the sign-in screen.',
    ],
    action: { label: `Go to ${PRODUCT_NAME}`, url: signInUrl },
    closing: 'If it was not you, you can ignore this e-mail: nothing has changed in your account.',
  });
}

export function emailChangeConfirmationMail(to: string, name: string, url: string, minutes: number): OutgoingMail {
  return compose({
    to,
    subject: 'Confirm your new e-mail address',
    greetingName: name,
    paragraphs: [`Please confirm that you want to use this address for your ${PRODUCT_NAME} account. The change takes effect when you open the link.`],
    action: { label: 'Confirm e-mail address', url },
    closing: `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail: nothing changes.`,
  });
}

/** To the current address when a change to another one is requested; never names the new one. */
export function emailChangeNoticeMail(to: string, name: string, signInUrl: string): OutgoingMail {
  return compose({
    to,
    subject: 'Your e-mail address is being changed',
    greetingName: name,
    paragraphs: [
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its e-mail address. It changes only when the new address confirms it.`,
      'If it was you, there is nothing more to do here.',
    ],
    action: { label: `Go to ${PRODUCT_NAME}`, url: signInUrl },
    closing: 'If it was not you, change your password now and sign out of other sessions: until the new address is confirmed, your account stays on this one.',
  });
}
