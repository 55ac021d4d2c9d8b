/**
 * Items go only to a Steam account proven to be the buyer's: a Steam user's own account (signed in by Steam),
 * or, for a buyer who signed up by e-mail, the account named at checkout once they sign in to it from the order
 * page (auth/link-steam-account.ts). Until then the delivery waits in `awaiting_owner`, and the timeline says
 * so; a stolen card's items never go to whatever account the thief typed in.
 */
import type { PrismaClient } from '@skins/db';
import { moveTrade } from './trade-state.ts';

export type OwnerProof = 'proven' | 'awaiting' | 'someone_else';

/** Whether a delivery to `partnerSteamId` may go out, given the Steam account linked to the buyer (if any). */
export function ownerProof(linkedSteamId: string | null, partnerSteamId: string): OwnerProof {
  if (!linkedSteamId) return 'awaiting';
  return linkedSteamId === partnerSteamId ? 'proven' : 'someone_else';
}

/** The buyer just proved `steamId` theirs: deliveries to it that waited for that go out now. */
export async function releaseProvenDeliveries(db: PrismaClient, userId: number, steamId: string): Promise<number> {
  const waiting = await db.trade.findMany({ where: { userId, kind: 'delivery', status: 'awaiting_owner', partnerSteamId: steamId }, select: { id: true } });
  let released = 0;
  for (const trade of waiting) {
    const moved = await db.$transaction((tx) =>
      moveTrade(tx, { tradeId: trade.id, from: 'awaiting_owner', to: 'checking', source: 'buyer', note: 'the buyer proved the Steam account theirs by a Steam sign-in', data: { deadlineAt: null, nextCheckAt: new Date() } }),
    );
    if (moved) released += 1;
  }
  return released;
}
