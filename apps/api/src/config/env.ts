/**
 * The environment, parsed once at boot (CONVENTIONS §4). Every process of the api package (server, worker,
 * CLI) reads its settings from here and nowhere else. A missing or invalid variable stops the process with
 * a message that names it.
 */
import path from 'node:path';
import { loadDotEnv, postgresUrlSchema } from '@skins/db/env';
import { SANDBOX_BOTS, sandboxRefreshToken } from '@skins/shared/sandbox-steam';
import { z } from 'zod';
import { toPublicKey } from '../services/paysage/verify-notification.ts';

const DEV_SESSION_SECRET = 'development-only-session-secret-change-me';
const DEV_STEAM_API_KEY = 'sandbox-steam-key';
/** Steam's own OpenID endpoint: the only one production accepts (knowhow: a leaked dev config must not boot). */
export const STEAM_OPENID_LOGIN = 'https://steamcommunity.com/openid/login';
const STEAM_WEB_API = 'https://api.steampowered.com';
/** Steam's inventory call: {base}/{steamid}/570/2?l=english&count=N. */
const STEAM_INVENTORY = 'https://steamcommunity.com/inventory';
const GEO_COUNTRY_PROVIDER = 'https://ip2c.org/{ip}';
/** Valve's image CDN, where the seed's item icon paths point (README "Item images"). */
const VALVE_IMAGE_CDN = 'https://steamcdn-a.akamaihd.net/';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const redisUrl = z.string().refine((value) => {
  try {
    return ['redis:', 'rediss:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be a redis:// URL, e.g. redis://127.0.0.1:6379/0');

/**
 * The shop's Steam bot accounts (STEAM_BOTS): a JSON array; the secrets come from each bot's Steam Guard
 * files (`shared_secret`, `identity_secret`) and a steam-session refresh token. Never stored anywhere else.
 */
const steamBotSchema = z.object({
  accountName: z.string().min(1),
  steamId: z.string().regex(/^7656119\d{10}$/, 'must be a SteamID64'),
  refreshToken: z.string().min(20),
  sharedSecret: z.string().min(8),
  identitySecret: z.string().min(8),
});
export type SteamBotConfig = z.infer<typeof steamBotSchema>;

const steamBotsJson = z.string().transform((value, ctx): SteamBotConfig[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array of bots ({accountName, steamId, refreshToken, sharedSecret, identitySecret})' });
    return z.NEVER;
  }
  const bots = z.array(steamBotSchema).min(1).safeParse(parsed);
  if (!bots.success) {
    // Name the field, never echo the value: it holds secrets.
    ctx.addIssue({ code: 'custom', message: `is invalid: ${bots.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}` });
    return z.NEVER;
  }
  const ids = bots.data.map((bot) => bot.steamId);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'lists a bot twice' });
  return bots.data;
});

/** The sandbox's bots with the secrets its Steam stand-in accepts (development and tests). */
const SANDBOX_BOT_CONFIG: SteamBotConfig[] = SANDBOX_BOTS.map((bot) => ({ ...bot, refreshToken: sandboxRefreshToken(bot.steamId) }));

const DEV_PAYSAGE_SHOP_ID = '361';
const DEV_PAYSAGE_SECRET = 'sandbox-secret';
const DEV_PAYSAGE_PUBLIC_KEY = 'sandbox-public-key';

/**
 * Outside production, notifications come from the sandbox, which signs them with its committed development
 * key (apps/sandbox/src/paysage/dev-signing-key.pem); this is its public half, as base64 SPKI.
 */
const DEV_PAYSAGE_SIGNATURE_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAq2zymKqOgaAFFrz4RD/jEj7TRIuV/gz+0Rqis/0Zf0IPXl1Su031RQ5qtk/pI6H6m3sCAUuRS6yeq+zdeJ+15w76ZkubUkEhzCOZA/e85lI4w3Qpj3Dbdy6FtzXCbJObD4p83GHl2OqboQbtK7qx4rbf3pp0PVEAo5SrSxKnYljb0B/0kXqS2Hne1ZapPFb7bDUdTttJE0aOzUhqKfUofCCQjRSYddwwv9j1rYHiW78FNfOe7UbQRGLyJadmdhyUSH+WDhejxej7L/RR/N66uUZSjFhf68xE5pjcbBjwmin2StJ/+OVI1bMJxLhrxEnEznp2jSHljBEZaD9ACvXcdwIDAQAB';

function isRsaPublicKey(text: string): boolean {
  try {
    return toPublicKey(text).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

/** A key however it was written (PEM or base64 SPKI), in one form, so two spellings of one key compare equal. */
function spkiBase64(text: string): string {
  return toPublicKey(text).export({ type: 'spki', format: 'der' }).toString('base64');
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: port.default(3000),
    PUBLIC_WEB_URL: httpUrl.default('http://localhost:5173'),
    PUBLIC_API_URL: httpUrl.default('http://localhost:3000'),
    CORS_ORIGINS: z
      .string()
      .default('http://localhost:5173,http://127.0.0.1:5173')
      .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
    SERVE_WEB: booleanString.default(false),
    // How deep the catalogue's OFFSET paging goes (catalogue/list-items.ts); meta.reachable_total says so.
    LIST_MAX_OFFSET: z.coerce.number().int().min(0).max(1_000_000).default(16_000),
    WEB_DIST_DIR: z.string().optional(),
    // Valve's CDN: every item's real icon; where it cannot be reached, the browser shows the generated art.
    IMAGE_HOST: z.string().min(1).default(VALVE_IMAGE_CDN),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
    DATABASE_URL: postgresUrlSchema,
    REDIS_URL: redisUrl.default('redis://127.0.0.1:6379/0'),
    QUEUE_PREFIX: z.string().min(1).default('skins'),
    SANDBOX_PUBLIC_URL: httpUrl.default('http://127.0.0.1:4010'),
    PAYSAGE_PUBLIC_KEY: z.string().min(1).default(DEV_PAYSAGE_PUBLIC_KEY),
    /** Ask Paysage for test transactions (no money moves). Unset: on outside production, off in production, which refuses it. */
    PAYSAGE_TEST_MODE: booleanString.optional(),
    // Identity. Outside production the Steam and SMTP defaults are the sandbox's (SANDBOX_PUBLIC_URL, SANDBOX_SMTP_PORT).
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
    /** Sign-ups one address may make an hour (against spraying accounts); the end-to-end stack, all on 127.0.0.1, raises it. */
    REGISTER_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(30),
    STEAM_OPENID_ENDPOINT: httpUrl.optional(),
    STEAM_API_URL: httpUrl.optional(),
    STEAM_INVENTORY_URL: httpUrl.optional(),
    /** IP-to-country lookup (ip2c protocol) with `{ip}` for the address; default the sandbox's, production ip2c. */
    GEO_COUNTRY_URL: httpUrl.refine((value) => value.includes('{ip}'), 'must contain {ip} where the address goes').optional(),
    STEAM_API_KEY: z.string().min(1).default(DEV_STEAM_API_KEY),
    SANDBOX_SMTP_PORT: port.optional(),
    SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    SMTP_PORT: port.optional(),
    SMTP_SECURE: booleanString.default(false),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Skinshop <no-reply@skinshop.local>'),
    // Payments (Paysage, knowhow/paysage-provider.md). Outside production the defaults are the sandbox's.
    PAYSAGE_CHECKOUT_URL: httpUrl.optional(),
    PAYSAGE_GATEWAY_URL: httpUrl.optional(),
    PAYSAGE_WIDGET_SCRIPT_URL: httpUrl.optional(),
    PAYSAGE_SHOP_ID: z.string().min(1).default(DEV_PAYSAGE_SHOP_ID),
    PAYSAGE_SECRET_KEY: z.string().min(1).default(DEV_PAYSAGE_SECRET),
    /** The provider's notification-signing public key: PEM (\n escapes allowed) or base64 SPKI. Outside production, the sandbox's. */
    PAYSAGE_SIGNATURE_PUBLIC_KEY: z
      .string()
      .min(1)
      // Checked at boot: a key OpenSSL cannot read would otherwise fail deep inside the payments route.
      .refine(isRsaPublicKey, "is not an RSA public key: give the provider's PEM (\\n escapes allowed) or its base64 SPKI as the back office shows it")
      .optional(),
    /**
     * Development only: believe a notification that carries the shop's Basic credentials but no
     * Content-Signature (some test shops do not sign). Production refuses to boot with it on: the Basic
     * credentials are easily captured, and a signature is the only proof of origin.
     */
    PAYSAGE_ALLOW_BASIC_NOTIFICATIONS: booleanString.default(false),
    ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
    /** Where Paysage posts notifications; default PUBLIC_API_URL + /api/payments/paysage/notifications. */
    PAYSAGE_NOTIFICATION_URL: httpUrl.optional(),
    // Operations (README "Production", "Scaling out").
    /** Multiplies every job schedule's period; tests and the scaled stack use short periods (e.g. 0.1). */
    JOB_EVERY_SCALE: z.coerce.number().positive().max(100).default(1),
    /** How often the worker checks that every job scheduler still exists in Redis (re-created if not). */
    SCHEDULER_WATCHDOG_MS: z.coerce.number().int().min(100).default(10_000),
    /** After SIGTERM the api answers "not ready" this long before it stops taking requests (load balancer drain). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /**
     * Which proxies in front of the api to believe about the client's address (X-Forwarded-For), so rate limits
     * count real clients behind a load balancer: false, true (any), or addresses/CIDRs, comma-separated.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value): boolean | string[] => (value === 'true' ? true : value === 'false' ? false : value.split(',').map((entry) => entry.trim()))),
    // Item movement (trading).
    /** `steam`: the real Steam through DoctorMcKay's libraries; `sandbox`: the sandbox's stand-in. Production takes only steam. */
    STEAM_TRADING: z.enum(['steam', 'sandbox']).optional(),
    /** The bots (JSON array, secrets included). Unset outside production: the sandbox's bots. */
    STEAM_BOTS: steamBotsJson.optional(),
    /** Where the api and worker reach the sandbox's Steam stand-in (default SANDBOX_PUBLIC_URL; compose: the service name). */
    STEAM_TRADING_SANDBOX_URL: httpUrl.optional(),
    /** An offer nobody answered is canceled after this many hours (Steam's own limit is 14 days). */
    TRADE_OFFER_TTL_HOURS: z.coerce.number().positive().max(13 * 24).default(48),
    /** How long a buyer may ask to send a declined or expired offer again before it is refunded. */
    TRADE_RESEND_WINDOW_HOURS: z.coerce.number().positive().max(14 * 24).default(24),
    /** Steps one bot takes per minute (its own queue; a step makes one to four Steam calls; 429s back off further). */
    TRADE_BOT_STEPS_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(60),
    /** Offers one bot has out at once (Steam refuses more than 30 active sent offers); the rest wait their turn. */
    TRADE_BOT_MAX_OFFERS: z.coerce.number().int().min(1).max(30).default(30),
    /** Offers out to one buyer or seller at once (Steam refuses more than 5 to one partner). */
    TRADE_PARTNER_MAX_OFFERS: z.coerce.number().int().min(1).max(5).default(5),
    /** How often each bot asks Steam which of its offers changed (ms). */
    TRADE_POLL_MS: z.coerce.number().int().min(100).default(10_000),
    /** How often each bot's Steam inventory is held against the shop's record of its assets (ms). */
    TRADE_INVENTORY_CHECK_MS: z.coerce.number().int().min(1_000).default(600_000),
    /** How long a refund asked of Paysage whose answer was lost is only looked for, never asked again (s). */
    REFUND_ANSWER_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    /** Bearer token for GET /metrics. Unset: open outside production, closed (404) in production. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'must be set to a real secret in production' });
    }
    if (env.NODE_ENV === 'production' && env.STEAM_API_KEY === DEV_STEAM_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STEAM_API_KEY'], message: 'must be set to a real Steam Web API key in production' });
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['PAYSAGE_CHECKOUT_URL', 'PAYSAGE_GATEWAY_URL', 'PAYSAGE_WIDGET_SCRIPT_URL', 'PAYSAGE_SIGNATURE_PUBLIC_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
      if (env.PAYSAGE_TEST_MODE === true) {
        ctx.addIssue({ code: 'custom', path: ['PAYSAGE_TEST_MODE'], message: 'must be false in production (a test payment takes no money)' });
      }
      // Its private half is in the repository: anyone could sign a notification the shop would believe.
      if (env.PAYSAGE_SIGNATURE_PUBLIC_KEY && isRsaPublicKey(env.PAYSAGE_SIGNATURE_PUBLIC_KEY) && spkiBase64(env.PAYSAGE_SIGNATURE_PUBLIC_KEY) === DEV_PAYSAGE_SIGNATURE_PUBLIC_KEY) {
        ctx.addIssue({ code: 'custom', path: ['PAYSAGE_SIGNATURE_PUBLIC_KEY'], message: "must be the provider's key in production, not the sandbox's development key" });
      }
      if (env.PAYSAGE_ALLOW_BASIC_NOTIFICATIONS) {
        ctx.addIssue({ code: 'custom', path: ['PAYSAGE_ALLOW_BASIC_NOTIFICATIONS'], message: 'must be false in production (notifications must be signed)' });
      }
      if (env.PAYSAGE_SECRET_KEY === DEV_PAYSAGE_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['PAYSAGE_SECRET_KEY'], message: 'must be set to the shop secret key in production' });
      }
      if (env.PAYSAGE_PUBLIC_KEY === DEV_PAYSAGE_PUBLIC_KEY) {
        ctx.addIssue({ code: 'custom', path: ['PAYSAGE_PUBLIC_KEY'], message: 'must be set to the shop public key in production' });
      }
      // The session cookie is Secure (and __Host-) only when the site is https (lib/session-cookie.ts): a
      // production reached over plain http would send its sessions in clear. TLS may end at a proxy in front;
      // these are the URLs people and providers use.
      for (const key of ['PUBLIC_WEB_URL', 'PUBLIC_API_URL'] as const) {
        if (!env[key].startsWith('https://')) ctx.addIssue({ code: 'custom', path: [key], message: 'must be an https URL in production (the session cookie is Secure only on https)' });
      }
      // The sandbox speaks plain http; the real providers only https. A leaked development URL must not boot.
      for (const key of ['PAYSAGE_CHECKOUT_URL', 'PAYSAGE_GATEWAY_URL', 'PAYSAGE_WIDGET_SCRIPT_URL', 'STEAM_API_URL', 'STEAM_INVENTORY_URL', 'GEO_COUNTRY_URL'] as const) {
        const value = env[key];
        if (value && !value.startsWith('https://')) ctx.addIssue({ code: 'custom', path: [key], message: 'must be an https URL of the real provider in production (not the sandbox)' });
      }
      // Icons from a plain-http host are mixed content on an https page; a path is the api's own generated art.
      if (!env.IMAGE_HOST.startsWith('/') && !env.IMAGE_HOST.startsWith('https://')) {
        ctx.addIssue({ code: 'custom', path: ['IMAGE_HOST'], message: 'must be an https URL (or a path such as /api/images/) in production' });
      }
    }
    if (env.NODE_ENV === 'production') {
      // Like the sandbox's OpenID: a stand-in that anyone can drive must never move a real customer's items.
      if (env.STEAM_TRADING === 'sandbox') ctx.addIssue({ code: 'custom', path: ['STEAM_TRADING'], message: 'must be steam in production (the sandbox is for development)' });
      if (!env.STEAM_BOTS) ctx.addIssue({ code: 'custom', path: ['STEAM_BOTS'], message: 'is required in production (the Steam accounts that hold the items)' });
      const sandboxIds = new Set(SANDBOX_BOTS.map((bot) => bot.steamId));
      if (env.STEAM_BOTS?.some((bot) => sandboxIds.has(bot.steamId))) ctx.addIssue({ code: 'custom', path: ['STEAM_BOTS'], message: 'must not list the sandbox bots in production' });
    }
    if (env.NODE_ENV === 'production' && env.STEAM_OPENID_ENDPOINT !== undefined && env.STEAM_OPENID_ENDPOINT !== STEAM_OPENID_LOGIN) {
      ctx.addIssue({ code: 'custom', path: ['STEAM_OPENID_ENDPOINT'], message: `must be ${STEAM_OPENID_LOGIN} in production` });
    }
  })
  .transform((env) => {
    const production = env.NODE_ENV === 'production';
    const sandbox = env.SANDBOX_PUBLIC_URL.replace(/\/+$/, '');
    return {
      ...env,
      STEAM_OPENID_ENDPOINT: env.STEAM_OPENID_ENDPOINT ?? (production ? STEAM_OPENID_LOGIN : `${sandbox}/steam/openid/login`),
      STEAM_API_URL: (env.STEAM_API_URL ?? (production ? STEAM_WEB_API : `${sandbox}/steam/api`)).replace(/\/+$/, ''),
      STEAM_INVENTORY_URL: (env.STEAM_INVENTORY_URL ?? (production ? STEAM_INVENTORY : `${sandbox}/steam/inventory`)).replace(/\/+$/, ''),
      GEO_COUNTRY_URL: env.GEO_COUNTRY_URL ?? (production ? GEO_COUNTRY_PROVIDER : `${sandbox}/geo/{ip}`),
      SMTP_PORT: env.SMTP_PORT ?? (production ? 587 : (env.SANDBOX_SMTP_PORT ?? 1025)),
      STEAM_TRADING: env.STEAM_TRADING ?? (production ? 'steam' : 'sandbox'),
      STEAM_TRADING_SANDBOX_URL: (env.STEAM_TRADING_SANDBOX_URL ?? sandbox).replace(/\/+$/, ''),
      STEAM_BOTS: env.STEAM_BOTS ?? SANDBOX_BOT_CONFIG,
      PAYSAGE_CHECKOUT_URL: (env.PAYSAGE_CHECKOUT_URL ?? `${sandbox}/paysage`).replace(/\/+$/, ''),
      PAYSAGE_GATEWAY_URL: (env.PAYSAGE_GATEWAY_URL ?? `${sandbox}/paysage`).replace(/\/+$/, ''),
      PAYSAGE_WIDGET_SCRIPT_URL: env.PAYSAGE_WIDGET_SCRIPT_URL ?? `${sandbox}/paysage/widget/be_gateway.js`,
      PAYSAGE_TEST_MODE: env.PAYSAGE_TEST_MODE ?? !production,
      PAYSAGE_SIGNATURE_PUBLIC_KEY: env.PAYSAGE_SIGNATURE_PUBLIC_KEY ?? DEV_PAYSAGE_SIGNATURE_PUBLIC_KEY,
      PAYSAGE_NOTIFICATION_URL: env.PAYSAGE_NOTIFICATION_URL ?? `${env.PUBLIC_API_URL.replace(/\/+$/, '')}/api/payments/paysage/notifications`,
    };
  });

export type Env = z.infer<typeof envSchema>;

/** Every variable the api, worker and CLI read (docker-compose.yml is checked against it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.in.shape);

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses a set of variables; throws an EnvError listing every problem, each with its variable's name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return Object.freeze(parsed.data);
  throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`));
}

/** What the staff CLI reads of the environment: its own ADMIN_* settings and where its token lives, never the api's. */
const CLI_VARIABLES = ['ADMIN_API_URL', 'ADMIN_TOKEN', 'ADMIN_PASSWORD', 'ADMIN_TOKEN_FILE', 'XDG_CONFIG_HOME'] as const;
export type CliEnv = Partial<Record<(typeof CLI_VARIABLES)[number], string>>;

/** The staff CLI's settings from `.env` and the environment (the CLI checks them itself, with its own words). */
export function loadCliEnv(): CliEnv {
  loadDotEnv();
  return Object.fromEntries(CLI_VARIABLES.map((name) => [name, process.env[name]]));
}

/** Reads `.env` (without overriding the real environment) and parses it. Exits with the problems listed. */
export function loadEnv(): Env {
  loadDotEnv();
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      console.error(`Fix the variables in ${path.resolve('.env')} or in the environment (see .env.example).`);
      process.exit(1);
    }
    throw error;
  }
}
