import { generateKeyPairSync } from 'node:crypto';

/** Any well-formed RSA public key will do for a production fixture, except the sandbox's (production refuses it). */
const SIGNATURE_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** A complete production environment with real-looking secrets and provider URLs (no sandbox anywhere). */
export const PRODUCTION_SECRETS: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://postgres:secret@db.internal:5432/skins',
  PUBLIC_WEB_URL: 'https://shop.example',
  PUBLIC_API_URL: 'https://shop.example',
  SESSION_SECRET: 'a-real-production-session-secret-0123456789',
  STEAM_API_KEY: 'REAL-STEAM-KEY',
  PAYSAGE_CHECKOUT_URL: 'https://checkout.paysage.io',
  PAYSAGE_GATEWAY_URL: 'https://gateway.paysage.io',
  PAYSAGE_WIDGET_SCRIPT_URL: 'https://js.paysage.io/widget/be_gateway.js',
  PAYSAGE_SIGNATURE_PUBLIC_KEY: SIGNATURE_KEY,
  PAYSAGE_SHOP_ID: '4242',
  PAYSAGE_SECRET_KEY: 'real-shop-secret',
  PAYSAGE_PUBLIC_KEY: 'real-shop-public-key',
  STEAM_BOTS: JSON.stringify([
    { accountName: 'skinshop_live_1', steamId: '76561199012345678', refreshToken: 'eyJhbGciOiJFZERTQSJ9.real-refresh-token.signature', sharedSecret: 'cmVhbC1zaGFyZWQtc2VjcmV0', identitySecret: 'cmVhbC1pZGVudGl0eS1zZWNyZXQ=' },
  ]),
};
