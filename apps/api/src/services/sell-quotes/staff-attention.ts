/**
 * What of the sellers' side needs a person, most urgent first: skins the instant quote would not price
 * (waiting for staff's offer, with the rule's reason), intakes that failed (the order cancelled by the engine),
 * and instant-quote payouts that fell due. Everything else runs alone.
 */
import type { PrismaClient } from '@skins/db';
import type { QuoteReason } from '@skins/shared';
import { en, translate } from '@skins/shared/i18n';

export interface AttentionRow {
  id: number;
  skinName: string;
  status: string;
  seller: string;
  why: string;
  /** The quote's reasons, in English, where the rule said something. */
  reasons: string | null;
  since: string;
}

const NO_QUOTE_TEXT: Record<string, string> = {
  not_tradable: 'Steam would not let it be traded when quoted',
  unknown_item: 'no catalogue item has its name',
  excluded_quality: 'a quality the rule leaves to staff',
  too_few_sales: 'too few sales here to quote it',
  above_threshold: 'above the instant quote threshold',
};

/** A quote's reasons as staff read them ("median of 14 sales here €2.10, our margin 20 %, ..."). */
export function reasonsText(reasons: readonly QuoteReason[]): string {
  const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
  return reasons
    .map((reason) => {
      switch (reason.code) {
        case 'median':
          return translate(en, 'quotes.reason.median', { sales: reason.sales, amount: euro(reason.amount) });
        case 'margin':
          return translate(en, 'quotes.reason.margin', { percent: reason.percent });
        case 'stock':
          return translate(en, 'quotes.reason.stock', { held: reason.held, percent: reason.percent });
        case 'speed':
          return translate(en, 'quotes.reason.speed', { days: reason.days, percent: reason.percent });
        case 'floor':
          return translate(en, 'quotes.reason.floor', { amount: euro(reason.amount) });
      }
    })
    .join(', ');
}

const LIMIT = 100;

export async function sellOrdersNeedingPerson(db: PrismaClient, now = new Date()): Promise<AttentionRow[]> {
  const seller = { select: { email: true, name: true, steamId: true } } as const;
  const name = (user: { email: string | null; name: string; steamId: string | null }) => user.email ?? (user.name || user.steamId || '');
  const [pending, failed, due] = await Promise.all([
    db.sellOrder.findMany({ where: { status: 'pending' }, orderBy: { createdAt: 'asc' }, take: LIMIT, include: { user: seller } }),
    db.sellOrder.findMany({
      where: { status: 'cancelled', updatedAt: { gt: new Date(now.getTime() - 30 * 86_400_000) }, events: { some: { actorRole: 'system', toStatus: 'cancelled' } } },
      orderBy: { updatedAt: 'asc' },
      take: LIMIT,
      include: { user: seller, events: { where: { actorRole: 'system', toStatus: 'cancelled' }, orderBy: { id: 'desc' }, take: 1 } },
    }),
    db.sellOrder.findMany({ where: { status: 'skin_received', payoutDueAt: { lte: now } }, orderBy: { payoutDueAt: 'asc' }, take: LIMIT, include: { user: seller } }),
  ]);
  // A pending order's skin may have been quoted first: the rule's word on it is why it waits for a person.
  const quotes = await db.sellQuote.findMany({
    where: { noQuoteReason: { not: null }, OR: pending.flatMap((order) => (order.assetId ? [{ userId: order.userId, assetId: order.assetId }] : [])) },
    orderBy: { id: 'desc' },
  });
  const quoteOf = (order: (typeof pending)[number]) => quotes.find((quote) => quote.userId === order.userId && quote.assetId === order.assetId);
  return [
    ...pending.map((order) => {
      const quote = quoteOf(order);
      return {
        id: order.id,
        skinName: order.skinName,
        status: order.status,
        seller: name(order.user),
        why: quote ? `no instant quote: ${NO_QUOTE_TEXT[quote.noQuoteReason!] ?? quote.noQuoteReason}` : 'waiting for an offer',
        reasons: quote ? reasonsText(quote.reasons as QuoteReason[]) || null : null,
        since: order.createdAt.toISOString(),
      };
    }),
    ...failed.map((order) => ({ id: order.id, skinName: order.skinName, status: order.status, seller: name(order.user), why: `intake failed: ${order.events[0]?.note ?? ''}`, reasons: null, since: order.updatedAt.toISOString() })),
    ...due.map((order) => ({ id: order.id, skinName: order.skinName, status: order.status, seller: name(order.user), why: `payout due since ${order.payoutDueAt!.toISOString().slice(0, 16).replace('T', ' ')}`, reasons: null, since: order.payoutDueAt!.toISOString() })),
  ];
}
