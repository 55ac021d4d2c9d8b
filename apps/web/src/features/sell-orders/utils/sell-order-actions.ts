import { SELL_ORDER_ACTIONS } from '@skins/shared';
import type { SellOrder, SellOrderAction, SellOrderStatus } from '@skins/shared';

/** What the seller can do with one order, as buttons: the seller's actions of DESIGN.md, plus viewing the payout details. */
export type SellerAction = Extract<SellOrderAction, 'edit' | 'delete' | 'accept' | 'reject'> | 'paymentDetails';

const SELLER_ACTIONS = ['edit', 'delete', 'accept', 'reject'] as const;

/** The statuses in which the seller's payout details (trade URL and masked card) were given and still apply. */
const PAYOUT_STATUSES: readonly SellOrderStatus[] = ['accepted', 'skin_received', 'sold'];

/**
 * The buttons that can work for `order` (the api refuses the rest with a 409): the shared SELL_ORDER_ACTIONS
 * decide by status; editing and deleting also need the order to be still without an offer.
 */
export function sellerActions(order: Pick<SellOrder, 'status' | 'admin_price'>): SellerAction[] {
  const actions: SellerAction[] = SELLER_ACTIONS.filter((action) => {
    const allowed = (SELL_ORDER_ACTIONS[action].from as readonly SellOrderStatus[]).includes(order.status);
    if (action === 'edit' || action === 'delete') return allowed && order.admin_price === null;
    return allowed;
  });
  if (PAYOUT_STATUSES.includes(order.status)) actions.push('paymentDetails');
  return actions;
}

/** Offers waiting for the seller's answer ('Offers Awaiting Your Response'). */
export const awaitsAnswer = (order: Pick<SellOrder, 'status'>) => (SELL_ORDER_ACTIONS.accept.from as readonly SellOrderStatus[]).includes(order.status);
