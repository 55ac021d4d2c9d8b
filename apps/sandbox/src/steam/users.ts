import { createHash } from 'node:crypto';

/**
 * Fake Steam accounts. The SteamID64s are in the real individual-account range (7656119…) so the api's
 * anchored regex and BigInt checks treat them like real ones; the trade URLs follow
 * partner = steamid64 - 76561197960265728.
 */
export interface SteamUser {
  steamid: string;
  personaname: string;
  realname?: string;
  loccountrycode?: string;
  timecreated: number;
}

export const STEAM_ID_PATTERN = /^7656119\d{10}$/;
const ACCOUNT_ID_OFFSET = 76561197960265728n;

export const SEEDED_USERS: readonly SteamUser[] = [
  { steamid: '76561198100000001', personaname: 'Sandbox Buyer', realname: 'Bea Buyer', loccountrycode: 'DE', timecreated: 1_420_070_400 },
  { steamid: '76561198100000002', personaname: 'Sandbox Seller', realname: 'Sam Seller', loccountrycode: 'LV', timecreated: 1_451_606_400 },
  { steamid: '76561198100000003', personaname: 'Pudge Enjoyer', loccountrycode: 'PL', timecreated: 1_483_228_800 },
  { steamid: '76561198100000004', personaname: 'Invoker Main', timecreated: 1_514_764_800 },
];

const NAME_PARTS = {
  first: ['Swift', 'Silent', 'Frozen', 'Arcane', 'Lucky', 'Mighty', 'Shadow', 'Golden'],
  second: ['Courier', 'Roshan', 'Tinker', 'Wisp', 'Techies', 'Lina', 'Axe', 'Mirana'],
};

function digest(steamid: string): Buffer {
  return createHash('sha256').update(steamid).digest();
}

/** Known users come from the seed; any other valid id gets a stable generated profile. */
export function findUser(steamid: string): SteamUser {
  const seeded = SEEDED_USERS.find((user) => user.steamid === steamid);
  if (seeded) return seeded;
  const bytes = digest(steamid);
  const first = NAME_PARTS.first[(bytes[0] ?? 0) % NAME_PARTS.first.length];
  const second = NAME_PARTS.second[(bytes[1] ?? 0) % NAME_PARTS.second.length];
  return { steamid, personaname: `${first} ${second} ${steamid.slice(-4)}`, timecreated: 1_600_000_000 + (bytes.readUInt16BE(2) * 600) };
}

/** The account id in trade URLs and trade offers (`accountid_other`): the low 32 bits of the SteamID64. */
export const accountIdOf = (steamid: string) => Number(BigInt(steamid) - ACCOUNT_ID_OFFSET);
export const steamIdOfAccount = (accountId: number) => String(BigInt(accountId) + ACCOUNT_ID_OFFSET);

/** Steam trade tokens are 8 characters; derive one so the same user always has the same trade URL. */
export function tradeTokenFor(steamid: string): string {
  return digest(`trade:${steamid}`).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8);
}

export function tradeUrlFor(steamid: string): string {
  return `https://steamcommunity.com/tradeoffer/new/?partner=${accountIdOf(steamid)}&token=${tradeTokenFor(steamid)}`;
}

export function avatarSvg(steamid: string, size: number): string {
  const user = findUser(steamid);
  const bytes = digest(steamid);
  const hue = bytes.readUInt16BE(4) % 360;
  const initials = user.personaname
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '?');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="hsl(${hue},55%,42%)"/>` +
    `<circle cx="52" cy="12" r="6" fill="hsl(${(hue + 180) % 360},70%,70%)"/>` +
    `<text x="32" y="42" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`
  );
}

export function avatarDataUri(steamid: string, size = 64): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(avatarSvg(steamid, size))}`;
}
