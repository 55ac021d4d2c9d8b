import type { Env } from '../../config/env.ts';
import type { PaymentSettings } from './open-payment.ts';
import type { PaysageConfig } from '../paysage/client.ts';
import type { NotificationSecrets } from '../paysage/verify-notification.ts';

/** Paysage settings from the environment, in the shapes the payment services take. */
export function paysageConfig(env: Env): PaysageConfig {
  return {
    checkoutUrl: env.PAYSAGE_CHECKOUT_URL,
    gatewayUrl: env.PAYSAGE_GATEWAY_URL,
    shopId: env.PAYSAGE_SHOP_ID,
    secretKey: env.PAYSAGE_SECRET_KEY,
    testMode: env.PAYSAGE_TEST_MODE,
  };
}

export function checkoutSettings(env: Env): PaymentSettings {
  return {
    paysage: paysageConfig(env),
    notificationUrl: env.PAYSAGE_NOTIFICATION_URL,
    publicWebUrl: env.PUBLIC_WEB_URL.replace(/\/+$/, ''),
    orderTtlMs: env.ORDER_TTL_MINUTES * 60_000,
  };
}

export function notificationSecrets(env: Env): NotificationSecrets {
  return {
    shopId: env.PAYSAGE_SHOP_ID,
    secretKey: env.PAYSAGE_SECRET_KEY,
    signaturePublicKey: env.PAYSAGE_SIGNATURE_PUBLIC_KEY,
    allowBasicOnly: env.PAYSAGE_ALLOW_BASIC_NOTIFICATIONS,
  };
}
