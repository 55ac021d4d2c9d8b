/** Sending e-mail over SMTP (nodemailer). The sandbox's catch-all inbox listens on 127.0.0.1:1025 in development. */
import nodemailer from 'nodemailer';
import type { Env } from '../../config/env.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Makes the Message-ID stable (`<key@sender-domain>`): a message sent twice after a crash is then the
   * same message to the receiving server and the reader's client, which drop the copy.
   */
  messageKey?: string;
}

/** `Shop <no-reply@shop.example>` -> `shop.example`. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export interface MailSettings {
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string };
  from: string;
  /** Where the links in e-mails point: the web app's pages and the api's verification endpoint. */
  webUrl: string;
  apiUrl: string;
}

export function mailSettingsFromEnv(env: Env): MailSettings {
  return {
    smtp: { host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, password: env.SMTP_PASSWORD },
    from: env.MAIL_FROM,
    webUrl: env.PUBLIC_WEB_URL.replace(/\/+$/, ''),
    apiUrl: env.PUBLIC_API_URL.replace(/\/+$/, ''),
  };
}

export interface SmtpTimeouts {
  /** How long a silent server is waited for at any step, the final acknowledgement included. */
  socketTimeoutMs?: number;
}

export function smtpSender(settings: MailSettings, { socketTimeoutMs = 20_000 }: SmtpTimeouts = {}): SendMail {
  const { host, port, secure, user, password } = settings.smtp;
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    auth: user ? { user, pass: password ?? '' } : undefined,
    // A hung SMTP server fails the job (which is retried) instead of holding a worker slot.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: socketTimeoutMs,
  });
  const domain = senderDomain(settings.from);
  return async ({ messageKey, ...mail }) => {
    await transport.sendMail({ from: settings.from, ...mail, ...(messageKey ? { messageId: `<${messageKey}@${domain}>` } : {}) });
  };
}
