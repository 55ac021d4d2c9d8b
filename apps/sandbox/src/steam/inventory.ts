/**
 * Who starts out holding which Dota 2 items in the sandbox (app 570, context 2), and how Steam describes
 * them. A sandbox user starts with a few real items chosen from the SteamID; a sandbox bot starts with the
 * seeded catalogue's items, known by their asset id alone (`seedAssetId`, packages/shared/src/sandbox-steam.ts)
 * rather than listed, since a seed may hold a million. What moves later is the trading stand-in's ledger
 * (steam-trading/ledger.ts); the inventory call answers both together.
 */
import { decodeSeedAssetId, SANDBOX_BOTS, SANDBOX_STARTING_SKINS as SKINS, seedBotIndex } from '@skins/shared/sandbox-steam';

/** Class ids of the users' starting skins (SKINS); a seeded item's class id is its item definition id (far below these). */
const SKIN_CLASS_BASE = 5_000_000_000;

/** An item as it starts out: its asset id and the class (and instance) that says what it is. */
export interface StartingAsset {
  assetId: string;
  classId: string;
  instanceId: string;
  /** A trade cooldown (ms): Steam refuses to trade it before then. null: tradable. */
  tradableAfter: number | null;
}

/** The seeded "Invoker Main" and about one account in a hundred (id divisible by 97) keep their inventory private. */
const PRIVATE = new Set(['76561198100000004']);
export const isPrivateInventory = (steamid: string) => PRIVATE.has(steamid) || BigInt(steamid) % 97n === 0n;

export const botIndexOf = (steamid: string) => SANDBOX_BOTS.findIndex((bot) => bot.steamId === steamid);

/** A user's starting items, the same every time for the same SteamID. Bots start with no listed items. */
export function startingInventory(steamid: string): StartingAsset[] {
  if (botIndexOf(steamid) >= 0) return [];
  const seed = Number(BigInt(steamid) % 997n);
  const count = 3 + (seed % 4);
  const skins = Array.from({ length: count }, (_, index) => SKINS[(seed + index * 3) % SKINS.length]!).filter((skin, index, all) => all.indexOf(skin) === index);
  return skins.map((skin, index) => ({ assetId: `${steamid.slice(-6)}${index + 1}`, classId: String(SKIN_CLASS_BASE + SKINS.indexOf(skin)), instanceId: '0', tradableAfter: null }));
}

/** The starting asset `assetId` of `steamid`, if it is one: a user's listed item, or a seeded item of its bot. */
export function startingAsset(steamid: string, assetId: string): StartingAsset | null {
  const bot = botIndexOf(steamid);
  if (bot < 0) return startingInventory(steamid).find((asset) => asset.assetId === assetId) ?? null;
  const seeded = decodeSeedAssetId(assetId);
  if (!seeded || seedBotIndex(seeded.listingId) !== bot) return null;
  return { assetId, classId: String(seeded.itemId), instanceId: seeded.instanceId, tradableAfter: seeded.tradableAfter?.getTime() ?? null };
}

const tag = (category: string, internal: string, name: string) => ({ category, internal_name: internal, localized_category_name: category, localized_tag_name: name });

/** Steam's description of a class: name, type and tags (Quality, Rarity, Type, Slot, Hero). */
export function describeClass(classId: string, instanceId: string) {
  const skin = SKINS[Number(classId) - SKIN_CLASS_BASE];
  const name = skin?.name ?? `Sandbox item ${classId}`;
  return {
    appid: 570,
    classid: classId,
    instanceid: instanceId,
    currency: 0,
    background_color: '',
    icon_url: `sandbox-icon-${skin?.heroKey ?? classId}`,
    tradable: 1,
    name,
    name_color: 'D2D2D2',
    type: skin ? `${skin.rarity} ${skin.slot}` : 'Wearable',
    market_name: name,
    market_hash_name: name,
    commodity: 0,
    marketable: 1,
    tags: skin
      ? [
          tag('Quality', 'unique', 'Standard'),
          tag('Rarity', `Rarity_${skin.rarity}`, skin.rarity),
          tag('Type', 'wearable', 'Wearable'),
          tag('Slot', skin.slot.toLowerCase(), skin.slot),
          tag('Hero', `npc_dota_hero_${skin.heroKey}`, skin.hero),
        ]
      : [tag('Quality', 'unique', 'Standard'), tag('Type', 'wearable', 'Wearable')],
  };
}

export const className = (classId: string) => describeClass(classId, '0').name;
