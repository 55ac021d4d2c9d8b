/**
 * Staff sign-in for the admin CLI: e-mail and password of a staff account buy a bearer token (only its
 * SHA-256 is stored, api-tokens.ts). A wrong password and an unknown address answer alike; a right password
 * on a customer account is told plainly that the CLI is for staff.
 */
import type { PrismaClient } from '@skins/db';
import { AUTH_MESSAGES } from '@skins/shared';
import { AppError } from '../../lib/errors.ts';
import { createApiToken, revokeApiToken } from './api-tokens.ts';
import { checkCredentials } from './login.ts';

/** A CLI token lasts a month; signing in again is cheap, a leaked token that never dies is not. */
export const STAFF_TOKEN_TTL_MS = 30 * 24 * 3_600_000;

export interface StaffSignIn {
  token: string;
  expiresAt: Date;
  user: { id: number; email: string; name: string };
}

export async function signInStaff(db: PrismaClient, email: string, password: string, device: string): Promise<StaffSignIn> {
  const outcome = await checkCredentials(db, email, password);
  if (outcome.result === 'invalid') throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
  // 'verify' is a right password on an unverified address; staff are seeded verified, so it only ever means a customer.
  if (outcome.user.role !== 'staff') throw new AppError('FORBIDDEN', 'This account is not a staff account.');
  const expiresAt = new Date(Date.now() + STAFF_TOKEN_TTL_MS);
  const token = await createApiToken(db, outcome.user.id, `admin-cli ${device}`.slice(0, 190), expiresAt);
  return { token, expiresAt, user: { id: outcome.user.id, email: outcome.user.email ?? email, name: `${outcome.user.name} ${outcome.user.surname}`.trim() } };
}

export async function signOutStaff(db: PrismaClient, token: string): Promise<void> {
  await revokeApiToken(db, token);
}
