/**
 * `npm run bench:quotes`: the seller's page of instant quotes for an inventory of --skins skins (goal: p99
 * under 1 s), and three accepts of --accept skins (one sell order each, one intake trade). Steam's inventory
 * answer is built in memory from real catalogue items (the page keeps Steam's answer a minute anyway), so
 * what is timed is the shop's part: the facts in one statement, the quotes, their storage. Each round is a
 * fresh seller, so every quote is computed and written (never the standing ones of an earlier round).
 * Uses the development database (`npm run db:seed` first). docs/bench-quotes.md.
 *
 *   npm run bench:quotes [-- --skins=500 --rounds=30 --accept=50]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createPrismaClient } from '@skins/db';
import { acceptQuotesBodySchema, DEFAULT_CURRENCY, STEAM_ID64_BASE } from '@skins/shared';
import { loadEnv } from '../src/config/env.ts';
import { acceptQuotes } from '../src/services/sell-quotes/accept-quotes.ts';
import { quoteInventory } from '../src/services/sell-quotes/quote-inventory.ts';
import type { SteamInventoryAnswer } from '../src/services/steam-inventory/steam-inventories.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({ options: { skins: { type: 'string', default: '500' }, rounds: { type: 'string', default: '30' }, accept: { type: 'string', default: '50' } } });
const SKINS = Number(args.skins);
const ROUNDS = Number(args.rounds);
const ACCEPT = Number(args.accept);
const env = loadEnv();
const db = createPrismaClient({ databaseUrl: env.DATABASE_URL, maxConnections: 4 });
const row = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);

/** An inventory of `count` skins: catalogue items that sold here lately first (so most get a quote), then any. */
async function inventoryOf(count: number, steamId: string): Promise<SteamInventoryAnswer> {
  const items = await db.$queryRaw<Array<{ id: number; name: string; rarity: string | null }>>`
    SELECT i.id, i.name, i.rarity FROM items i
    LEFT JOIN LATERAL (SELECT count(*) AS n FROM listings s WHERE s.status = 'sold' AND s.item_id = i.id) s ON true
    ORDER BY s.n DESC, i.id LIMIT ${count}`;
  const base = BigInt(steamId) % 1_000_000n;
  return {
    assets: Array.from({ length: count }, (_, index) => {
      const item = items[index % items.length]!;
      return { assetid: `${base}${String(index).padStart(5, '0')}`, classid: String(item.id), instanceid: '0' };
    }),
    descriptions: items.map((item) => ({
      classid: String(item.id),
      instanceid: '0',
      name: item.name,
      market_hash_name: item.name,
      tradable: 1,
      tags: [
        { category: 'Quality', localized_tag_name: 'Standard' },
        { category: 'Rarity', localized_tag_name: item.rarity ?? 'Common' },
      ],
    })),
    success: 1,
  };
}

async function seller() {
  const steamId = String(STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000)));
  const user = await db.user.create({ data: { email: `bench-quotes-${randomUUID()}@bench.local`, userType: 'seller', steamId, iban: 'EE382200221020145685', bicSwift: 'HABAEE2X' } });
  return { id: user.id, steamId };
}

async function main() {
  const currency = { ...DEFAULT_CURRENCY };
  const timings: number[] = [];
  let quoted = 0;
  for (let round = 0; round < ROUNDS + 2; round++) {
    const { id, steamId } = await seller();
    const answer = await inventoryOf(SKINS, steamId);
    const started = performance.now();
    const page = await quoteInventory(db, id, async () => answer, currency);
    // The first two rounds warm the connection pool and the plans.
    if (round >= 2) timings.push(performance.now() - started);
    quoted = page.quotes.filter((quote) => quote.id !== null).length;
  }
  timings.sort((a, b) => a - b);
  row(`quotes for ${SKINS} skins, ${ROUNDS} sellers: p50`, `${percentile(timings, 0.5).toFixed(0)} ms`);
  row('                                          p99', `${percentile(timings, 0.99).toFixed(0)} ms`);
  row('skins with a quote (the rest go to staff)', `${quoted} of ${SKINS}`);

  // Accepts of ACCEPT skins, each by a new seller: ACCEPT sell orders and one intake asking for all of them.
  // The first in the process includes Prisma compiling the statements it has not run yet; the next ones do not.
  await db.setting.upsert({ where: { key: 'quote_max_skins' }, create: { key: 'quote_max_skins', value: String(Math.max(ACCEPT, 1)) }, update: { value: String(Math.max(ACCEPT, 1)) } });
  for (let round = 0; round < 3; round++) {
    const { id, steamId } = await seller();
    const answer = await inventoryOf(SKINS, steamId);
    const page = await quoteInventory(db, id, async () => answer, currency);
    const ids = page.quotes.flatMap((quote) => (quote.id === null ? [] : [quote.id])).slice(0, ACCEPT);
    const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - STEAM_ID64_BASE}&token=Bench123`;
    const started = performance.now();
    const result = await acceptQuotes(db, id, acceptQuotesBodySchema.parse({ quote_ids: ids, trade_url: tradeUrl }), async () => answer, currency);
    const elapsed = performance.now() - started;
    const trade = result.trade_id ? await db.trade.findUniqueOrThrow({ where: { id: result.trade_id }, include: { items: true } }) : null;
    row(`accept of ${ids.length} skins${round === 0 ? ', first in the process' : ''}`, `${elapsed.toFixed(0)} ms: ${result.sell_order_ids.length} sell orders, ${trade ? 1 : 0} trade of ${trade?.items.length ?? 0} items`);
    // The bench's intake never goes out: it would ask a made-up Steam account.
    if (trade) await db.trade.update({ where: { id: trade.id }, data: { status: 'failed', failureReason: 'bench', nextCheckAt: null } });
    await db.sellOrder.updateMany({ where: { id: { in: result.sell_order_ids } }, data: { status: 'cancelled' } });
  }
  await db.setting.delete({ where: { key: 'quote_max_skins' } });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => void db.$disconnect());
