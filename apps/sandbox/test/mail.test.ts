import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from './helpers.ts';
import type { RunningSandbox } from './helpers.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => fetch(`${sandbox.base}/reset`, { method: 'POST' }));

/** A plain SMTP dialogue over a socket, one command per server reply, as any mailer speaks it. */
async function sendMail(port: number, envelope: { from: string; to: string[] }, message: string, auth?: string): Promise<string[]> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const replies: string[] = [];
  let buffer = '';
  const waiters: ((line: string) => void)[] = [];
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A reply ends with a line "NNN text" (a dash after the code means more lines follow).
    for (let match = /^(\d{3}) .*\r\n/m.exec(buffer); match; match = /^(\d{3}) .*\r\n/m.exec(buffer)) {
      const end = match.index + match[0].length;
      const reply = buffer.slice(0, end);
      buffer = buffer.slice(end);
      replies.push(reply);
      waiters.shift()?.(reply);
    }
  });
  const next = () => new Promise<string>((resolve) => waiters.push(resolve));
  const command = async (line: string) => {
    const reply = next();
    socket.write(`${line}\r\n`);
    return reply;
  };
  await next();
  await command('EHLO tests.local');
  if (auth) await command(`AUTH PLAIN ${auth}`);
  await command(`MAIL FROM:<${envelope.from}>`);
  for (const to of envelope.to) await command(`RCPT TO:<${to}>`);
  await command('DATA');
  await command(`${message.replace(/\n/g, '\r\n').replace(/^\./gm, '..')}\r\n.`);
  await command('QUIT');
  socket.end();
  return replies;
}

const VERIFY_MESSAGE = `From: Skins Market <no-reply@skins.test>
To: Buyer <buyer@example.com>
Subject: Verify your e-mail
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="b1"

--b1
Content-Type: text/plain; charset=utf-8

Confirm your address: http://localhost:5173/verify-email?token=abc&email=buyer%40example.com
Questions? https://skins.test/help.

--b1
Content-Type: text/html; charset=utf-8

<p>Hello!</p><p><a href="http://localhost:5173/verify-email?token=abc&amp;email=buyer%40example.com">Verify</a></p>
<p><a href='https://skins.test/terms'>Terms</a> <a href="mailto:help@skins.test">Mail us</a></p>
--b1--`;

interface Message {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  received_at: string;
}

const messages = async (to?: string) =>
  (await (await fetch(`${sandbox.base}/mail/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`)).json()) as Message[];

describe('mail inbox', () => {
  it('stores a message sent over SMTP and lists it by recipient with its links', async () => {
    const replies = await sendMail(sandbox.smtpPort, { from: 'no-reply@skins.test', to: ['buyer@example.com'] }, VERIFY_MESSAGE);
    expect(replies.at(-2)).toMatch(/^250 /);
    const [message, ...rest] = await messages('Buyer@Example.com');
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ to: ['buyer@example.com'], from: 'no-reply@skins.test', subject: 'Verify your e-mail' });
    expect(message?.text).toContain('Confirm your address');
    expect(message?.html).toContain('<a href=');
    expect(message?.links).toEqual([
      'http://localhost:5173/verify-email?token=abc&email=buyer%40example.com',
      'https://skins.test/terms',
      'https://skins.test/help',
    ]);
    expect(Date.parse(message?.received_at ?? '')).not.toBeNaN();
    expect(await messages('someone-else@example.com')).toEqual([]);

    const byId = await fetch(`${sandbox.base}/mail/api/messages/${message?.id}`);
    expect(((await byId.json()) as Message).subject).toBe('Verify your e-mail');
    expect((await fetch(`${sandbox.base}/mail/api/messages/unknown`)).status).toBe(404);

    const inbox = await (await fetch(`${sandbox.base}/mail?to=buyer@example.com`)).text();
    expect(inbox).toContain('Verify your e-mail');
    expect(inbox).toContain('href="http://localhost:5173/verify-email?token=abc&amp;email=buyer%40example.com"');
  });

  it('lists newest first, counts envelope-only (Bcc) recipients, accepts any credentials, and clears', async () => {
    const plain = (subject: string) => `From: a@skins.test\nTo: first@example.com\nSubject: ${subject}\n\nSee https://skins.test/x`;
    await sendMail(sandbox.smtpPort, { from: 'a@skins.test', to: ['first@example.com'] }, plain('one'));
    const auth = Buffer.from('\0user\0pass').toString('base64');
    const replies = await sendMail(sandbox.smtpPort, { from: 'a@skins.test', to: ['first@example.com', 'hidden@example.com'] }, plain('two'), auth);
    expect(replies.some((reply) => reply.startsWith('235'))).toBe(true);
    expect((await messages('first@example.com')).map((m) => m.subject)).toEqual(['two', 'one']);
    expect((await messages('hidden@example.com')).map((m) => m.subject)).toEqual(['two']);
    expect((await messages())[0]?.html).toBeNull();

    expect((await fetch(`${sandbox.base}/mail/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await messages()).toEqual([]);
  });
});
