import type { PrismaClient } from '@skins/db';
import type { CheckoutBody } from '@skins/shared/orders';

/**
 * 'Save my information for future purchases' (spec §4): the checkout's details become the profile's, so
 * the next checkout is prefilled. A failure here is logged by the caller and never fails the checkout.
 */
export async function saveCheckoutDetails(db: PrismaClient, userId: number, body: CheckoutBody): Promise<void> {
  await db.user.update({
    where: { id: userId },
    data: { name: body.name, surname: body.surname, phone: body.phone, countryId: body.country, city: body.city, address: body.address, zip: body.postCode, steamTradeLink: body.tradeUrl },
  });
}
