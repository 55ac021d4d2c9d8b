/** Spec §8 texts and the reasons a code is refused (each names what to do about it). */
export const PROMO_MESSAGES = {
  applied: 'Promo code applied successfully',
  failed: 'Failed to validate promo code',
  unknown: 'This promo code does not exist.',
  inactive: 'This promo code is no longer active.',
  notStarted: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  exhausted: 'This promo code has been used up.',
  usedByYou: 'You have already used this promo code.',
  belowMinimum: (minimum: string) => `This promo code needs a cart total of at least ${minimum}.`,
  removed: 'Promo code removed',
} as const;
