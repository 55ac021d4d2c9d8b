/** The Paysage stand-in from apps/sandbox, started in-process on a free port for payment tests. */
import type { AddressInfo } from 'node:net';
import { buildSandbox, loadConfig } from '@skins/sandbox';
import { createCheckout, type PaysageConfig } from '../../src/services/paysage/client.ts';

export interface PaysageSandbox {
  base: string;
  /** The sandbox's SMTP inbox (read it at base + /mail/api/messages). */
  smtpPort: number;
  config: PaysageConfig;
  setFaults: (faults: Record<string, string>) => Promise<void>;
  /**
   * Resolves when the sandbox has finished every notification it queued (delivered, dropped or given up): the
   * api applies a notification before it answers, so the orders are then as they will stay. A test waits for
   * that work, however long a busy machine takes over it, instead of giving it a fixed time.
   */
  notificationsSettled: () => Promise<void>;
  close: () => Promise<void>;
}

const UNSETTLED = new Set(['queued', 'delayed', 'held', 'retrying']);

export async function startPaysageSandbox(env: Record<string, string> = {}): Promise<PaysageSandbox> {
  const sandboxConfig = loadConfig({ SANDBOX_PORT: '0', SANDBOX_SMTP_PORT: '0', SANDBOX_LOG_LEVEL: 'silent', SANDBOX_NOTIFY_RETRY_BASE_MS: '20', ...env });
  const { app, smtp } = await buildSandbox(sandboxConfig);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const smtpPort = await smtp.start(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const config = paysageConfigFor(base);
  return {
    base,
    smtpPort,
    config,
    setFaults: async (faults) => {
      const response = await fetch(`${base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });
      if (!response.ok) throw new Error(`sandbox refused faults ${JSON.stringify(faults)}: ${await response.text()}`);
    },
    notificationsSettled: async () => {
      for (;;) {
        const records = (await (await fetch(`${base}/paysage/notifications`)).json()) as Array<{ state: string }>;
        if (!records.some((record) => UNSETTLED.has(record.state))) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    // Closing the app also stops its SMTP server.
    close: () => app.close(),
  };
}

export function paysageConfigFor(base: string): PaysageConfig {
  return { checkoutUrl: `${base}/paysage`, gatewayUrl: `${base}/paysage`, shopId: '361', secretKey: 'sandbox-secret', testMode: true };
}

/**
 * Opens a hosted-page checkout for `order` and pays it with a test card, with notifications sent where
 * nobody listens: only reconciliation can then settle the order.
 */
export async function payOrderAtSandbox(base: string, order: { id: number; amountMinor: bigint; currency: string; trackingId: string }, cardNumber: string) {
  const checkout = await createCheckout(paysageConfigFor(base), {
    amountMinor: order.amountMinor,
    currency: order.currency,
    description: `Order #${order.id}`,
    trackingId: order.trackingId,
    notificationUrl: 'http://127.0.0.1:9/unreachable',
    successUrl: 'http://shop.test/success-payment',
    declineUrl: 'http://shop.test/fail-payment',
    failUrl: 'http://shop.test/fail-payment',
    cancelUrl: 'http://shop.test/cart',
    customer: { email: 'buyer@test.local' },
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  const paid = await fetch(`${base}/paysage/v2/checkout/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: checkout.token, number: cardNumber, holder: 'JOHN DOE', exp: '12/39', cvc: '123' }),
  });
  if (paid.status >= 400) throw new Error(`the sandbox refused the payment: ${paid.status}`);
  return checkout;
}
