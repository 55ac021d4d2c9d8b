import type { PrismaClient } from '../generated/client/client.ts';
import { hashPassword, verifyPassword } from '../src/passwords.ts';

/** Creates the staff account from STAFF_EMAIL / STAFF_PASSWORD, or brings an existing one up to date. */
export async function seedStaffAccount(db: PrismaClient, email: string, password: string): Promise<void> {
  const normalisedEmail = email.trim().toLowerCase();
  const existing = await db.user.findUnique({ where: { email: normalisedEmail } });
  const passwordHash =
    existing?.passwordHash && (await verifyPassword(existing.passwordHash, password))
      ? existing.passwordHash
      : await hashPassword(password);
  const fields = { passwordHash, role: 'staff' as const, emailVerifiedAt: existing?.emailVerifiedAt ?? new Date() };
  await db.user.upsert({
    where: { email: normalisedEmail },
    create: { email: normalisedEmail, name: 'Staff', surname: 'Member', ...fields },
    update: fields,
  });
}
