/** Sellers, request bodies and sell orders in a given status, for the sell-order api, tRPC and CLI tests. */
import type { PrismaClient, SellOrderStatus } from '@skins/db';
import { acceptOfferBodySchema, sellOrderBodySchema } from '@skins/shared/sell-orders';
import { acceptOffer, createSellOrder, rejectOffer } from '../../src/services/sell-orders/seller-actions.ts';
import { cancelSellOrder, makeOffer, markSold, returnSellOrder } from '../../src/services/sell-orders/staff-actions.ts';
import { systemTransition } from '../../src/services/sell-orders/transition.ts';
import { createTestUser, type TestUserOptions } from './identity.ts';

export const STAFF_EMAIL = 'staff@test.local';
export const STAFF_PASSWORD = 'Staff-password-1';

export const SELL_BODY = { skin_name: 'Dragonclaw Hook', quality: 'Immortal', price: 150, steam_link: 'https://steamcommunity.com/id/seller/inventory' };
export const CARD_NUMBER = '4242 4242 4242 4242';
export const ACCEPT_BODY = {
  trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEf12',
  card_number: CARD_NUMBER,
  card_holder_name: 'Ana Seller',
  card_expire_date: '12/39',
};

export async function createSeller(db: PrismaClient, options: TestUserOptions & { payout?: boolean } = {}) {
  const { payout = true, ...userOptions } = options;
  const user = await createTestUser(db, { userType: 'seller', ...userOptions });
  if (!payout) return user;
  await db.user.update({ where: { id: user.id }, data: { iban: 'EE382200221020145685', bicSwift: 'HABAEE2X' } });
  return user;
}

export async function staffId(db: PrismaClient): Promise<number> {
  return (await db.user.findUniqueOrThrow({ where: { email: STAFF_EMAIL } })).id;
}

/** A sell order of `sellerId` brought to `status` by the services, the way staff and seller would. */
export async function sellOrderIn(db: PrismaClient, sellerId: number, status: SellOrderStatus) {
  const staff = await staffId(db);
  const order = await createSellOrder(db, sellerId, sellOrderBodySchema.parse(SELL_BODY));
  if (status === 'pending') return order;
  if (status === 'cancelled') return cancelSellOrder(db, staff, order.id);
  await makeOffer(db, staff, order.id, '120.00');
  if (status === 'offer') return db.sellOrder.findUniqueOrThrow({ where: { id: order.id } });
  if (status === 'rejected') return rejectOffer(db, sellerId, order.id);
  await acceptOffer(db, sellerId, order.id, acceptOfferBodySchema.parse(ACCEPT_BODY));
  if (status === 'accepted') return db.sellOrder.findUniqueOrThrow({ where: { id: order.id } });
  if (status === 'returned') return returnSellOrder(db, staff, order.id);
  await receivedBySystem(db, order.id);
  if (status === 'skin_received') return db.sellOrder.findUniqueOrThrow({ where: { id: order.id } });
  return markSold(db, staff, order.id, '120.00', `payout-${order.id}-${Date.now()}`);
}

/**
 * The engine's record of a skin that arrived: the accepted order's intake trade done, and the sell order
 * skin_received by the system, as the engine writes them. For tests about what follows the arrival (staff's
 * actions, the seller's page); the whole way there, through the bot's offer at the sandbox's Steam, is
 * trading-intake.test.ts.
 */
export async function receivedBySystem(db: PrismaClient, sellOrderId: number) {
  await db.$transaction(async (tx) => {
    const now = new Date();
    const trade = await tx.trade.findFirstOrThrow({ where: { sellOrderId, kind: 'intake' }, orderBy: { id: 'desc' } });
    await tx.trade.update({ where: { id: trade.id }, data: { status: 'done', attempt: 1, acceptedAt: now, doneAt: now, nextCheckAt: null } });
    await tx.tradeEvent.create({ data: { tradeId: trade.id, fromStatus: trade.status, toStatus: 'done', source: 'engine', note: 'received (test setup)' } });
    await systemTransition(tx, { id: sellOrderId, action: 'receive', note: 'skin received' });
  });
}

export const ALL_STATUSES: SellOrderStatus[] = ['pending', 'offer', 'accepted', 'rejected', 'skin_received', 'sold', 'returned', 'cancelled'];
