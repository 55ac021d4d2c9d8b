import type { PrismaClient } from '@skins/db';
import { makeOffer } from './staff-actions.ts';

/** Tells the seller an offer waits for them; never throws (the offer stands even if the e-mail cannot be queued). */
export type NotifySeller = (userId: number) => Promise<void>;

/** A first or a changed offer, in euro; the seller is e-mailed either way (spec: 'Our Offer' awaits them). */
export async function offerAndNotify(db: PrismaClient, notify: NotifySeller, staffId: number, id: number, priceEur: string) {
  const order = await makeOffer(db, staffId, id, priceEur);
  await notify(order.userId);
  return order;
}
