/**
 * The sandbox's Steam trading accounts and the convention that gives them the seeded catalogue's items.
 * Development and tests only: the api refuses these bots in production (config/env.ts), and the sandbox
 * never runs there. Shared because three parties must agree on them without talking to each other: the
 * seed (which records each seeded listing's asset as held by a bot), the api's development configuration
 * (which logs in as these bots) and the sandbox's Steam stand-in (which holds their inventories).
 */

export interface SandboxBot {
  accountName: string;
  steamId: string;
  /** steam-totp secrets (base64 of 20 bytes), as a real bot's maFile holds them. Sandbox values only. */
  sharedSecret: string;
  identitySecret: string;
}

export const SANDBOX_BOTS: readonly SandboxBot[] = [
  { accountName: 'skinshop_bot_1', steamId: '76561198900000001', sharedSecret: 'c2FuZGJveC1zaGFyZWQtYm90LTEh', identitySecret: 'c2FuZGJveC1pZGVudGl0eS1ib3Qx' },
  { accountName: 'skinshop_bot_2', steamId: '76561198900000002', sharedSecret: 'c2FuZGJveC1zaGFyZWQtYm90LTIh', identitySecret: 'c2FuZGJveC1pZGVudGl0eS1ib3Qy' },
  { accountName: 'skinshop_bot_3', steamId: '76561198900000003', sharedSecret: 'c2FuZGJveC1zaGFyZWQtYm90LTMh', identitySecret: 'c2FuZGJveC1pZGVudGl0eS1ib3Qz' },
];

/**
 * The real Dota 2 items a sandbox user starts out holding (a few of them, chosen from the SteamID). Shared
 * because the seed gives these items a recent sales history, so a sandbox seller's inventory gets instant
 * quotes as a real seller's popular skins do.
 */
export interface SandboxSkin {
  name: string;
  rarity: string;
  slot: string;
  hero: string;
  heroKey: string;
}

export const SANDBOX_STARTING_SKINS: readonly SandboxSkin[] = [
  { name: 'Frost Avalanche', rarity: 'Arcana', slot: 'Back', hero: 'Crystal Maiden', heroKey: 'crystal_maiden' },
  { name: 'Dread Retribution', rarity: 'Arcana', slot: 'Misc', hero: 'Drow Ranger', heroKey: 'drow_ranger' },
  { name: 'Golden Basher of Mage Skulls', rarity: 'Immortal', slot: 'Weapon', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Golden Offhand Basher of Mage Skulls', rarity: 'Immortal', slot: 'Off-Hand Weapon', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Wrap of the Shifting Sorcerer', rarity: 'Mythical', slot: 'Head', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Armor of the Fervent Conscript', rarity: 'Mythical', slot: 'Armor', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Glaive of the Mage Slayer', rarity: 'Rare', slot: 'Weapon', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Helm of the Red Conqueror', rarity: 'Common', slot: 'Head', hero: 'Axe', heroKey: 'axe' },
];

/** Issuer the sandbox writes into the tokens it mints (a real Steam token says "steam"). */
export const SANDBOX_TOKEN_ISSUER = 'skinshop-sandbox';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url of ASCII JSON, by hand: this package has neither Node's Buffer nor the browser's btoa. */
function base64UrlJson(value: unknown): string {
  const bytes = Array.from(JSON.stringify(value), (char) => char.charCodeAt(0) & 0x7f);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const chunk = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += BASE64URL[(chunk >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * A bot's refresh token at the sandbox: shaped like Steam's (a JWT whose payload names the account in `sub`
 * and the platforms in `aud`), which is all steam-session reads of it. The signature part is the sandbox's
 * marker; the sandbox accepts exactly the tokens this function makes.
 */
export function sandboxRefreshToken(steamId: string): string {
  const header = base64UrlJson({ typ: 'JWT', alg: 'EdDSA' });
  const payload = base64UrlJson({ iss: SANDBOX_TOKEN_ISSUER, sub: steamId, aud: ['web', 'renew', 'derive'], exp: 4_102_444_800, iat: 1_767_225_600 });
  return `${header}.${payload}.sandbox`;
}

/**
 * The asset id the seed gives listing `listingId` (an item of definition `itemId`), held by the sandbox bot
 * `seedBotIndex(listingId)`. The stand-in knows such an asset by its id alone: it does not enumerate the
 * seeded catalogue (up to a million items), it recognises each seeded asset when an offer names it.
 * Steam asset ids are decimal strings; these sit far above the stand-in's own ids. Bits: listing id 0-31,
 * item id 32-51, and 52-62 the day a trade cooldown ends (`SEED_LOCK_EPOCH` + days, at Valve's midnight;
 * 0: no cooldown), so the seed and the stand-in agree on when each copy becomes tradable.
 */
export function seedAssetId(itemId: number, listingId: number, tradableAfter: Date | null = null): string {
  return ((BigInt(seedLockDay(tradableAfter)) << 52n) | (BigInt(itemId) << 32n) | BigInt(listingId)).toString();
}

/** Day 0 of the cooldown days a seeded asset id carries. */
export const SEED_LOCK_EPOCH = Date.UTC(2026, 0, 1);
/** Steam's cooldowns end at "Valve midnight", 07:00 UTC. */
export const SEED_LOCK_HOUR_UTC = 7;
const DAY_MS = 86_400_000;
const MAX_LOCK_DAY = 2047;

function seedLockDay(tradableAfter: Date | null): number {
  if (!tradableAfter) return 0;
  const day = Math.ceil((tradableAfter.getTime() - SEED_LOCK_EPOCH - SEED_LOCK_HOUR_UTC * 3_600_000) / DAY_MS);
  return Math.min(MAX_LOCK_DAY, Math.max(1, day));
}

/** When a seeded asset's cooldown ends (day `lockDay` since the epoch, at Valve's midnight); null for day 0. */
export function seedLockEnd(lockDay: number): Date | null {
  return lockDay === 0 ? null : new Date(SEED_LOCK_EPOCH + lockDay * DAY_MS + SEED_LOCK_HOUR_UTC * 3_600_000);
}

/**
 * What a seeded asset id says. A copy in a cooldown has its own instance id (the lock day): Steam describes it
 * apart from the tradable copies of its class, with its own "Tradable After" date.
 */
export function decodeSeedAssetId(assetId: string): { itemId: number; listingId: number; instanceId: string; tradableAfter: Date | null } | null {
  if (!/^\d{1,19}$/.test(assetId)) return null;
  const value = BigInt(assetId);
  if (value >= 1n << 63n) return null;
  const lockDay = Number(value >> 52n);
  const itemId = Number((value >> 32n) & 0xf_ffffn);
  const listingId = Number(value & 0xffff_ffffn);
  return itemId > 0 && listingId > 0 ? { itemId, listingId, instanceId: String(lockDay), tradableAfter: seedLockEnd(lockDay) } : null;
}

export function seedBotIndex(listingId: number, botCount = SANDBOX_BOTS.length): number {
  return listingId % botCount;
}
