/** Users for the identity tests: unique e-mails per test, passwords hashed the way the api hashes them. */
import { randomInt, randomUUID } from 'node:crypto';
import type { PrismaClient, UserModel, UserType } from '@skins/db';
import { STEAM_ID64_BASE } from '@skins/shared';
import { hashUserPassword } from '../../src/services/auth/passwords.ts';

export const PASSWORD = 'Correct-horse-9';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID()}@test.local`;
}

/** A random individual-account SteamID64 (the sandbox signs any such id in). */
export function uniqueSteamId(): string {
  // Account ids up to ~2e9 keep the 7656119 prefix the sandbox (like real Steam ids today) expects.
  return (STEAM_ID64_BASE + BigInt(randomInt(1, 2_000_000_000))).toString();
}

export interface TestUserOptions {
  email?: string | null;
  password?: string | null;
  verified?: boolean;
  steamId?: string | null;
  userType?: UserType | null;
}

export async function createTestUser(db: PrismaClient, options: TestUserOptions = {}): Promise<UserModel & { password: string }> {
  const password = options.password === undefined ? PASSWORD : options.password;
  const user = await db.user.create({
    data: {
      email: options.email === undefined ? uniqueEmail() : options.email,
      passwordHash: password === null ? null : await hashUserPassword(password),
      emailVerifiedAt: options.verified === false ? null : new Date(),
      name: 'Test',
      surname: 'User',
      steamId: options.steamId ?? null,
      userType: options.userType ?? null,
    },
  });
  return { ...user, password: password ?? '' };
}

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada',
    surname: 'Lovelace',
    email,
    password: PASSWORD,
    passConfirm: PASSWORD,
    user_type: 'buyer',
    accept_terms: true,
    ...overrides,
  };
}
