/**
 * The seller accepts the instant quotes they ticked, once: each skin becomes its own sell order (accepted at
 * the quoted price, which never moves again), and all of them one intake, one bot's offer asking for every
 * skin. A quote that ran out, or a skin that left the seller's inventory or became untradable meanwhile,
 * drops out with its reason and the rest go on. Never paid twice: one seller's accepts wait for each other,
 * an accepted quote answers with the sell order it made (accepting again changes nothing), and a Steam asset
 * is bought once (the unique index sell_orders_asset_taken_key).
 */
import type { PrismaClient, Prisma } from '@skins/db';
import { literal, queryRows, sql, statements } from '@skins/db/sql';
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

/** One accepted quote as the statement's input rows read it. */
interface AcceptedInput {
  quote_id: number;
  asset_id: string;
  skin_name: string;
  quality: string;
  price: string;
  steam_link: string;
  note: string;
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
  const input = sql<AcceptedInput>`unnest(${column((quote) => quote.id)}::int[], ${column((quote) => quote.assetId)}::text[], ${column((quote) => quote.skinName)}::text[],
    ${column((quote) => quote.rarity ?? 'Common')}::text[], ${column((quote) => quote.priceEur.toString())}::numeric[],
    ${column((quote) => `https://steamcommunity.com/profiles/${steamId}/inventory/#570_2_${quote.assetId}`)}::text[],
    ${column((quote) => `instant quote #${quote.id} accepted`)}::text[])`.as<'i'>(sql`i(quote_id, asset_id, skin_name, quality, price, steam_link, note)`);
  const at = sql<Date>`${now}::timestamp`;
  const accepted = sql<'accepted'>`'accepted'::"SellOrderStatus"`;
  const statement = statements
    .with('input', (db) => db.selectFrom(input).selectAll())
    .with('opened', (db) =>
      db
        .insertInto('sell_orders')
        .columns(['user_id', 'skin_name', 'quality', 'price_eur', 'admin_price_eur', 'currency', 'steam_link', 'status', 'trade_url', 'asset_id', 'updated_at'])
        .expression((eb) =>
          eb
            .selectFrom('input')
            .select([
              sql<number>`${userId}::int`.as('user_id'),
              'input.skin_name',
              'input.quality',
              'input.price as price_eur',
              'input.price as admin_price_eur',
              sql<string>`${currency}::text`.as('currency'),
              'input.steam_link',
              accepted.as('status'),
              sql<string>`${tradeUrl}::text`.as('trade_url'),
              'input.asset_id',
              at.as('updated_at'),
            ]),
        )
        .returning(['sell_orders.id', 'sell_orders.asset_id']),
    )
    .with('events', (db) =>
      db
        .insertInto('sell_order_events')
        .columns(['sell_order_id', 'actor_id', 'actor_role', 'from_status', 'to_status', 'price_eur', 'note', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('opened as o')
            .innerJoin('input as i', 'i.asset_id', 'o.asset_id')
            .select([
              'o.id as sell_order_id',
              sql<number>`${userId}::int`.as('actor_id'),
              literal('seller').as('actor_role'),
              sql<null>`NULL`.as('from_status'),
              accepted.as('to_status'),
              'i.price as price_eur',
              'i.note',
              at.as('created_at'),
            ]),
        ),
    )
    .with('marked', (db) =>
      db
        .updateTable('sell_quotes as q')
        .from('opened as o')
        .innerJoin('input as i', 'i.asset_id', 'o.asset_id')
        .set({ accepted_at: at })
        .set('sell_order_id', (eb) => eb.ref('o.id'))
        .whereRef('q.id', '=', 'i.quote_id')
        .where('q.accepted_at', 'is', null)
        .returning('q.id'),
    )
    .selectFrom('opened as o')
    .select((eb) => ['o.id', 'o.asset_id', sql<number>`${eb.selectFrom('marked').select(eb.fn.countAll().as('n'))}::int`.as('marked')]);
  const rows = await queryRows(tx, statement);
  if (rows[0]?.marked !== quotes.length) throw new AppError('SELL_ORDER_CHANGED', SELL_ORDER_MESSAGES.changedMeanwhile);
  const orderOf = new Map(rows.map((row) => [row.asset_id, row.id]));
  return quotes.map((quote) => ({ id: orderOf.get(quote.assetId)!, assetId: quote.assetId }));
}
