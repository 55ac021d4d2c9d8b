/**
 * Every change of a sell order goes through `transitionSellOrder` (DESIGN.md, Sell orders): the action
 * must be allowed in the current status (SELL_ORDER_ACTIONS, shared with the web app), a seller may only
 * touch their own orders (another's id is a 404, as if it did not exist), and the update is conditional
 * on the version read, so a staff change and a seller answer racing each other end in exactly one state
 * and the loser gets a 409. Each change is recorded with actor, time, from, to and price.
 */
import type { Prisma, PrismaClient, SellOrder } from '@skins/db';
import { SELL_ORDER_ACTIONS, SELL_ORDER_MESSAGES, type SellOrderAction, type SellOrderStatus } from '@skins/shared/sell-orders';
import { AppError, conflict, notFound } from '../../lib/errors.ts';

export interface Actor {
  /** The user acting; null for the shop's own engine (role system). */
  id: number | null;
  role: 'seller' | 'staff' | 'system';
}

export const SYSTEM_ACTOR: Actor = { id: null, role: 'system' };

export interface TransitionRequest {
  id: number;
  action: SellOrderAction;
  actor: Actor;
  /** Extra columns the action sets (price, card details, final price...). */
  data?: Prisma.SellOrderUpdateManyMutationInput;
  /** The price recorded in the history row (euro). */
  priceEur?: Prisma.Decimal | string | null;
  /** For offers: the reference price (euro) the offer was based on, kept with it (issue 16.4). */
  referencePriceEur?: Prisma.Decimal | string | null;
  note?: string;
  /** Checks that need the current row (e.g. the seller's payout details), run before the update. */
  precondition?: (order: SellOrder) => Promise<void> | void;
  /** Work that belongs to the same transaction as the change (e.g. the intake an accepted offer starts). */
  alongside?: (tx: Prisma.TransactionClient, order: SellOrder) => Promise<void>;
}

export async function loadForActor(db: PrismaClient, id: number, actor: Actor): Promise<SellOrder> {
  const order = await db.sellOrder.findUnique({ where: { id } });
  if (!order || (actor.role === 'seller' && order.userId !== actor.id)) throw notFound(SELL_ORDER_MESSAGES.notFound);
  return order;
}

export function assertAllowed(order: SellOrder, action: SellOrderAction, actor: Actor): void {
  const rule = SELL_ORDER_ACTIONS[action];
  if (rule.actor !== actor.role) throw new AppError('FORBIDDEN', 'This action is not available to you.');
  const allowed = (rule.from as readonly SellOrderStatus[]).includes(order.status);
  // A seller may edit or delete only while no offer was made (spec §4: pending with no admin_price).
  const untouched = action === 'edit' || action === 'delete' ? order.adminPriceEur === null : true;
  if (!allowed || !untouched) throw conflict(SELL_ORDER_MESSAGES.notAllowed(action, order.status));
}

export async function transitionSellOrder(db: PrismaClient, request: TransitionRequest): Promise<SellOrder> {
  const { id, action, actor } = request;
  const order = await loadForActor(db, id, actor);
  assertAllowed(order, action, actor);
  await request.precondition?.(order);
  return db.$transaction(async (tx) => {
    const written = await writeTransition(tx, order, request);
    await request.alongside?.(tx, written);
    return written;
  });
}

/**
 * A change the trading engine makes inside its own transaction (the skin received, an intake given up, a
 * reversed trade). Not allowed in the order's current status: nothing happens (null), as an engine step
 * that runs twice must find the work already done.
 */
export async function systemTransition(tx: Prisma.TransactionClient, request: Omit<TransitionRequest, 'actor' | 'precondition'>): Promise<SellOrder | null> {
  const order = await tx.sellOrder.findUnique({ where: { id: request.id } });
  if (!order) return null;
  const rule = SELL_ORDER_ACTIONS[request.action];
  if (rule.actor !== 'system' || !(rule.from as readonly SellOrderStatus[]).includes(order.status)) return null;
  return writeTransition(tx, order, { ...request, actor: SYSTEM_ACTOR });
}

async function writeTransition(tx: Prisma.TransactionClient, order: SellOrder, request: TransitionRequest): Promise<SellOrder> {
  const { id, action, actor } = request;
  const to = SELL_ORDER_ACTIONS[action].to ?? order.status;
  const { count } = await tx.sellOrder.updateMany({
    where: { id, version: order.version },
    data: { ...request.data, status: to, version: { increment: 1 } },
  });
  if (count === 0) throw conflict(SELL_ORDER_MESSAGES.changedMeanwhile, 'SELL_ORDER_CHANGED');
  await tx.sellOrderEvent.create({
    data: {
      sellOrderId: id,
      actorId: actor.id,
      actorRole: actor.role,
      fromStatus: order.status,
      toStatus: to,
      priceEur: request.priceEur ?? null,
      referencePriceEur: request.referencePriceEur ?? null,
      note: request.note ?? action,
    },
  });
  return tx.sellOrder.findUniqueOrThrow({ where: { id } });
}
