import type { PromoCode } from '@skins/db';
import { PROMO_MESSAGES } from '@skins/shared/promo';

export interface PromoContext {
  now: Date;
  /** The cart's subtotal in euro cents. */
  subtotalEurCents: bigint;
  /** How often this buyer has redeemed the code before. */
  usesByBuyer: number;
  /** Formats the minimum for the message, in the buyer's currency. */
  formatMinimum: (minimumEur: string) => string;
}

/** Why a code cannot be used now, or null when it can. Order matters: the first reason is the one to fix. */
export function promoProblem(promo: PromoCode | null, context: PromoContext): string | null {
  if (!promo) return PROMO_MESSAGES.unknown;
  if (!promo.isActive) return PROMO_MESSAGES.inactive;
  if (promo.startsAt && promo.startsAt > context.now) return PROMO_MESSAGES.notStarted;
  if (promo.endsAt && promo.endsAt <= context.now) return PROMO_MESSAGES.expired;
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return PROMO_MESSAGES.exhausted;
  if (promo.maxUsesPerUser !== null && context.usesByBuyer >= promo.maxUsesPerUser) return PROMO_MESSAGES.usedByYou;
  const minimumCents = BigInt(Math.round(Number(promo.minTotalEur) * 100));
  if (context.subtotalEurCents < minimumCents) return PROMO_MESSAGES.belowMinimum(context.formatMinimum(promo.minTotalEur.toString()));
  return null;
}
