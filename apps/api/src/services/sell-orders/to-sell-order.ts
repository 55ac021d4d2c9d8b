import type { SellOrder as SellOrderRow } from '@skins/db';
import { convertFromEur } from '@skins/shared';
import { maskCardNumber } from '@skins/shared/cards';
import { SELL_ORDER_STATUS_LABELS, type IntakeView, type SellOrder } from '@skins/shared/sell-orders';
import type { PriceCurrency } from '../currencies/resolve-currency.ts';

/** A sell order as the seller sees it (spec §3), prices in the requested currency, the card masked. */
export function toSellOrder(row: SellOrderRow, currency: PriceCurrency, intake: IntakeView | null = null, statusReason: string | null = null): SellOrder {
  const price = (value: { toString(): string } | null) => (value === null ? null : convertFromEur(value.toString(), currency.rate));
  return {
    id: row.id,
    skin_name: row.skinName,
    quality: row.quality,
    price: price(row.priceEur) ?? 0,
    admin_price: price(row.adminPriceEur),
    final_price: price(row.finalPriceEur),
    status: row.status,
    status_label: SELL_ORDER_STATUS_LABELS[row.status],
    trade_url: row.tradeUrl,
    steam_link: row.steamLink,
    currency_symbol: currency.symbol,
    currency_code: currency.code,
    created_at: row.createdAt.toISOString(),
    card_number: maskCardNumber(row.cardLast4),
    card_holder_name: row.cardHolderName,
    card_expire_date: row.cardExpireDate,
    offer_valid_until: row.status === 'offer' ? (row.offerValidUntil?.toISOString() ?? null) : null,
    status_reason: statusReason,
    asset_id: row.assetId,
    intake,
    payout_reference: row.payoutReference,
    paid_out_at: row.paidOutAt?.toISOString() ?? null,
    payout_due_at: row.payoutDueAt?.toISOString() ?? null,
  };
}
