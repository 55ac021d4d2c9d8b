/**
 * The seller accepts the instant quotes they ticked, once: each skin becomes its own sell order (accepted at
 * the quoted price, which never moves again), and all of them one intake, one bot's offer asking for every
 * skin. A quote that ran out, or a skin that left the seller's inventory or became untradable meanwhile,
 * drops out with its reason and the rest go on. Never paid twice: one seller's accepts wait for each other,
 * an accepted quote answers with the sell order it made (accepting again changes nothing), and a Steam asset
 * is bought once (the unique index sell_orders_asset_taken_key).
 */
import type { PrismaClient, Prisma } from '@skins/db';
import { convertFromEur, minorUnitsToDecimalString, type AcceptQuotesBody, type AcceptQuotesResult } from '@skins/shared';
import { SELL_ORDER_MESSAGES } from '@skins/shared/sell-orders';
import { tradeUrlProblem } from '@skins/shared/steam';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { openIntake } from '../../trading/index.ts';
import type { PriceCurrency } from '../currencies/resolve-currency.ts';
import { INVENTORY_MESSAGES, type LoadSteamInventory } from '../steam-inventory/steam-inventories.ts';
import { inventorySkins } from './quote-inventory.ts';
import { readQuoteSettings } from './quote-settings.ts';

/** Advisory lock class for one seller's accepts (sell-order creation uses 27_002). */
const QUOTE_ACCEPT_LOCK = 27_003;

type Dropped = AcceptQuotesResult['dropped'][number];

export async function acceptQuotes(db: PrismaClient, userId: number, body: AcceptQuotesBody, freshInventory: LoadSteamInventory, currency: PriceCurrency, now = new Date()): Promise<AcceptQuotesResult> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { iban: true, bicSwift: true, steamId: true } });
  if (!user.iban || !user.bicSwift) throw validationError({ iban: ['Add your IBAN and BIC/SWIFT in your profile first.'] }, SELL_ORDER_MESSAGES.missingPayment, 'PAYMENT_DETAILS_MISSING');
  if (!user.steamId) throw new AppError('CONFLICT', INVENTORY_MESSAGES.noSteam);
  const tradeProblem = tradeUrlProblem(body.trade_url, user.steamId);
  if (tradeProblem) throw validationError({ trade_url: [tradeProblem] });

  const ids = [...new Set(body.quote_ids)];
  const settings = await readQuoteSettings(db);
  const tooMany = `At most ${settings.maxSkinsPerTrade} skins go in one trade.`;
  if (ids.length > settings.maxSkinsPerTrade) throw validationError({ quote_ids: [tooMany] }, tooMany);
  // Another seller's quote is no more found than a missing one.
  const owned = await db.sellQuote.count({ where: { id: { in: ids }, userId } });
  if (owned !== ids.length) throw notFound('Quote not found');

  // What the seller holds now, asked of Steam afresh: a skin traded away since the page loaded drops out.
  const held = new Map(inventorySkins(await freshInventory(user.steamId)).map((skin) => [skin.assetId, skin]));

  const result = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${QUOTE_ACCEPT_LOCK}::int, ${userId}::int)`;
      const quotes = await tx.sellQuote.findMany({ where: { id: { in: ids }, userId }, orderBy: { id: 'asc' } });
      // Skins already bought (or being bought) from anyone: one statement for all, not one per skin.
      const takenAssets = new Set(
        (await tx.sellOrder.findMany({ where: { assetId: { in: quotes.map((quote) => quote.assetId) }, status: { in: ['accepted', 'skin_received', 'sold'] } }, select: { assetId: true } })).map(
          (order) => order.assetId,
        ),
      );
      const dropped: Dropped[] = [];
      const kept: number[] = [];
      const accepting: AcceptedQuote[] = [];
      for (const quote of quotes) {
        const drop = (reason: Dropped['reason']) => dropped.push({ quote_id: quote.id, name: quote.skinName, reason });
        if (quote.acceptedAt && quote.sellOrderId) {
          // Accepted before (a retried request, a second tab): the same sell order, nothing new.
          kept.push(quote.sellOrderId);
          continue;
        }
        if (quote.priceEur === null) {
          drop('no_quote');
          continue;
        }
        if (quote.validUntil <= now) {
          drop('expired');
          continue;
        }
        const skin = held.get(quote.assetId);
        if (!skin) {
          drop('not_in_inventory');
          continue;
        }
        if (!skin.tradable) {
          drop('not_tradable');
          continue;
        }
        if (takenAssets.has(quote.assetId)) {
          drop('already_sold');
          continue;
        }
        // Two quotes of one skin (from two loads of the page): the first is bought, the second is then taken.
        takenAssets.add(quote.assetId);
        accepting.push({ ...quote, priceEur: quote.priceEur });
      }
      const made = (await createAcceptedOrders(tx, { userId, quotes: accepting, tradeUrl: body.trade_url, steamId: user.steamId!, currency: currency.code })).map((order) => ({
        id: order.id,
        userId,
        tradeUrl: body.trade_url,
        assetId: order.assetId,
      }));
      const totalCents = accepting.reduce((sum, quote) => sum + BigInt(Math.round(Number(quote.priceEur) * 100)), 0n);
      const tradeId = made.length ? await openIntake(tx, made) : null;
      return { made, kept, dropped, tradeId, totalCents };
    },
    // Accepts of one seller queue on the lock: give them longer than Prisma's default 2 s.
    { maxWait: 10_000, timeout: 20_000 },
  );

  const tradeId = result.tradeId ?? (result.kept.length ? await intakeOf(db, result.kept[0]!) : null);
  const keptTotal = result.kept.length ? await db.sellOrder.aggregate({ where: { id: { in: result.kept } }, _sum: { adminPriceEur: true } }) : null;
  const totalEur = minorUnitsToDecimalString(result.totalCents + BigInt(Math.round(Number(keptTotal?._sum.adminPriceEur ?? 0) * 100)));
  return {
    sell_order_ids: [...result.kept, ...result.made.map((order) => order.id)],
    trade_id: tradeId,
    total: convertFromEur(totalEur, currency.rate),
    dropped: result.dropped,
  };
}

async function intakeOf(db: PrismaClient, sellOrderId: number): Promise<number | null> {
  return (await db.tradeItem.findFirst({ where: { sellOrderId }, orderBy: { id: 'desc' }, select: { tradeId: true } }))?.tradeId ?? null;
}

interface AcceptedQuote {
  id: number;
  assetId: string;
  skinName: string;
  rarity: string | null;
  priceEur: Prisma.Decimal;
}

/**
 * The sell orders the accepted quotes make, in one statement whatever their number (an insert of arrays, as
 * the quotes are written): the orders (accepted at once, at the quoted price), the seller's step on each, and
 * the quotes marked accepted with their order. A quote another request accepted meanwhile undoes them all.
 */
async function createAcceptedOrders(
  tx: Prisma.TransactionClient,
  { userId, quotes, tradeUrl, steamId, currency }: { userId: number; quotes: readonly AcceptedQuote[]; tradeUrl: string; steamId: string; currency: string },
): Promise<Array<{ id: number; assetId: string }>> {
  if (quotes.length === 0) return [];
  const column = <T>(pick: (quote: AcceptedQuote) => T) => quotes.map(pick);
  const now = new Date();
  // A Steam asset is in one of the accepted quotes at most (a second is dropped above), so it pairs each order
  // with its quote.
  const rows = await tx.$queryRaw<Array<{ id: number; asset_id: string; marked: number }>>`
    WITH input AS (
      SELECT * FROM unnest(${column((quote) => quote.id)}::int[], ${column((quote) => quote.assetId)}::text[], ${column((quote) => quote.skinName)}::text[],
        ${column((quote) => quote.rarity ?? 'Common')}::text[], ${column((quote) => quote.priceEur.toString())}::numeric[],
        ${column((quote) => `https://steamcommunity.com/profiles/${steamId}/inventory/#570_2_${quote.assetId}`)}::text[],
        ${column((quote) => `instant quote #${quote.id} accepted`)}::text[]) AS i(quote_id, asset_id, skin_name, quality, price, steam_link, note)),
    orders AS (
      INSERT INTO sell_orders (user_id, skin_name, quality, price_eur, admin_price_eur, currency, steam_link, status, trade_url, asset_id, updated_at)
      SELECT ${userId}, skin_name, quality, price, price, ${currency}, steam_link, 'accepted'::"SellOrderStatus", ${tradeUrl}, asset_id, ${now}::timestamp FROM input
      RETURNING id, asset_id),
    events AS (
      INSERT INTO sell_order_events (sell_order_id, actor_id, actor_role, from_status, to_status, price_eur, note, created_at)
      SELECT o.id, ${userId}, 'seller', NULL, 'accepted'::"SellOrderStatus", i.price, i.note, ${now}::timestamp FROM orders o JOIN input i USING (asset_id)),
    marked AS (
      UPDATE sell_quotes q SET accepted_at = ${now}::timestamp, sell_order_id = o.id
      FROM orders o JOIN input i USING (asset_id)
      WHERE q.id = i.quote_id AND q.accepted_at IS NULL
      RETURNING q.id)
    SELECT o.id, o.asset_id, (SELECT count(*) FROM marked)::int AS marked FROM orders o`;
  if (rows[0]?.marked !== quotes.length) throw new AppError('SELL_ORDER_CHANGED', SELL_ORDER_MESSAGES.changedMeanwhile);
  const orderOf = new Map(rows.map((row) => [row.asset_id, row.id]));
  return quotes.map((quote) => ({ id: orderOf.get(quote.assetId)!, assetId: quote.assetId }));
}
