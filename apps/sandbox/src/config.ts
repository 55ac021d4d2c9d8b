import { z } from 'zod';

/**
 * The sandbox is a development and test tool only, so every variable has a development default:
 * `npm run dev:sandbox` must work with an empty environment. What must never happen is running it
 * in production, where its Steam stand-in would let anyone sign in as anyone.
 */
const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_PORT: port(4010),
  SANDBOX_SMTP_PORT: port(1025),
  SANDBOX_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SANDBOX_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX_STEAM_API_KEY: z.string().min(1).default('sandbox-steam-key'),
  /** How long a bot's web session (its access token) lasts; Steam's last a day. Tests shorten it to see renewal. */
  SANDBOX_STEAM_ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(1).default(86_400),
  /** How long a trade offer stays open before it expires (Steam: 14 days, which cannot be changed there). */
  SANDBOX_STEAM_OFFER_LIFETIME_SECONDS: z.coerce.number().int().min(1).default(14 * 86_400),
  SANDBOX_PAYSAGE_SHOP_ID: z.string().min(1).default('361'),
  SANDBOX_PAYSAGE_SECRET_KEY: z.string().min(1).default('sandbox-secret'),
  SANDBOX_PAYSAGE_PUBLIC_KEY: z.string().min(1).default('sandbox-public-key'),
  SANDBOX_PAYSAGE_SIGNING_PRIVATE_KEY: z.string().includes('PRIVATE KEY').optional(),
  SANDBOX_PAYSAGE_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(1800),
  /** The provider refuses a refund of the same payment and amount within this many seconds (beGateway: 30). */
  SANDBOX_PAYSAGE_REFUND_DUPLICATE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SANDBOX_NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(0).default(1000),
  SANDBOX_NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** The country the IP lookup answers for local and private addresses (a development machine's). */
  SANDBOX_GEO_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code').default('LV'),
});

/** Every variable the sandbox reads (docker-compose.yml is checked against it). */
export const SANDBOX_ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface SandboxConfig {
  host: string;
  port: number;
  smtpPort: number;
  /** Base URL put into every link the sandbox generates; when unset, derived from the listening address. */
  publicUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['SANDBOX_LOG_LEVEL'];
  steam: { apiKey: string; accessTokenSeconds: number; offerLifetimeSeconds: number };
  paysage: {
    shopId: string;
    secretKey: string;
    publicKey: string;
    /** PEM; when unset the committed development keypair is used. */
    signingPrivateKey: string | undefined;
    tokenTtlSeconds: number;
    refundDuplicateSeconds: number;
    notifyRetryBaseMs: number;
    notifyMaxAttempts: number;
  };
  geo: { localCountry: string };
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): SandboxConfig {
  // An empty variable in .env means "not set", not "set to the empty string".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid sandbox environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    throw new ConfigError('The sandbox must never run with NODE_ENV=production: its stand-ins accept anyone.');
  }
  return {
    host: e.SANDBOX_HOST,
    port: e.SANDBOX_PORT,
    smtpPort: e.SANDBOX_SMTP_PORT,
    publicUrl: e.SANDBOX_PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: e.SANDBOX_LOG_LEVEL,
    steam: { apiKey: e.SANDBOX_STEAM_API_KEY, accessTokenSeconds: e.SANDBOX_STEAM_ACCESS_TOKEN_SECONDS, offerLifetimeSeconds: e.SANDBOX_STEAM_OFFER_LIFETIME_SECONDS },
    paysage: {
      shopId: e.SANDBOX_PAYSAGE_SHOP_ID,
      secretKey: e.SANDBOX_PAYSAGE_SECRET_KEY,
      publicKey: e.SANDBOX_PAYSAGE_PUBLIC_KEY,
      signingPrivateKey: e.SANDBOX_PAYSAGE_SIGNING_PRIVATE_KEY,
      tokenTtlSeconds: e.SANDBOX_PAYSAGE_TOKEN_TTL_SECONDS,
      refundDuplicateSeconds: e.SANDBOX_PAYSAGE_REFUND_DUPLICATE_SECONDS,
      notifyRetryBaseMs: e.SANDBOX_NOTIFY_RETRY_BASE_MS,
      notifyMaxAttempts: e.SANDBOX_NOTIFY_MAX_ATTEMPTS,
    },
    geo: { localCountry: e.SANDBOX_GEO_COUNTRY },
  };
}
