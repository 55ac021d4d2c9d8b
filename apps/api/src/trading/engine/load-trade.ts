import type { BotAsset, OrderKind, PrismaClient, SteamBot, Trade, TradeItem } from '@skins/db';
import type { TradeFacts } from './decide.ts';

export type LoadedTradeItem = TradeItem & {
  botAsset: BotAsset | null;
  orderItem: { id: number; title: string; listingId: number } | null;
  /** An intake line's sell order. */
  sellOrder: { id: number; status: string; skinName: string } | null;
};

export type LoadedTrade = Trade & {
  bot: SteamBot;
  items: LoadedTradeItem[];
  sellOrder: { id: number; status: string; skinName: string; assetId: string | null } | null;
  order: { kind: OrderKind } | null;
};

/** A trade with what every step needs: its bot, its items with their assets, its sell order. */
export function loadTrade(db: PrismaClient, id: number): Promise<LoadedTrade | null> {
  return db.trade.findUnique({
    where: { id },
    include: {
      bot: true,
      items: {
        orderBy: { id: 'asc' },
        include: { botAsset: true, orderItem: { select: { id: true, title: true, listingId: true } }, sellOrder: { select: { id: true, status: true, skinName: true } } },
      },
      sellOrder: { select: { id: true, status: true, skinName: true, assetId: true } },
      order: { select: { kind: true } },
    },
  });
}

/** The items an intake still asks for: those not dropped before the offer went out. */
export const liveItems = (trade: { items: readonly LoadedTradeItem[] }): LoadedTradeItem[] => trade.items.filter((item) => item.droppedReason === null);

/** What a decision (decide.ts) needs to know of a loaded trade. */
export function factsOf(trade: LoadedTrade): TradeFacts {
  return {
    kind: trade.kind,
    items: liveItems(trade).length,
    status: trade.status,
    offerId: trade.offerId,
    attempt: trade.attempt,
    resendsUsed: trade.resendsUsed,
    deadlineAt: trade.deadlineAt,
    holdUntil: trade.holdUntil,
    protectedUntil: trade.protectedUntil,
    resendableUntil: trade.resendableUntil,
    acceptedAt: trade.acceptedAt,
    orderKind: trade.order?.kind ?? null,
  };
}
