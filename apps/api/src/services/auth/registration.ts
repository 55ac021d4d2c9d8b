/**
 * Sign-up with e-mail and password (spec §5). The answer is the same whether or not the address already has
 * an account: the owner of a known address gets an e-mail saying someone tried to register with it, instead
 * of the visitor learning that the address is registered.
 */
import type { Db } from '@skins/db';
import { AUTH_MESSAGES, type RegisterBody } from '@skins/shared';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { EnqueueAccountEmail } from './account-emails.ts';
import { hashUserPassword } from './passwords.ts';

export async function isRegistrationEnabled(db: Db): Promise<boolean> {
  const setting = await db.setting.findUnique({ where: { key: 'is_reg_enabled' } });
  return setting?.value === 'true';
}

export async function registerUser(db: Db, body: RegisterBody, enqueueEmail: EnqueueAccountEmail): Promise<void> {
  if (!(await isRegistrationEnabled(db))) throw new AppError('FORBIDDEN', AUTH_MESSAGES.registrationDisabled);
  // Hashed before looking the address up, so both answers take the time of one argon2id hash.
  const passwordHash = await hashUserPassword(body.password);
  const existing = await db.user.findUnique({ where: { email: body.email }, select: { id: true } });
  if (existing) {
    await enqueueEmail({ kind: 'registration-attempt', userId: existing.id });
    return;
  }
  let userId: number;
  try {
    const user = await db.user.create({
      data: {
        email: body.email,
        passwordHash,
        name: body.name,
        surname: body.surname,
        userType: body.user_type ?? null,
        phone: body.phone ?? null,
        phoneCountryCode: body.phone_country_code ?? null,
        phoneNationalNumber: body.phone_national_number?.replace(/\s/g, '') ?? null,
      },
      select: { id: true },
    });
    userId = user.id;
  } catch (error) {
    // Two sign-ups with one address at once: the loser is told what every known address is told.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  await enqueueEmail({ kind: 'verify-email', userId });
}
