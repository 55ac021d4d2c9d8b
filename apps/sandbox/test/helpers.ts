import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSandbox } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export interface RunningSandbox {
  base: string;
  smtpPort: number;
  close(): Promise<void>;
}

/** A real sandbox on random ports, with fast notification retries. */
export async function startSandbox(env: Record<string, string> = {}): Promise<RunningSandbox> {
  const config = loadConfig({
    SANDBOX_PORT: '0',
    SANDBOX_SMTP_PORT: '0',
    SANDBOX_LOG_LEVEL: 'silent',
    SANDBOX_NOTIFY_RETRY_BASE_MS: '20',
    ...env,
  });
  const { app, smtp } = await buildSandbox(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const smtpPort = await smtp.start(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { base, smtpPort, close: () => app.close() };
}

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A stand-in for the api's webhook endpoint; `respond` picks the status for the n-th request (1-based). */
export async function startReceiver(respond: (n: number) => number = () => 200) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      response.statusCode = respond(received.length);
      response.end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/paysage/notifications`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The sandbox's fetch keeps connections alive for a few seconds; do not wait for that.
        server.closeAllConnections();
      }),
  };
}

export async function waitFor<T>(check: () => T | undefined | null | false, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function basic(user = '361', pass = 'sandbox-secret'): string {
  return `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
}

export function form(data: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(data).toString(),
    redirect: 'manual',
  };
}

export function json(data: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(data) };
}
