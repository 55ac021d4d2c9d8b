import type { Db } from '@skins/db';
import { convertFromEur, DEFAULT_CURRENCY, formatPrice } from '@skins/shared';
import { resolveCurrency, type PriceCurrency } from '../currencies/resolve-currency.ts';
import type { OutgoingMail } from './mailer.ts';
import { sellOrderOfferMail } from './templates.ts';

/**
 * The "an offer was made" e-mail, composed at send time from the seller's orders that still await an answer,
 * so the job carries only the user id and a late or repeated job never announces an offer already answered.
 * Prices are shown in the currency the seller typed their asking price in.
 */
export async function composeSellOrderOfferMail(db: Db, user: { id: number; email: string; name: string }, webUrl: string): Promise<OutgoingMail | null> {
  const offers = await db.sellOrder.findMany({ where: { userId: user.id, status: 'offer' }, orderBy: { updatedAt: 'desc' } });
  if (offers.length === 0) return null;
  const lines = [];
  for (const order of offers) {
    const currency = await resolveCurrency(db, order.currency).catch((): PriceCurrency => ({ ...DEFAULT_CURRENCY }));
    lines.push({ skinName: order.skinName, price: formatPrice(convertFromEur(order.adminPriceEur?.toString() ?? '0', currency.rate), currency.symbol) });
  }
  return sellOrderOfferMail(user.email, user.name, lines, `${webUrl}/account?tab=sell-orders`);
}
