import type { Prisma } from '@skins/db';
import { queryFirst, statements } from '@skins/db/sql';
import { PROMO_MESSAGES } from '@skins/shared/promo';
import { validationError } from '../../lib/errors.ts';

/**
 * Counts one use of a code, inside the checkout's transaction, BEFORE the order row is inserted: the order
 * references the code, and that foreign key takes a share lock on the code's row, so locking the row for
 * update afterwards would deadlock two checkouts against each other. Locked first, checkouts racing for the
 * last uses are counted one at a time: exactly `max_uses` win, the rest are refused with the reason.
 */
export async function claimPromoUse(tx: Prisma.TransactionClient, promoCodeId: number, userId: number): Promise<void> {
  const code = await queryFirst(
    tx,
    statements
      .selectFrom('promo_codes')
      .select(['promo_codes.is_active', 'promo_codes.used_count', 'promo_codes.max_uses', 'promo_codes.max_uses_per_user'])
      .where('promo_codes.id', '=', promoCodeId)
      .forUpdate(),
  );
  if (!code?.is_active) throw validationError({ promo_code: [PROMO_MESSAGES.inactive] }, PROMO_MESSAGES.inactive);
  if (code.max_uses !== null && code.used_count >= code.max_uses) throw validationError({ promo_code: [PROMO_MESSAGES.exhausted] }, PROMO_MESSAGES.exhausted);
  if (code.max_uses_per_user !== null) {
    const uses = await tx.promoRedemption.count({ where: { promoCodeId, userId } });
    if (uses >= code.max_uses_per_user) throw validationError({ promo_code: [PROMO_MESSAGES.usedByYou] }, PROMO_MESSAGES.usedByYou);
  }
  await tx.promoCode.update({ where: { id: promoCodeId }, data: { usedCount: { increment: 1 } } });
}

/** The redemption row, once the order exists: one per order, with the discount fixed into it. */
export async function recordRedemption(tx: Prisma.TransactionClient, promoCodeId: number, userId: number, orderId: number, discountEur: string) {
  await tx.promoRedemption.create({ data: { promoCodeId, userId, orderId, discountEur } });
}
