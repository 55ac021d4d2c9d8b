import type { SellOrder } from '@skins/shared';
import type { MessageKey } from '../../../lib/i18n/index.ts';

/** How an order's prices read in the list (spec §2): each line a label, an amount and whether it is struck through. */
export interface PriceLine {
  label: MessageKey;
  amount: number;
  struck?: boolean;
  /** The price that counts now: shown larger. */
  emphasis?: boolean;
}

/**
 * Pending: the seller's price. An offer: 'Our Offer' beside it. Once agreed (accepted, skin received) the
 * offer is labelled Accepted; once sold, the final price is labelled Sold; the seller's price is struck through
 * beside either only where it differs (a struck price says 'not this amount'). A closed order (rejected,
 * returned, cancelled) keeps the prices as they were.
 */
export function priceLines(order: Pick<SellOrder, 'status' | 'price' | 'admin_price' | 'final_price'>): PriceLine[] {
  const asked: PriceLine = { label: 'sellOrders.yourPrice', amount: order.price };
  const offer = order.admin_price;
  const agreed = (label: MessageKey, amount: number): PriceLine[] => [
    amount === order.price ? asked : { ...asked, struck: true },
    { label, amount, emphasis: true },
  ];
  switch (order.status) {
    case 'offer':
      return offer === null ? [asked] : [asked, { label: 'sellOrders.ourOffer', amount: offer, emphasis: true }];
    case 'accepted':
    case 'skin_received':
      return offer === null ? [asked] : agreed('sellOrders.acceptedLabel', offer);
    case 'sold': {
      const final = order.final_price ?? offer;
      return final === null ? [asked] : agreed('sellOrders.soldLabel', final);
    }
    default:
      return offer === null ? [asked] : [asked, { label: 'sellOrders.ourOffer', amount: offer }];
  }
}

export const STATUS_LABELS: Record<SellOrder['status'], MessageKey> = {
  pending: 'sellOrders.status.pending',
  offer: 'sellOrders.status.offer',
  accepted: 'sellOrders.status.accepted',
  rejected: 'sellOrders.status.rejected',
  skin_received: 'sellOrders.status.skinReceived',
  sold: 'sellOrders.status.sold',
  returned: 'sellOrders.status.returned',
  cancelled: 'sellOrders.status.cancelled',
};
