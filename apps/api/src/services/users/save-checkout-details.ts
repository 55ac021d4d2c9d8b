import type { Db, UserModel } from '@skins/db';
import type { CheckoutBody } from '@skins/shared/orders';
import type { EnqueueAccountEmail } from '../auth/account-emails.ts';
import { requestEmailChange } from '../auth/email-change.ts';

/**
 * 'Save my information for future purchases' (spec §4): the checkout's details become the profile's, so
 * the next checkout is prefilled. An account without an e-mail address (a Steam sign-in) keeps the typed one
 * too, by the account page's road: pending until its link is opened, one link per new address. No fresh
 * sign-in is asked for, because an address kept so cannot open the account (a password reset needs a password
 * to replace, and setting a first one asks for the Steam sign-in). An address the account has is never
 * replaced from here. A failure here is logged by the caller and never fails the checkout.
 */
export async function saveCheckoutDetails(db: Db, user: Pick<UserModel, 'id' | 'email' | 'pendingEmail'>, body: CheckoutBody, enqueueEmail: EnqueueAccountEmail): Promise<void> {
  await db.user.update({
    where: { id: user.id },
    data: { name: body.name, surname: body.surname, phone: body.phone, countryId: body.country, city: body.city, address: body.address, zip: body.postCode, steamTradeLink: body.tradeUrl },
  });
  if (!user.email && body.email !== user.pendingEmail) await requestEmailChange(db, user, body.email, enqueueEmail);
}
