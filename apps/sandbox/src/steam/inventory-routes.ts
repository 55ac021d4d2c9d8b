/**
 * Steam's inventory call, stood in faithfully: GET {community}/inventory/{steamid}/{appid}/{contextid}
 * ?l=english&count=N answers `{ assets, descriptions, total_inventory_count, success: 1, rwgrsn: -2 }`,
 * where an asset points at its description by classid + instanceid and the description carries the name,
 * market_hash_name and tags (Quality, Rarity, Type, Slot, Hero). Dota 2 is appid 570, context 2. A private
 * inventory answers 403 with the body `null`, as Steam does. The items are real Dota 2 items.
 */
import type { FastifyInstance } from 'fastify';
import { STEAM_ID_PATTERN } from './users.ts';

interface SandboxSkin {
  name: string;
  rarity: string;
  slot: string;
  hero: string;
  heroKey: string;
}

const SKINS: readonly SandboxSkin[] = [
  { name: 'Frost Avalanche', rarity: 'Arcana', slot: 'Back', hero: 'Crystal Maiden', heroKey: 'crystal_maiden' },
  { name: 'Dread Retribution', rarity: 'Arcana', slot: 'Misc', hero: 'Drow Ranger', heroKey: 'drow_ranger' },
  { name: 'Golden Basher of Mage Skulls', rarity: 'Immortal', slot: 'Weapon', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Golden Offhand Basher of Mage Skulls', rarity: 'Immortal', slot: 'Off-Hand Weapon', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Wrap of the Shifting Sorcerer', rarity: 'Mythical', slot: 'Head', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Armor of the Fervent Conscript', rarity: 'Mythical', slot: 'Armor', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Glaive of the Mage Slayer', rarity: 'Rare', slot: 'Weapon', hero: 'Anti-Mage', heroKey: 'antimage' },
  { name: 'Helm of the Red Conqueror', rarity: 'Common', slot: 'Head', hero: 'Axe', heroKey: 'axe' },
];

/** The seeded "Invoker Main" and about one account in a hundred (id divisible by 97) keep their inventory private. */
const PRIVATE = new Set(['76561198100000004']);
const isPrivate = (steamid: string) => PRIVATE.has(steamid) || BigInt(steamid) % 97n === 0n;

function inventoryOf(steamid: string): SandboxSkin[] {
  const seed = Number(BigInt(steamid) % 997n);
  const count = 3 + (seed % 4);
  return Array.from({ length: count }, (_, index) => SKINS[(seed + index * 3) % SKINS.length]!).filter((skin, index, all) => all.indexOf(skin) === index);
}

const tag = (category: string, internal: string, name: string) => ({ category, internal_name: internal, localized_category_name: category, localized_tag_name: name });

export function registerInventoryRoutes(app: FastifyInstance): void {
  app.get<{ Params: { steamid: string; appid: string; contextid: string } }>('/steam/inventory/:steamid/:appid/:contextid', async (request, reply) => {
    const { steamid, appid, contextid } = request.params;
    if (!STEAM_ID_PATTERN.test(steamid) || isPrivate(steamid)) return reply.code(403).type('application/json').send('null');
    if (appid !== '570' || contextid !== '2') return { total_inventory_count: 0, success: 1, rwgrsn: -2 };
    const skins = inventoryOf(steamid);
    const classid = (index: number) => String(5_000_000_000 + SKINS.indexOf(skins[index]!));
    return {
      assets: skins.map((_, index) => ({ appid: 570, contextid: '2', assetid: `${steamid.slice(-6)}${index + 1}`, classid: classid(index), instanceid: '0', amount: '1' })),
      descriptions: skins.map((skin, index) => ({
        appid: 570,
        classid: classid(index),
        instanceid: '0',
        currency: 0,
        background_color: '',
        icon_url: `sandbox-icon-${skin.heroKey}`,
        tradable: 1,
        name: skin.name,
        name_color: 'D2D2D2',
        type: `${skin.rarity} ${skin.slot}`,
        market_name: skin.name,
        market_hash_name: skin.name,
        commodity: 0,
        marketable: 1,
        tags: [
          tag('Quality', 'unique', 'Standard'),
          tag('Rarity', `Rarity_${skin.rarity}`, skin.rarity),
          tag('Type', 'wearable', 'Wearable'),
          tag('Slot', skin.slot.toLowerCase(), skin.slot),
          tag('Hero', `npc_dota_hero_${skin.heroKey}`, skin.hero),
        ],
      })),
      total_inventory_count: skins.length,
      success: 1,
      rwgrsn: -2,
    };
  });
}
