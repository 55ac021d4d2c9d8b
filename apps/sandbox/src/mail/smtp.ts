import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SLOW_MS, sleep, type FaultStore } from '../faults.ts';
import type { MailStore } from './store.ts';

/**
 * A catch-all SMTP server: no TLS, any credentials or none, every message kept. The api's mailer points
 * here in development, so sign-up and reset e-mails can be read (and their links followed) by tests.
 */
export interface SmtpInbox {
  server: SMTPServer;
  /** Starts listening; resolves with the actual port (useful with port 0). */
  start(port: number, host: string): Promise<number>;
  stop(): Promise<void>;
  readonly listening: boolean;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((object) => object.value.flatMap((entry) => [entry.address, ...(entry.group ?? []).map((g) => g.address)]))
    .filter((address): address is string => Boolean(address));
}

export function createSmtpInbox(store: MailStore, log: FastifyBaseLogger, faults: FaultStore): SmtpInbox {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    // Credentials are accepted (whatever they are) so a mailer configured with a user still works.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Sandbox SMTP (test inbox, nothing is delivered)',
    size: 10 * 1024 * 1024,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      if (faults.mode('mail.smtp') === 'fail') {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Temporary failure (sandbox fault switch)'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then(async (parsed) => {
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const to = [...new Set([...envelope, ...addresses(parsed.to), ...addresses(parsed.cc)].map((a) => a.toLowerCase()))];
          const mailFrom = session.envelope.mailFrom;
          const message = store.add({
            to,
            from: parsed.from?.value[0]?.address ?? (mailFrom ? mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            message_id: parsed.messageId ?? null,
          });
          log.info({ id: message.id, to: message.to, subject: message.subject }, 'sandbox mail received');
          if (faults.mode('mail.smtp') === 'slow') await sleep(faults.millis('mail.smtp', DEFAULT_SLOW_MS));
          callback();
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'sandbox mail could not be parsed');
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  server.on('error', (error) => log.error({ err: error }, 'sandbox SMTP error'));

  let listening = false;
  return {
    server,
    get listening() {
      return listening;
    },
    start(port, host) {
      return new Promise((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, host, () => {
          server.server.off('error', reject);
          listening = true;
          resolve((server.server.address() as AddressInfo).port);
        });
      });
    },
    stop() {
      if (!listening) return Promise.resolve();
      listening = false;
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
