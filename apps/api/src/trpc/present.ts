/**
 * Sell orders as staff see them: euro amounts as decimal strings (never floats), times as ISO strings (the
 * wire is plain JSON), the payout card masked like everywhere else.
 */
import type { Prisma, SellOrder, SellOrderEvent } from '@skins/db';
import { maskCardNumber } from '@skins/shared/cards';
import { SELL_ORDER_STATUS_LABELS } from '@skins/shared/sell-orders';
import type { QuoteReason } from '@skins/shared/sell-quotes';
import { reasonsText } from '../services/sell-quotes/staff-attention.ts';

const eur = (value: Prisma.Decimal | null) => (value === null ? null : value.toFixed(2));

export function staffSellOrder(row: SellOrder) {
  return {
    id: row.id,
    status: row.status,
    statusLabel: SELL_ORDER_STATUS_LABELS[row.status],
    skinName: row.skinName,
    quality: row.quality,
    askingEur: eur(row.priceEur) ?? '0.00',
    offerEur: eur(row.adminPriceEur),
    finalEur: eur(row.finalPriceEur),
    sellerId: row.userId,
    sellerCurrency: row.currency,
    steamLink: row.steamLink,
    tradeUrl: row.tradeUrl,
    card: maskCardNumber(row.cardLast4),
    cardHolderName: row.cardHolderName,
    cardExpireDate: row.cardExpireDate,
    payoutReference: row.payoutReference,
    paidOutAt: row.paidOutAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface Seller {
  email: string | null;
  steamId?: string | null;
}

const sellerName = (user: Seller) => user.email ?? (user.steamId ? `steam:${user.steamId}` : '(no e-mail)');

export function staffSellOrderListItem(row: SellOrder & { user: Seller }) {
  return { ...staffSellOrder(row), seller: sellerName(row.user) };
}

type EventWithActor = SellOrderEvent & { actor: { email: string | null } | null };

type QuoteOfOrder = { id: number; reasons: Prisma.JsonValue; validUntil: Date } | null;

export function staffSellOrderDetail(row: SellOrder & { user: Seller & { iban: string | null; bicSwift: string | null }; events: EventWithActor[]; quote?: QuoteOfOrder }) {
  return {
    ...staffSellOrder(row),
    /** The instant quote the seller accepted, with the reasons its price was built from. */
    quote: row.quote ? { id: row.quote.id, reasons: reasonsText(row.quote.reasons as QuoteReason[]) } : null,
    payoutDueAt: row.payoutDueAt?.toISOString() ?? null,
    seller: sellerName(row.user),
    sellerIban: row.user.iban,
    sellerBicSwift: row.user.bicSwift,
    history: row.events.map((event) => ({
      at: event.createdAt.toISOString(),
      actor: event.actor?.email ?? event.actorRole,
      role: event.actorRole,
      from: event.fromStatus,
      to: event.toStatus,
      priceEur: eur(event.priceEur),
      note: event.note,
    })),
  };
}
