/**
 * The real payment path in one test file: the Paysage stand-in on a free port, and the api listening on
 * its own free port as the provider's notification_url, so the sandbox's signed notifications reach it
 * over HTTP exactly as in production (token created by the api, widget paid with the token, webhook,
 * status query).
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { useTestApp, type TestContext } from './build-test-app.ts';
import { startPaysageSandbox, type PaysageSandbox } from './paysage-sandbox.ts';

export interface PaymentsStack extends TestContext {
  sandbox: PaysageSandbox;
  /** The api's own base URL (http://127.0.0.1:<port>). */
  apiBase: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function usePaymentsStack(envOverrides: Record<string, string> = {}): PaymentsStack {
  const stack = {} as PaymentsStack;
  let port = 0;
  beforeAll(async () => {
    stack.sandbox = await startPaysageSandbox();
    port = await freePort();
    stack.apiBase = `http://127.0.0.1:${port}`;
  });
  const app = useTestApp(() => ({
    PAYSAGE_CHECKOUT_URL: `${stack.sandbox.base}/paysage`,
    PAYSAGE_GATEWAY_URL: `${stack.sandbox.base}/paysage`,
    PAYSAGE_WIDGET_SCRIPT_URL: `${stack.sandbox.base}/paysage/widget/be_gateway.js`,
    PAYSAGE_NOTIFICATION_URL: `${stack.apiBase}/api/payments/paysage/notifications`,
    PUBLIC_WEB_URL: 'http://web.test',
    ...envOverrides,
  }));
  beforeAll(async () => {
    await app.app.listen({ port, host: '127.0.0.1' });
    Object.defineProperties(stack, { app: { get: () => app.app }, db: { get: () => app.db } });
  });
  afterAll(async () => {
    await stack.sandbox?.close();
  });
  return stack;
}

/** Pays a server-made checkout token the way be_gateway.js does (POST /widget/pay with the token). */
export async function payWithToken(sandboxBase: string, token: string, cardNumber: string) {
  const response = await fetch(`${sandboxBase}/paysage/widget/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, card: { number: cardNumber, holder: 'JOHN DOE', exp_month: '12', exp_year: '2039', verification_value: '123' } }),
  });
  return { status: response.status, body: (await response.json()) as { status: string; uid?: string; message?: string } };
}
