/** The user profile of spec §3 as the api answers it (both names the web app reads for each field). */
import type { Db, UserModel } from '@skins/db';
import type { UserProfile } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';
import { isEmailVerified } from '../auth/email-verification.ts';

type ProfileRow = UserModel & { country: { id: number; title: string; iso: string } | null };

export function toProfile(user: ProfileRow): UserProfile {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    email_verified: isEmailVerified(user),
    pending_email: user.pendingEmail,
    phone: user.phone,
    phone_country_code: user.phoneCountryCode,
    phone_national_number: user.phoneNationalNumber,
    avatarUrl: user.avatarUrl,
    avatar: user.avatarUrl,
    created_at: user.createdAt.toISOString(),
    country: user.country ? { id: user.country.id, title: user.country.title, iso: user.country.iso } : null,
    country_id: user.countryId,
    city: user.city,
    address: user.address,
    zip: user.zip,
    post_code: user.zip,
    steamId: user.steamId,
    steam_id: user.steamId,
    steam_trade_link: user.steamTradeLink,
    trade_url: user.steamTradeLink,
    iban: user.iban,
    bic_swift: user.bicSwift,
    user_type: user.userType,
    has_password: user.passwordHash !== null,
    balance: Number(user.balance),
  };
}

export async function getProfile(db: Db, userId: number): Promise<UserProfile> {
  const user = await db.user.findUnique({ where: { id: userId }, include: { country: true } });
  if (!user) throw notFound('User not found');
  return toProfile(user);
}
