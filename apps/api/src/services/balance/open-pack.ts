/**
 * Opening a pack: the balance pays, the pack draws real items from the shop's stock (one per draw of its
 * contents, at random among listings on sale that fit), and what it won is delivered like any bought item:
 * an order of kind pack, completed and paid from the balance, whose deliveries start in the same
 * transaction (trading/open-deliveries.ts). All of it or nothing: a draw that finds no item in stock
 * charges nothing. Once opened, what it won is the buyer's: an offer the buyer declines keeps the items waiting
 * for them (sent again when asked), never a refund of the price (trading/resend-rule.ts); only items the shop
 * can no longer deliver are refunded to the balance.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { SqlBool } from 'kysely';
import type { Prisma, PrismaClient } from '@skins/db';
import { fromPrismaSql, queryFirst, sql, statements, type TableRow } from '@skins/db/sql';
import { convertToMinorUnits, minorUnitsToDecimalString, packContentsSchema, tradeUrlProblem } from '@skins/shared';
import { conflict, notFound, validationError } from '../../lib/errors.ts';
import { allocateMinor } from '../refunds/refund-shares.ts';
import { openDeliveries } from '../../trading/index.ts';
import { debitBalance } from './debit-balance.ts';
import { NOT_ENOUGH_FUNDS } from './purchases.ts';
import { heldByActiveBot, onSale, readyNow } from '../listings/listing-rules.ts';

type Tx = Prisma.TransactionClient;

export const PACK_MESSAGES = {
  tradeUrl: 'Add your Steam trade URL in your profile first: what the pack gives is sent to it as a trade offer.',
  outOfStock: 'This pack cannot be opened right now: our stock has nothing left for one of its draws. Nothing was charged.',
} as const;

/** As checkout's: a busy pool makes an opening wait for a connection rather than fail at once. */
const OPENING_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

type Drawn = Pick<TableRow<'listings'>, 'id' | 'title' | 'rarity' | 'img_path' | 'price'>;

/** A draw whose pick another opening locked picks again, this many times, before taking any free match. */
const PICK_TRIES = 4;

/**
 * One listing on sale (with a held asset, so it can be delivered) of the draw's kinds and rarities, each match
 * equally likely: a random place among all matches, found without locking (OFFSET would lock every row it
 * passes), then locked if no other opening holds it, so two openings never draw the same item.
 */
export async function drawListing(tx: Tx, classes: string[], rarities: string[], exclude: number[]): Promise<Drawn | null> {
  // A pack's item goes out at once: it draws only what Steam lets the bots trade now.
  const matches = () =>
    statements
      .selectFrom('listings as l')
      .where(fromPrismaSql<SqlBool>(onSale()))
      .where(fromPrismaSql<SqlBool>(readyNow()))
      .where((eb) => eb.or([eb.val(classes.length === 0), eb('l.item_class', '=', eb.fn.any(sql<string[]>`${classes}::text[]`))]))
      .where((eb) => eb.or([eb.val(rarities.length === 0), eb('l.rarity', '=', eb.fn.any(sql<string[]>`${rarities}::text[]`))]))
      .where((eb) => eb.not(eb('l.id', '=', eb.fn.any(sql<number[]>`${exclude}::int[]`))))
      .where(fromPrismaSql<SqlBool>(heldByActiveBot()));
  const counted = await queryFirst(tx, matches().select(sql<number>`count(*)::int`.as('count')));
  const count = counted?.count ?? 0;
  if (count === 0) return null;
  const locked = () => matches().select(['l.id', 'l.title', 'l.rarity', 'l.img_path', 'l.price']).limit(1).forUpdate('l').skipLocked();
  for (let tries = 0; tries < PICK_TRIES; tries++) {
    const pick = await queryFirst(tx, matches().select('l.id').orderBy('l.id').offset(randomInt(count)).limit(1));
    if (!pick) continue;
    const found = await queryFirst(tx, locked().where('l.id', '=', pick.id));
    if (found) return found;
  }
  return queryFirst(tx, locked().orderBy('l.id'));
}

export async function openPack(db: PrismaClient, userId: number, packId: number) {
  const pack = await db.pack.findFirst({ where: { id: packId, isActive: true } });
  if (!pack) throw notFound('Pack not found');
  const contents = packContentsSchema.parse(pack.contents ?? { draws: [{ classes: [], rarities: [] }] });
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { balance: true, steamId: true, steamTradeLink: true, email: true, name: true, surname: true } });
  // Funds first, as spec §8 answers a pack the balance cannot pay; the charge itself is made below, atomically.
  if (user.balance.lessThan(pack.priceEur)) throw validationError({ balance: [NOT_ENOUGH_FUNDS] }, NOT_ENOUGH_FUNDS);
  if (!user.steamTradeLink || tradeUrlProblem(user.steamTradeLink, user.steamId)) throw validationError({ trade_url: [PACK_MESSAGES.tradeUrl] }, PACK_MESSAGES.tradeUrl);

  return db.$transaction(async (tx) => {
    // Charged first: the row stays locked until the end, so one buyer's openings run one at a time and one
    // that cannot pay draws nothing. A draw that fails rolls the charge back with everything else.
    const balance = await debitBalance(tx, userId, pack.priceEur);
    if (!balance) throw validationError({ balance: [NOT_ENOUGH_FUNDS] }, NOT_ENOUGH_FUNDS);
    const won: Drawn[] = [];
    for (const draw of contents.draws) {
      const rarities = draw.upgrade && Math.random() < draw.upgrade.chance ? draw.upgrade.rarities : draw.rarities;
      const item = (await drawListing(tx, draw.classes, rarities, won.map((listing) => listing.id))) ?? (rarities !== draw.rarities ? await drawListing(tx, draw.classes, draw.rarities, won.map((listing) => listing.id)) : null);
      if (!item) throw conflict(PACK_MESSAGES.outOfStock, 'ITEM_UNAVAILABLE');
      won.push(item);
    }

    // Each won item's share of what the pack cost: a refund of one gives back that share, never more.
    const priceMinor = convertToMinorUnits(pack.priceEur.toString(), '1');
    const shares = allocateMinor(priceMinor, won.map((listing) => convertToMinorUnits(listing.price.toString(), '1')));
    const now = new Date();
    const order = await tx.order.create({
      data: {
        userId,
        kind: 'pack',
        status: 'completed',
        paymentType: 'balance',
        trackingId: randomUUID(),
        currency: 'EUR',
        rate: '1',
        amountMinor: priceMinor,
        subtotalEur: pack.priceEur,
        totalEur: pack.priceEur,
        expiresAt: now,
        paidAt: now,
        email: user.email,
        name: user.name,
        surname: user.surname,
        steamId: user.steamId,
        tradeUrl: user.steamTradeLink,
        items: {
          create: won.map((listing, index) => ({
            listingId: listing.id,
            title: listing.title,
            imgPath: listing.img_path,
            category: 'pack',
            priceEur: minorUnitsToDecimalString(shares[index] ?? 0n),
            price: minorUnitsToDecimalString(shares[index] ?? 0n),
          })),
        },
      },
    });
    await tx.orderStatusChange.create({ data: { orderId: order.id, toStatus: 'completed', source: 'balance', note: `${pack.name} opened` } });
    // Given away by the pack, not sold on the market: no sale time, so it is no sale in the price history.
    await tx.listing.updateMany({ where: { id: { in: won.map((listing) => listing.id) } }, data: { status: 'sold', soldAt: null } });
    const purchase = await tx.purchase.create({ data: { userId, title: pack.name, priceEur: pack.priceEur, packId: pack.id, orderId: order.id } });
    await tx.balanceEntry.create({ data: { userId, kind: 'pack_purchase', amountEur: pack.priceEur.negated(), balanceAfter: balance, purchaseId: purchase.id } });
    await openDeliveries(tx, order.id);
    return {
      purchase_id: purchase.id,
      balance: Number(balance.toString()),
      order_id: order.id,
      won: won.map((listing) => ({ title: listing.title, rarity: listing.rarity, img_path: listing.img_path, price: Number(listing.price) })),
    };
  }, OPENING_TRANSACTION);
}
