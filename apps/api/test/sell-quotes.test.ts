/**
 * Instant quotes against the sandbox's Steam: the seller's inventory quoted with reasons (an outlier goes to
 * staff), a quote that stands for its time, an accept of several skins that makes one sell order each and one
 * intake offer asking for all of them, received and listed, the payout due at receipt; and the attacks: an
 * accept sent twice or racing itself, another seller's quote, a skin the seller no longer holds.
 */
import { tradeUrlFor } from '@skins/sandbox';
import { acceptQuotesBodySchema, DEFAULT_CURRENCY, type SellQuotes } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { sellOrderBodySchema } from '@skins/shared/sell-orders';
import { createSellOrder } from '../src/services/sell-orders/seller-actions.ts';
import { acceptQuotes } from '../src/services/sell-quotes/accept-quotes.ts';
import { sellOrdersNeedingPerson } from '../src/services/sell-quotes/staff-attention.ts';
import { quoteInventory } from '../src/services/sell-quotes/quote-inventory.ts';
import { fetchInventory } from '../src/services/steam-inventory/steam-inventories.ts';
import { setSetting } from '../src/services/settings/set-setting.ts';
import { botRef } from '../src/trading/steam/bots.ts';
import { createSeller } from './helpers/sell-orders.ts';
import { freshSteamId, useTradingStack } from './helpers/trading-engine.ts';

const stack = useTradingStack();
const EUR = { ...DEFAULT_CURRENCY };
const inventory = (steamId: string) => fetchInventory(`${stack.sandbox.base}/steam/inventory`, steamId);

/** Sold copies of an item at `price`, sold a day ago after `days` on sale: the shop's own sales record. */
async function sales(itemName: string, price: string, count: number, days = 2) {
  const item = await stack.db.item.findFirstOrThrow({ where: { name: { equals: itemName, mode: 'insensitive' } }, include: { hero: true } });
  const category = await stack.db.category.findFirstOrThrow({ where: { itemClass: item.itemClass } });
  const soldAt = new Date(Date.now() - 86_400_000);
  await stack.db.listing.createMany({
    data: Array.from({ length: count }, () => ({
      itemId: item.id, categoryId: category.id, title: item.name, hero: item.hero?.name ?? null, rarity: item.rarity, type: item.slotName, exteriorName: 'Standard',
      itemClass: item.itemClass, price, imgPath: `items/${item.id}.svg`, status: 'sold' as const, soldAt, createdAt: new Date(soldAt.getTime() - days * 86_400_000),
    })),
  });
}

/** A seller whose sandbox Steam account holds at least six different skins; one of them an outlier. */
async function sellerWithSkins() {
  const bot = await stack.db.steamBot.findFirstOrThrow({ where: { active: true }, orderBy: { id: 'asc' } });
  let steamId = freshSteamId();
  let skins = await stack.ctx.port.userInventory(botRef(bot), steamId).catch(() => []);
  while (skins.length < 6) {
    steamId = freshSteamId();
    skins = await stack.ctx.port.userInventory(botRef(bot), steamId).catch(() => []);
  }
  const seller = await createSeller(stack.db);
  await stack.db.user.update({ where: { id: seller.id }, data: { steamId } });
  const [outlier, ...quoted] = skins.map((skin) => skin.name!);
  for (const name of quoted) await sales(name, '10.00', 9);
  await sales(outlier!, '5000.00', 25);
  return { seller, steamId, outlier: outlier!, quoted };
}

const priced = (page: SellQuotes) => page.quotes.filter((quote) => quote.id !== null);
const accept = (sellerId: number, steamId: string, ids: number[]) => acceptQuotes(stack.db, sellerId, acceptQuotesBodySchema.parse({ quote_ids: ids, trade_url: tradeUrlFor(steamId) }), inventory, EUR);

describe('instant quotes', () => {
  it('quotes every skin with its reasons; the outlier goes to staff with its reason; a quote stands for its time', async () => {
    const { seller, outlier, quoted } = await sellerWithSkins();
    const page = await quoteInventory(stack.db, seller.id, inventory, EUR);
    expect(page.payout).toMatchObject({ method: 'iban', account_ending: '5685', fee: 0, due_days_after_receipt: 0, steam_fee_percent: 15 });
    for (const name of quoted) {
      const quote = page.quotes.find((line) => line.name === name)!;
      expect(quote.price).toBeGreaterThan(0);
      expect(quote.price).toBeLessThan(10);
      expect(quote.reasons[0]).toMatchObject({ code: 'median', amount: 10 });
      expect(quote.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(['median', 'margin', 'stock', 'speed']));
      // Steam's Market would leave the seller the median less its 15 %.
      expect(quote.steam_net).toBe(8.5);
      expect(new Date(quote.valid_until!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    }
    const high = page.quotes.find((line) => line.name === outlier)!;
    expect(high).toMatchObject({ id: null, price: null, no_quote: 'above_threshold' });

    // The seller sends it to staff as a sell order of that asset: staff see it first, with the rule's reason.
    const order = await createSellOrder(stack.db, seller.id, sellOrderBodySchema.parse({ skin_name: outlier, quality: 'Rare', price: 4000, steam_link: 'https://steamcommunity.com/id/seller/inventory', asset_id: high.asset_id }));
    const attention = await sellOrdersNeedingPerson(stack.db);
    expect(attention.find((row) => row.id === order.id)).toMatchObject({ why: 'no instant quote: above the instant quote threshold', reasons: expect.stringContaining('median of 25 sales here €5000.00') });

    // Refreshing shows the same quotes, even after a new sale moved the median: a quote stands for its time.
    for (const name of quoted) await sales(name, '30.00', 40);
    const again = await quoteInventory(stack.db, seller.id, inventory, EUR);
    expect(priced(again).map((quote) => [quote.id, quote.price])).toEqual(priced(page).map((quote) => [quote.id, quote.price]));
  });

  it('staff change the rule: a lower threshold sends more to staff', async () => {
    const { seller } = await sellerWithSkins();
    await setSetting(stack.db, 'quote_max_price', '1.00');
    try {
      const page = await quoteInventory(stack.db, seller.id, inventory, EUR);
      expect(priced(page)).toEqual([]);
      expect(page.quotes.every((quote) => quote.no_quote === 'above_threshold')).toBe(true);
    } finally {
      await stack.db.setting.delete({ where: { key: 'quote_max_price' } });
    }
  });

  it('five skins in one trade: one sell order each, one offer for all, received, listed, payout due at receipt', async () => {
    const { seller, steamId } = await sellerWithSkins();
    // Other tests' sales may have made any of these skins an outlier: here every one is quoted.
    await setSetting(stack.db, 'quote_max_price', '100000');
    const page = await quoteInventory(stack.db, seller.id, inventory, EUR);
    await stack.db.setting.delete({ where: { key: 'quote_max_price' } });
    const five = priced(page).slice(0, 5);
    const result = await accept(seller.id, steamId, five.map((quote) => quote.id!));
    expect(result.dropped).toEqual([]);
    expect(result.sell_order_ids).toHaveLength(5);
    expect(result.total).toBeCloseTo(five.reduce((sum, quote) => sum + quote.price!, 0), 2);

    const orders = await stack.db.sellOrder.findMany({ where: { id: { in: result.sell_order_ids } }, include: { events: true } });
    for (const order of orders) {
      const quote = five.find((line) => line.asset_id === order.assetId)!;
      expect(order).toMatchObject({ status: 'accepted', userId: seller.id });
      expect(Number(order.adminPriceEur)).toBe(quote.price);
      expect(order.events).toMatchObject([{ actorRole: 'seller', toStatus: 'accepted' }]);
    }
    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id: result.trade_id! }, include: { items: true } });
    expect(trade.items.map((item) => item.sellOrderId).sort()).toEqual([...result.sell_order_ids].sort());

    // Sent again, or twice at once: the same orders, no second trade.
    const [again, racing] = await Promise.all([accept(seller.id, steamId, five.map((quote) => quote.id!)), accept(seller.id, steamId, [five[0]!.id!])]);
    expect(again.sell_order_ids.sort()).toEqual([...result.sell_order_ids].sort());
    expect(racing.sell_order_ids).toEqual([orders.find((order) => order.assetId === five[0]!.asset_id)!.id]);
    expect(await stack.db.trade.count({ where: { userId: seller.id } })).toBe(1);

    expect(await stack.advance(trade.id)).toBe('sent');
    const sent = await stack.db.trade.findUniqueOrThrow({ where: { id: trade.id } });
    await stack.sandbox.respond(sent.offerId!, steamId, 'accept');
    expect(await stack.advance(trade.id)).toBe('done');

    const received = await stack.db.sellOrder.findMany({ where: { id: { in: result.sell_order_ids } } });
    expect(received.map((order) => order.status)).toEqual(Array(5).fill('skin_received'));
    for (const order of received) expect(Math.abs(order.payoutDueAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const listings = await stack.db.botAsset.findMany({ where: { tradeItems: { some: { tradeId: trade.id } } }, include: { listing: true } });
    expect(listings).toHaveLength(5);
    expect(listings.every((asset) => asset.listing?.status === 'available')).toBe(true);
    // The payouts fell due at receipt: staff see each one to pay.
    const due = (await sellOrdersNeedingPerson(stack.db)).filter((row) => result.sell_order_ids.includes(row.id));
    expect(due.map((row) => row.why)).toEqual(Array(5).fill(expect.stringMatching(/^payout due since /)));
  });

  it('refuses what is not the seller’s to sell, and drops what left their inventory', async () => {
    const { seller, steamId } = await sellerWithSkins();
    const other = await sellerWithSkins();
    const page = await quoteInventory(stack.db, seller.id, inventory, EUR);
    const [first, second] = priced(page);
    // Another seller's quote is not found; over the setting's limit is refused.
    await expect(accept(other.seller.id, other.steamId, [first!.id!])).rejects.toThrow(/Quote not found/);
    await setSetting(stack.db, 'quote_max_skins', '1');
    await expect(accept(seller.id, steamId, [first!.id!, second!.id!])).rejects.toThrow(/At most 1 skins/);
    await stack.db.setting.delete({ where: { key: 'quote_max_skins' } });

    // A quote for an asset the seller does not hold (traded away since), and one that ran out.
    const gone = await stack.db.sellQuote.create({ data: { userId: seller.id, assetId: '999999999', skinName: 'Gone Skin', priceEur: '5.00', reasons: [], validUntil: new Date(Date.now() + 600_000) } });
    await stack.db.sellQuote.update({ where: { id: second!.id! }, data: { validUntil: new Date(Date.now() - 1000) } });
    const result = await accept(seller.id, steamId, [first!.id!, second!.id!, gone.id]);
    expect(result.sell_order_ids).toHaveLength(1);
    expect(result.dropped).toEqual([
      { quote_id: second!.id, name: second!.name, reason: 'expired' },
      { quote_id: gone.id, name: 'Gone Skin', reason: 'not_in_inventory' },
    ]);
    // A second quote of an asset already bought is never paid again.
    const twin = await stack.db.sellQuote.create({ data: { userId: seller.id, assetId: first!.asset_id, skinName: first!.name, priceEur: '5.00', reasons: [], validUntil: new Date(Date.now() + 600_000) } });
    expect((await accept(seller.id, steamId, [twin.id])).dropped).toEqual([{ quote_id: twin.id, name: first!.name, reason: 'already_sold' }]);

    // Two quotes of one skin in one accept (two loads of the page): the first is bought, the second dropped.
    const third = priced(page)[2]!;
    const thirdTwin = await stack.db.sellQuote.create({ data: { userId: seller.id, assetId: third.asset_id, skinName: third.name, priceEur: '5.00', reasons: [], validUntil: new Date(Date.now() + 600_000) } });
    const both = await accept(seller.id, steamId, [third.id!, thirdTwin.id]);
    expect(both.sell_order_ids).toHaveLength(1);
    expect(both.dropped).toEqual([{ quote_id: thirdTwin.id, name: third.name, reason: 'already_sold' }]);
    expect(await stack.db.sellQuote.findUniqueOrThrow({ where: { id: third.id! } })).toMatchObject({ sellOrderId: both.sell_order_ids[0] });
  });
});
