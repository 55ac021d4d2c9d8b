/**
 * The totals lines: subtotal, promo discount, free delivery by trade offer, VAT on what is left,
 * total. Computed once here for the cart page, the checkout and the order record, in the charged currency's
 * minor units (what the buyer sees and pays) and in euro (what the books keep). Pure: no database.
 */
import { convertToMinorUnits, minorUnitsToDecimalString, toScaledInteger } from '@skins/shared';

export interface PromoTerms {
  kind: 'percent' | 'fixed';
  /** Percent (0-100) or a fixed euro amount, as a decimal string. */
  value: string;
}

export interface TotalsInput {
  itemPricesEur: string[];
  rate: string;
  promo?: PromoTerms | null;
  vatPercent: string;
}

export interface Totals {
  subtotalMinor: bigint;
  discountMinor: bigint;
  vatMinor: bigint;
  totalMinor: bigint;
  subtotalEur: string;
  discountEur: string;
  vatEur: string;
  totalEur: string;
}

/** amount x percent / 100, rounded half-up to whole minor units; percent has up to two decimals. */
function percentOf(amountMinor: bigint, percent: string): bigint {
  const hundredths = toScaledInteger(percent, 2);
  return (amountMinor * hundredths * 2n + 10_000n) / 20_000n;
}

function discountOf(subtotalMinor: bigint, promo: PromoTerms | null | undefined, rate: string): bigint {
  if (!promo) return 0n;
  const discount = promo.kind === 'percent' ? percentOf(subtotalMinor, promo.value) : convertToMinorUnits(promo.value, rate);
  return discount > subtotalMinor ? subtotalMinor : discount;
}

export function computeTotals({ itemPricesEur, rate, promo, vatPercent }: TotalsInput): Totals {
  const subtotalMinor = itemPricesEur.reduce((sum, price) => sum + convertToMinorUnits(price, rate), 0n);
  const discountMinor = discountOf(subtotalMinor, promo, rate);
  const vatMinor = percentOf(subtotalMinor - discountMinor, vatPercent);

  const subtotalEurCents = itemPricesEur.reduce((sum, price) => sum + toScaledInteger(price, 2), 0n);
  const discountEurCents = discountOf(subtotalEurCents, promo, '1');
  const vatEurCents = percentOf(subtotalEurCents - discountEurCents, vatPercent);
  return {
    subtotalMinor,
    discountMinor,
    vatMinor,
    totalMinor: subtotalMinor - discountMinor + vatMinor,
    subtotalEur: minorUnitsToDecimalString(subtotalEurCents),
    discountEur: minorUnitsToDecimalString(discountEurCents),
    vatEur: minorUnitsToDecimalString(vatEurCents),
    totalEur: minorUnitsToDecimalString(subtotalEurCents - discountEurCents + vatEurCents),
  };
}
