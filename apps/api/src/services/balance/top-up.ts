/**
 * A balance top-up is an order of kind top_up paid through Paysage like a cart (widget or hosted page);
 * a paid one credits the balance once (applyProviderTransaction). The minimum is settings.min_top_up
 * (euro), scaled by the chosen currency's rate.
 */
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@skins/db';
import { convertToEurMinorUnits, convertToMinorUnits, minorUnitsToDecimalString, type CheckoutResponse } from '@skins/shared';
import { validationError } from '../../lib/errors.ts';
import { resolveCurrency } from '../currencies/resolve-currency.ts';
import { decimalSetting } from '../settings/setting-rules.ts';
import { recordOrderOpened } from '../orders/order-state.ts';
import { openPayment, type PaymentSettings } from '../payments/open-payment.ts';

export async function startTopUp(
  db: PrismaClient,
  userId: number,
  { amount, currency: currencyCode }: { amount: string; currency?: string },
  settings: PaymentSettings,
): Promise<CheckoutResponse> {
  const currency = await resolveCurrency(db, currencyCode);
  const minimumEur = decimalSetting('min_top_up', (await db.setting.findUnique({ where: { key: 'min_top_up' } }))?.value);
  const minimumMinor = convertToMinorUnits(minimumEur, currency.rate);
  const amountMinor = convertToMinorUnits(amount, '1');
  if (amountMinor <= 0n || amountMinor < minimumMinor) {
    throw validationError({ amount: [`The minimum top-up is ${minorUnitsToDecimalString(minimumMinor)} ${currency.code}.`] });
  }
  const totalEur = minorUnitsToDecimalString(convertToEurMinorUnits(amount, currency.rate));
  const trackingId = randomUUID();
  const order = await db.order.create({
    data: {
      userId,
      kind: 'top_up',
      paymentType: 'paysage_widget',
      trackingId,
      currency: currency.code,
      rate: currency.rate,
      amountMinor,
      subtotalEur: totalEur,
      totalEur,
      expiresAt: new Date(Date.now() + settings.orderTtlMs),
    },
  });
  await recordOrderOpened(db, order.id, 'checkout', 'balance top-up');
  return openPayment(
    db,
    { id: order.id, kind: 'top_up', amountMinor, currency: currency.code, trackingId, expiresAt: order.expiresAt, paymentType: 'paysage_widget' },
    {},
    settings,
  );
}
