/** The promo code on a buyer's cart (POST/DELETE /api/cart/promo): applied only when it counts now. */
import type { Db } from '@skins/db';
import { toScaledInteger } from '@skins/shared';
import type { CartTotals } from '@skins/shared/cart';
import { PROMO_MESSAGES } from '@skins/shared/promo';
import { validationError } from '../../lib/errors.ts';
import { priceCart, promoProblemFor } from './cart-totals.ts';

/** Applies a code to the cart, or refuses it with the reason (the cart keeps its previous code then). */
export async function applyPromoCode(db: Db, userId: number, code: string, currencyCode?: string): Promise<CartTotals> {
  const promo = await db.promoCode.findUnique({ where: { code } });
  const priced = await priceCart(db, userId, currencyCode);
  const subtotalEurCents = toScaledInteger(priced.totals.subtotalEur, 2);
  const problem = promo ? await promoProblemFor(db, promo, userId, subtotalEurCents, priced.currency, new Date()) : PROMO_MESSAGES.unknown;
  if (problem || !promo) throw validationError({ code: [problem ?? PROMO_MESSAGES.unknown] }, problem ?? PROMO_MESSAGES.failed);
  await db.cart.upsert({ where: { userId }, create: { userId, promoCodeId: promo.id }, update: { promoCodeId: promo.id } });
  return (await priceCart(db, userId, currencyCode)).view;
}

export async function removePromoCode(db: Db, userId: number, currencyCode?: string): Promise<CartTotals> {
  await db.cart.updateMany({ where: { userId }, data: { promoCodeId: null } });
  return (await priceCart(db, userId, currencyCode)).view;
}
