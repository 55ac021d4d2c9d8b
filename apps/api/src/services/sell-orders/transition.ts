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
  id: number;
  role: 'seller' | 'staff';
}

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
  const to = SELL_ORDER_ACTIONS[action].to ?? order.status;

  return db.$transaction(async (tx) => {
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
  });
}
