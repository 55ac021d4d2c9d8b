/** The Paysage stand-in from apps/sandbox, started in-process on a free port for payment tests. */
import type { AddressInfo } from 'node:net';
import { buildSandbox } from '../../../sandbox/src/app.ts';
import { loadConfig } from '../../../sandbox/src/config.ts';
import type { PaysageConfig } from '../../src/services/payments/paysage-client.ts';

export interface PaysageSandbox {
  base: string;
  config: PaysageConfig;
  setFaults: (faults: Record<string, string>) => Promise<void>;
  /** Pays a hosted-page checkout token with a test card, as the browser form does. */
  payHosted: (token: string, cardNumber: string) => Promise<Response>;
  close: () => Promise<void>;
}

export async function startPaysageSandbox(env: Record<string, string> = {}): Promise<PaysageSandbox> {
  const sandboxConfig = loadConfig({ SANDBOX_PORT: '0', SANDBOX_SMTP_PORT: '0', SANDBOX_LOG_LEVEL: 'silent', SANDBOX_NOTIFY_RETRY_BASE_MS: '20', ...env });
  const { app, smtp } = await buildSandbox(sandboxConfig);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await smtp.start(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const config: PaysageConfig = {
    checkoutUrl: `${base}/paysage`,
    gatewayUrl: `${base}/paysage`,
    shopId: '361',
    secretKey: 'sandbox-secret',
    testMode: true,
    timeoutMs: 2000,
  };
  return {
    base,
    config,
    setFaults: async (faults) => {
      const response = await fetch(`${base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });
      if (!response.ok) throw new Error(`sandbox refused faults ${JSON.stringify(faults)}: ${await response.text()}`);
    },
    payHosted: (token, number) =>
      fetch(`${base}/paysage/v2/checkout/pay`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, number, holder: 'JOHN DOE', exp: '12/39', cvc: '123' }),
      }),
    // Closing the app also stops its SMTP server.
    close: () => app.close(),
  };
}
