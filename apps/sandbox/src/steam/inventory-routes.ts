/**
 * Steam's inventory call, stood in faithfully: GET {community}/inventory/{steamid}/{appid}/{contextid}
 * ?l=english&count=N[&start_assetid=…] answers Steam's shape (`assets`, `descriptions`, `more_items` and
 * `last_assetid` while pages remain); Dota 2 is appid 570, context 2; a private inventory is 403 `null`.
 * Holdings are the trading stand-in's ledger (starting items plus what trades moved); an item under trade
 * protection is `tradable: 0`. Served at /steam/inventory (STEAM_INVENTORY_URL) and the community's path.
 * Sandbox only: a bot's seeded items are never enumerated (there may be a million): `assetids=a,b,…` (at
 * most 500) answers just the named items the account holds, seeded ones included.
 */
import type { FastifyInstance } from 'fastify';
import type { TradingClock } from '../steam-trading/clock.ts';
import { tradableAt, type Asset, type AssetLedger } from '../steam-trading/ledger.ts';
import { describeClass, isPrivateInventory } from './inventory.ts';
import { STEAM_ID_PATTERN } from './users.ts';

const MAX_COUNT = 5000;
const MAX_NAMED = 500;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as Steam's inventory writes it in English: `Dec 06, 2026 (7:00:00) GMT`. */
export function steamDate(ms: number): string {
  const date = new Date(ms);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${MONTHS[date.getUTCMonth()]} ${two(date.getUTCDate())}, ${date.getUTCFullYear()} (${date.getUTCHours()}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}) GMT`;
}

/**
 * The owner's lines under a locked copy, as Steam words them: an item's cooldown (a Market purchase, a
 * treasure's drop) as "Tradable After <date>" in red; a trade's protection as its "⇆ ... trade-protected"
 * notice, with the end as Steam's date token (the page renders it in the viewer's time).
 */
export function lockDescriptions(until: number, tradeProtected: boolean) {
  const line = tradeProtected
    ? { type: 'html', value: `⇆ This item is trade-protected and cannot be consumed, modified, or transferred until [date]${Math.floor(until / 1000)}[/date]` }
    : { type: 'html', value: `Tradable After ${steamDate(until)}`, color: 'ff4040' };
  return [{ type: 'html', value: ' ' }, line];
}

function descriptionsOf(assets: Asset[], now: number) {
  const byClass = new Map<string, Asset[]>();
  for (const asset of assets) {
    const key = `${asset.classId}_${asset.instanceId}`;
    byClass.set(key, [...(byClass.get(key) ?? []), asset]);
  }
  return [...byClass.values()].map((group) => {
    const locked = group.filter((asset) => !tradableAt(asset, now));
    const description = describeClass(group[0]!.classId, group[0]!.instanceId);
    if (locked.length === 0) return description;
    const last = locked.reduce((latest, asset) => ((asset.tradableAfter ?? 0) > (latest.tradableAfter ?? 0) ? asset : latest));
    const until = last.tradableAfter!;
    return { ...description, tradable: 0, cache_expiration: new Date(until).toISOString(), owner_descriptions: lockDescriptions(until, last.tradeProtected === true) };
  });
}

export function registerInventoryRoutes(app: FastifyInstance, ledger: AssetLedger, clock: TradingClock): void {
  for (const prefix of ['/steam/inventory', '/steam/community/inventory']) {
    app.get<{ Params: { steamid: string; appid: string; contextid: string }; Querystring: { count?: string; start_assetid?: string; assetids?: string } }>(`${prefix}/:steamid/:appid/:contextid`, async (request, reply) => {
      const { steamid, appid, contextid } = request.params;
      if (!STEAM_ID_PATTERN.test(steamid) || isPrivateInventory(steamid)) return reply.code(403).type('application/json').send('null');
      const now = clock.now();
      const named = request.query.assetids?.split(',').filter((id) => /^\d{1,20}$/.test(id));
      if (named && named.length > MAX_NAMED) return reply.code(400).send({ error: `at most ${MAX_NAMED} assetids` });
      const dota = appid === '570' && contextid === '2';
      const all = !dota ? [] : named ? named.flatMap((id) => ledger.holding(steamid, id, now) ?? []) : ledger.inventory(steamid, now);
      if (all.length === 0) return { total_inventory_count: 0, success: 1, rwgrsn: -2 };
      const count = Math.min(MAX_COUNT, Math.max(1, Number(request.query.count) || MAX_COUNT));
      const after = request.query.start_assetid;
      const from = after ? all.findIndex((asset) => asset.assetId === after) + 1 : 0;
      const page = all.slice(from, from + count);
      const more = from + count < all.length;
      return {
        assets: page.map((asset) => ({ appid: 570, contextid: '2', assetid: asset.assetId, classid: asset.classId, instanceid: asset.instanceId, amount: '1' })),
        descriptions: descriptionsOf(page, now),
        ...(more ? { more_items: 1, last_assetid: page.at(-1)!.assetId } : {}),
        total_inventory_count: all.length,
        success: 1,
        rwgrsn: -2,
      };
    });
  }
}
