/**
 * A trader API buy: one listing, paid from the balance, delivered like every bought item. The same rules as
 * the cart's checkout, through its own parts: the trade URL is the buyer's own one Steam trades with (asked
 * before anything is charged); the order opens by checkout's statement, which takes only a listing that may
 * be sold (open-order-statement.ts), so each listing is sold once; and it completes by the payment's sale
 * (sell-order-items.ts), which sells the item and opens its delivery by Steam trade offer (the trading wing).
 *
 * One transaction: the Idempotency-Key is claimed first (a second request with the key waits on that row and
 * is answered from it), then the listing is locked, the balance debited with a conditional update (never
 * below zero), the order opened and completed, the ledger written and the answer kept. Anything refused
 * rolls all of it back, the claim included, so a refused buy may be sent again with the same key.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@skins/db';
import { queryFirst, sql, statements, type TableRow } from '@skins/db/sql';
import { convertToMinorUnits, tradeUrlProblem, type TraderBuy, type TraderBuyBody } from '@skins/shared';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { debitBalance } from '../balance/debit-balance.ts';
import { insertOrderReservingItems } from '../orders/open-order-statement.ts';
import { sellOrderItems } from '../orders/sell-order-items.ts';

type Tx = Prisma.TransactionClient;

export const BUY_MESSAGES = {
  notFound: 'Product not found',
  gone: 'This item is no longer available.',
  funds: 'Not enough funds!',
  tradeUrl: 'Add your Steam trade URL in your profile first: the item is sent to it as a trade offer.',
  reused: 'This Idempotency-Key was already used for another request. Use a new key for a new buy.',
} as const;

/** As checkout's: buys of one popular item queue on its row lock rather than fail after Prisma's default. */
const BUY_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

export interface BuySettings {
  /** Asks Steam whether it trades with this URL (trading/hold-days.ts); throws a validation error when it refuses. */
  checkTradeUrlWithSteam?: (tradeUrl: string) => Promise<void>;
}

export interface BuyRequest {
  userId: number;
  idempotencyKey: string;
  body: TraderBuyBody;
}

/** The listing as the buy reads it: its price as numeric text. */
type ListingRow = Pick<TableRow<'listings'>, 'id' | 'title' | 'img_path'> & { category: string; price: string };

/** What identifies a request's body, whatever the order of its fields. */
function requestHash(body: TraderBuyBody): string {
  return createHash('sha256').update(JSON.stringify({ item_id: body.item_id })).digest('hex');
}

export async function buyItem(db: PrismaClient, request: BuyRequest, settings: BuySettings = {}): Promise<TraderBuy> {
  const hash = requestHash(request.body);
  const earlier = await earlierAnswer(db, request.userId, request.idempotencyKey, hash);
  if (earlier) return earlier;

  const user = await db.user.findUniqueOrThrow({ where: { id: request.userId }, select: { email: true, name: true, surname: true, steamId: true, steamTradeLink: true } });
  const tradeUrl = user.steamTradeLink;
  if (!tradeUrl || tradeUrlProblem(tradeUrl, user.steamId)) throw new AppError('TRADE_URL_MISSING', BUY_MESSAGES.tradeUrl, { trade_url: [BUY_MESSAGES.tradeUrl] });
  await settings.checkTradeUrlWithSteam?.(tradeUrl);

  try {
    return await db.$transaction(async (tx) => {
      const claim = await tx.traderApiBuy.create({ data: { userId: request.userId, idempotencyKey: request.idempotencyKey, requestHash: hash } });
      const listing = await lockListing(tx, request.body.item_id);
      const balance = await debitBalance(tx, request.userId, listing.price);
      if (!balance) throw new AppError('INSUFFICIENT_FUNDS', BUY_MESSAGES.funds, { balance: [BUY_MESSAGES.funds] });

      const now = new Date();
      const orderId = await insertOrderReservingItems(tx, {
        user_id: request.userId,
        payment_type: 'balance',
        tracking_id: randomUUID(),
        idempotency_key: null,
        currency: 'EUR',
        rate: '1',
        amount_minor: convertToMinorUnits(listing.price, '1'),
        subtotal_eur: listing.price,
        discount_eur: '0',
        vat_percent: '0',
        vat_eur: '0',
        total_eur: listing.price,
        promo_code_id: null,
        expires_at: now,
        name: user.name,
        surname: user.surname,
        email: user.email,
        phone: null,
        country_id: null,
        city: null,
        address: null,
        post_code: null,
        steam_id: user.steamId,
        trade_url: tradeUrl,
        items: [{ listing_id: listing.id, title: listing.title, img_path: listing.img_path, category: listing.category, price_eur: listing.price, price: listing.price }],
      });
      if (orderId === null) throw conflict(BUY_MESSAGES.gone, 'ITEM_UNAVAILABLE');
      const sold = await sellOrderItems(tx, { orderId, userId: request.userId, tradeUrl, from: 'pending', source: 'balance', note: 'paid from the balance (trader API)', data: { paidAt: now } });
      if (!sold) throw conflict(BUY_MESSAGES.gone, 'ITEM_UNAVAILABLE');
      await tx.balanceEntry.create({ data: { userId: request.userId, kind: 'item_purchase', amountEur: new Prisma.Decimal(listing.price).negated(), balanceAfter: balance, orderId, note: listing.title.slice(0, 200) } });

      const answer: TraderBuy = { order_id: orderId, item_id: listing.id, price: Number(listing.price), currency: 'EUR', balance: Number(balance.toString()), status: 'completed' };
      await tx.traderApiBuy.update({ where: { id: claim.id }, data: { orderId, response: answer } });
      return answer;
    }, BUY_TRANSACTION);
  } catch (error) {
    // The same key raced in from a second request, which waited for the first's claim: answer what it answered.
    if (isUniqueViolation(error)) {
      const answer = await earlierAnswer(db, request.userId, request.idempotencyKey, hash);
      if (answer) return answer;
    }
    throw error;
  }
}

/** The listing locked for this buy (a racing buy of it waits here), at its price in the database. */
async function lockListing(tx: Tx, listingId: number): Promise<ListingRow> {
  const listing = await queryFirst(
    tx,
    statements
      .selectFrom('listings as l')
      .innerJoin('categories as c', 'c.id', 'l.category_id')
      .select((eb) => ['l.id', 'l.title', 'l.img_path', 'c.slug as category', sql<string>`${eb.ref('l.price')}::text`.as('price')])
      .where('l.id', '=', listingId)
      .forUpdate('l'),
  );
  if (!listing) throw notFound(BUY_MESSAGES.notFound);
  return listing;
}

/** The answer kept for this key, or null; the key with another body is refused. */
async function earlierAnswer(db: PrismaClient, userId: number, idempotencyKey: string, hash: string): Promise<TraderBuy | null> {
  const kept = await db.traderApiBuy.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } }, select: { requestHash: true, response: true } });
  if (!kept) return null;
  if (kept.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', BUY_MESSAGES.reused);
  return (kept.response as TraderBuy | null) ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
