import type { PrismaClient } from '@skins/db';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { markSold } from './staff-actions.ts';

/**
 * Marks a sell order sold and records its payout. The payout is recorded once: the order can be sold only
 * once (a second call is refused by the state machine), and a payout reference is unique, so paying two
 * orders with one transfer by mistake is refused with a message that says why.
 */
export async function recordSale(db: PrismaClient, staffId: number, id: number, finalPriceEur: string, payoutReference: string, reason?: string) {
  try {
    return await markSold(db, staffId, id, finalPriceEur, payoutReference, reason);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`The payout reference "${payoutReference}" is already recorded for another sell order.`);
    throw error;
  }
}
