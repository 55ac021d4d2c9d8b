/**
 * PUT /api/user/profile: only the fields sent change (the account page saves its two forms separately, the
 * checkout saves its own set). The SteamID is never written here: only a Steam sign-in proves one, and a
 * typed SteamID would let someone claim another person's Steam account and trade URL. A new e-mail address
 * goes through services/auth/email-change.ts: proof of the owner, then a confirmation link.
 */
import type { Db, UserModel, UserType } from '@skins/db';
import { parseTradeUrl, tradeUrlProblem, type UpdateProfileBody, type UserProfile } from '@skins/shared';
import { validationError } from '../../lib/errors.ts';
import type { EnqueueAccountEmail } from '../auth/account-emails.ts';
import { assertOwnerPresent, requestEmailChange, type OwnerProof } from '../auth/email-change.ts';
import { getProfile } from './profile.ts';

export interface ProfileUpdate {
  profile: UserProfile;
  /** A new address waits for its confirmation link. */
  emailChangeRequested: boolean;
}

export async function updateProfile(db: Db, user: UserModel, body: Omit<UpdateProfileBody, 'current_password'>, enqueueEmail: EnqueueAccountEmail, proof: OwnerProof): Promise<ProfileUpdate> {
  const errors: Record<string, string[]> = {};
  if (body.country_id != null && !(await db.country.findUnique({ where: { id: body.country_id }, select: { id: true } }))) {
    errors.country_id = ['The selected country is invalid.'];
  }
  const tradeUrl = body.trade_url ? tradeUrlProblem(body.trade_url, user.steamId) : null;
  if (tradeUrl) errors.steam_trade_link = [tradeUrl];
  // The address already waiting for its link is no new request: saving it again sends no second mail.
  const newEmail = body.email !== undefined && body.email !== user.email && body.email !== user.pendingEmail ? body.email : undefined;
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationError(errors, first);
  if (newEmail) await assertOwnerPresent(user, proof);

  await db.user.update({
    where: { id: user.id },
    data: {
      name: body.name,
      surname: body.surname,
      phone: body.phone,
      phoneCountryCode: body.phone_country_code,
      phoneNationalNumber: body.phone_national_number,
      countryId: body.country_id,
      city: body.city,
      address: body.address,
      zip: body.zip,
      // Stored rebuilt from its two parameters, so nothing else a pasted link carried travels with it.
      steamTradeLink: body.trade_url ? parseTradeUrl(body.trade_url)?.normalized : body.trade_url,
      iban: body.iban,
      bicSwift: body.bic_swift,
    },
  });
  if (newEmail) await requestEmailChange(db, user, newEmail, enqueueEmail);
  return { profile: await getProfile(db, user.id), emailChangeRequested: newEmail !== undefined };
}

/** The account type chosen in the account-type modal (or changed later). */
export async function setUserType(db: Db, userId: number, userType: UserType): Promise<UserProfile> {
  await db.user.update({ where: { id: userId }, data: { userType } });
  return getProfile(db, userId);
}
