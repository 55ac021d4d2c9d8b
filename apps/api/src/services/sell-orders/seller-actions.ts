/** What a seller does with their own sell orders (spec §2 Sell Orders tab, §7 sell-orders/*). */
import type { PrismaClient } from '@skins/db';
import { convertToEurMinorUnits, minorUnitsToDecimalString } from '@skins/shared';
import { cardDigits } from '@skins/shared/cards';
import { tradeUrlProblem } from '@skins/shared/steam';
import { OPEN_SELL_ORDER_STATUSES, SELL_ORDER_LIMITS, SELL_ORDER_MESSAGES, type AcceptOfferBody, type SellOrderBody } from '@skins/shared/sell-orders';
import { AppError, conflict, validationError } from '../../lib/errors.ts';
import { resolveCurrency } from '../currencies/resolve-currency.ts';
import { openIntake } from '../../trading/index.ts';
import { assertAllowed, loadForActor, transitionSellOrder } from './transition.ts';

const seller = (userId: number) => ({ id: userId, role: 'seller' as const });

/** Advisory lock class for one seller's creations (watches use 27_001). */
const SELL_ORDER_CREATION_LOCK = 27_002;

/** The seller types the price in their currency; it is kept in euro. */
async function priceInEur(db: PrismaClient, price: number, currencyCode?: string) {
  const currency = await resolveCurrency(db, currencyCode);
  return { eur: minorUnitsToDecimalString(convertToEurMinorUnits(price.toFixed(2), currency.rate)), currency };
}

export async function listSellOrders(db: PrismaClient, userId: number) {
  return db.sellOrder.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
}

export async function createSellOrder(db: PrismaClient, userId: number, body: SellOrderBody) {
  const { eur, currency } = await priceInEur(db, body.price, body.currency);
  return db.$transaction(async (tx) => {
    // One seller's creations wait for each other, so requests sent at once cannot pass the cap together.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SELL_ORDER_CREATION_LOCK}::int, ${userId}::int)`;
    const open = await tx.sellOrder.count({ where: { userId, status: { in: [...OPEN_SELL_ORDER_STATUSES] } } });
    if (open >= SELL_ORDER_LIMITS.openPerSeller) throw conflict(SELL_ORDER_MESSAGES.tooManyOpen, 'SELL_ORDER_LIMIT');
    return tx.sellOrder.create({
      data: {
        userId,
        skinName: body.skin_name,
        quality: body.quality,
        priceEur: eur,
        currency: currency.code,
        steamLink: body.steam_link,
        assetId: body.asset_id ?? null,
        events: { create: { actorId: userId, actorRole: 'seller', toStatus: 'pending', priceEur: eur, note: 'created' } },
      },
    });
    // Requests of one seller queue on the lock: give them longer than Prisma's default 2 s to get a connection.
  }, { maxWait: 10_000 });
}

export async function updateSellOrder(db: PrismaClient, userId: number, id: number, body: SellOrderBody) {
  const { eur, currency } = await priceInEur(db, body.price, body.currency);
  return transitionSellOrder(db, {
    id,
    action: 'edit',
    actor: seller(userId),
    priceEur: eur,
    data: { skinName: body.skin_name, quality: body.quality, priceEur: eur, currency: currency.code, steamLink: body.steam_link, assetId: body.asset_id ?? null },
  });
}

export async function deleteSellOrder(db: PrismaClient, userId: number, id: number): Promise<void> {
  const order = await loadForActor(db, id, seller(userId));
  assertAllowed(order, 'delete', seller(userId));
  // Conditional on the version, like every transition: an offer made a moment ago keeps the order alive.
  const { count } = await db.sellOrder.deleteMany({ where: { id, version: order.version, adminPriceEur: null } });
  if (count === 0) throw new AppError('SELL_ORDER_CHANGED', SELL_ORDER_MESSAGES.changedMeanwhile);
}

export async function acceptOffer(db: PrismaClient, userId: number, id: number, body: AcceptOfferBody) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { iban: true, bicSwift: true, steamId: true } });
  return transitionSellOrder(db, {
    id,
    action: 'accept',
    actor: seller(userId),
    precondition: (order) => {
      if (!user.iban || !user.bicSwift) throw validationError({ iban: ['Add your IBAN and BIC/SWIFT in your profile first.'] }, SELL_ORDER_MESSAGES.missingPayment, 'PAYMENT_DETAILS_MISSING');
      const tradeProblem = tradeUrlProblem(body.trade_url, user.steamId);
      if (tradeProblem) throw validationError({ trade_url: [tradeProblem] });
      if (order.adminPriceEur === null) throw validationError({ offer: ['There is no offer to accept yet.'] });
      if (order.offerValidUntil && order.offerValidUntil < new Date()) throw conflict(`This offer ran out on ${order.offerValidUntil.toISOString().slice(0, 10)}; we will make a new one.`);
    },
    data: {
      tradeUrl: body.trade_url,
      cardLast4: cardDigits(body.card_number).slice(-4),
      cardHolderName: body.card_holder_name,
      cardExpireDate: body.card_expire_date,
    },
    note: 'offer accepted',
    // The bot's offer asking for the skin starts with the acceptance, or neither happens.
    alongside: async (tx, order) => {
      await openIntake(tx, order);
    },
  });
}

export async function rejectOffer(db: PrismaClient, userId: number, id: number) {
  return transitionSellOrder(db, { id, action: 'reject', actor: seller(userId), note: 'offer rejected' });
}
