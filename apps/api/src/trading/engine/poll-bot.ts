/**
 * A bot asks Steam which of its offers changed since its last look (GetTradeOffers with a historical cutoff;
 * the cursor is kept on the bot's row, so a restarted worker carries on where it left off). Changed offers are
 * recorded on their trades at once, rather than at the trade's next scheduled look. Offers someone sent to
 * the bot are declined: the shop never accepts an offer it did not make, counter-offers included.
 */
import type { TradingContext } from './context.ts';
import { botRef } from '../steam/bots.ts';
import { loadTrade } from './load-trade.ts';
import { messageCarriesCode } from './offer-message.ts';
import { applyOfferState, settleUnknownSend } from './sync-offer.ts';
import { FINAL_TRADE_STATUSES, statusForOffer } from './trade-state.ts';

export interface PollReport {
  changed: number;
  declined: number;
}

/** Offers are asked for from a little before the cursor, so one that changed as the last poll ran is not missed. */
const OVERLAP_MS = 60_000;

export async function pollBot(ctx: TradingContext, botId: number): Promise<PollReport> {
  const { db, port, log } = ctx;
  const bot = await db.steamBot.findUnique({ where: { id: botId } });
  if (!bot?.active) return { changed: 0, declined: 0 };
  const started = new Date();
  const since = new Date((bot.polledUntil ?? new Date(started.getTime() - 3_600_000)).getTime() - OVERLAP_MS);
  const { sent, received } = await port.listOffers(botRef(bot), since);

  let declined = 0;
  for (const offer of received) {
    if (offer.state !== 'active') continue;
    await port.declineOffer(botRef(bot), offer.offerId);
    declined += 1;
    log.info({ bot: bot.accountName, offerId: offer.offerId, partner: offer.partnerSteamId }, 'declined an offer sent to the bot (the shop never accepts one)');
  }

  let changed = 0;
  for (const offer of sent) {
    let trade = await db.trade.findUnique({ where: { offerId: offer.offerId }, select: { id: true } });
    if (!trade) {
      // An offer whose send answer was lost: it is the trade whose code its message carries.
      const open = await db.trade.findMany({ where: { botId, status: { in: ['sending', 'unknown'] }, code: { not: null } }, select: { id: true, code: true } });
      const match = open.find((candidate) => messageCarriesCode(offer.message, candidate.code!));
      if (!match) continue;
      trade = { id: match.id };
    }
    const loaded = await loadTrade(db, trade.id);
    if (!loaded || FINAL_TRADE_STATUSES.has(loaded.status)) continue;
    if (loaded.offerId === offer.offerId && statusForOffer(offer.state) === loaded.status) continue;
    try {
      if (!loaded.offerId) await settleUnknownSend(ctx, loaded, 'poll');
      else await applyOfferState(ctx, loaded, offer, 'poll');
      changed += 1;
    } catch (error) {
      // One trade's trouble must not stop the others; its own schedule looks at it again.
      log.warn({ tradeId: loaded.id, err: error }, 'could not record an offer change from the poll');
    }
  }
  await db.steamBot.update({ where: { id: botId }, data: { polledUntil: started } });
  return { changed, declined };
}
