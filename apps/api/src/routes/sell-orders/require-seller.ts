import { SELL_ORDER_MESSAGES } from '@skins/shared/sell-orders';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/app/auth.ts';

/** Spec §6: only accounts whose user_type is seller may sell; anyone else is told so (403), the signed-out 401. */
export async function requireSeller(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.userType !== 'seller') throw new AppError('FORBIDDEN', SELL_ORDER_MESSAGES.sellerOnly);
}
