/** A complete production environment with real-looking secrets and provider URLs (no sandbox anywhere). */
export const PRODUCTION_SECRETS: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://postgres:secret@db.internal:5432/skins',
  SESSION_SECRET: 'a-real-production-session-secret-0123456789',
  STEAM_API_KEY: 'REAL-STEAM-KEY',
  PAYSAGE_CHECKOUT_URL: 'https://checkout.paysage.io',
  PAYSAGE_GATEWAY_URL: 'https://gateway.paysage.io',
  PAYSAGE_WIDGET_SCRIPT_URL: 'https://js.paysage.io/widget/be_gateway.js',
  PAYSAGE_SIGNATURE_PUBLIC_KEY: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
  PAYSAGE_SHOP_ID: '4242',
  PAYSAGE_SECRET_KEY: 'real-shop-secret',
  PAYSAGE_PUBLIC_KEY: 'real-shop-public-key',
};
