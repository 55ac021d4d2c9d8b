import { formatPrice } from '@skins/shared';
import type { CartTotals } from '@skins/shared';
import type { TranslationKey } from '@skins/shared/i18n';

export interface TotalsLine {
  id: 'subtotal' | 'discount' | 'delivery' | 'vat' | 'total';
  label: { key: TranslationKey; params?: Record<string, string | number> };
  /** The amount as shown; the delivery line shows the word 'Free' instead (`free`). */
  value: string;
  free?: boolean;
  /** A line under the label (the delivery note). */
  note?: TranslationKey;
}

/**
 * The totals of the cart summary (spec §2 Cart): subtotal, the promo discount while a code counts,
 * delivery (always free: a Steam trade offer to the trade URL), VAT unless `vat_percent` is 0, and the total.
 */
export function cartTotalsLines(totals: CartTotals): TotalsLine[] {
  const money = (value: number) => formatPrice(value, totals.currency_symbol);
  const lines: TotalsLine[] = [{ id: 'subtotal', label: { key: 'cart.subtotal' }, value: money(totals.subtotal) }];
  if (totals.discount > 0) {
    lines.push({
      id: 'discount',
      label: totals.promo_code ? { key: 'cart.promoDiscountCode', params: { code: totals.promo_code } } : { key: 'cart.promoDiscount' },
      value: `-${money(totals.discount)}`,
    });
  }
  lines.push({
    id: 'delivery',
    label: { key: 'cart.delivery' },
    value: totals.delivery > 0 ? money(totals.delivery) : '',
    free: totals.delivery <= 0,
    note: 'cart.deliveryNote',
  });
  if (totals.vat_percent > 0) lines.push({ id: 'vat', label: { key: 'cart.vat', params: { percent: totals.vat_percent } }, value: money(totals.vat) });
  lines.push({ id: 'total', label: { key: 'cart.total' }, value: money(totals.total) });
  return lines;
}
