/**
 * Staff sign-in for the admin CLI: e-mail and password of a staff account buy a bearer token (only its
 * SHA-256 is stored, api-tokens.ts). A wrong password, an unknown address and a customer's right password
 * are one answer after the same work (one password check): telling the customer apart made the staff
 * router an oracle for customers' passwords.
 */
import type { PrismaClient, UserModel } from '@skins/db';
import { createApiToken, revokeApiToken } from './api-tokens.ts';
import { checkCredentials } from './login.ts';

/** A CLI token lasts a month; signing in again is cheap, a leaked token that never dies is not. */
export const STAFF_TOKEN_TTL_MS = 30 * 24 * 3_600_000;

export interface StaffSignIn {
  token: string;
  expiresAt: Date;
  user: { id: number; email: string; name: string };
}

/** The staff account these credentials open, or null for anything else (wrong, unknown, not staff). */
export async function checkStaffCredentials(db: PrismaClient, email: string, password: string): Promise<UserModel | null> {
  const outcome = await checkCredentials(db, email, password);
  // 'verify' is a right password on an unverified address; staff are seeded verified, so it only ever means a customer.
  return outcome.result !== 'invalid' && outcome.user.role === 'staff' ? outcome.user : null;
}

export async function issueStaffToken(db: PrismaClient, staff: UserModel, device: string): Promise<StaffSignIn> {
  const expiresAt = new Date(Date.now() + STAFF_TOKEN_TTL_MS);
  const token = await createApiToken(db, staff.id, `admin-cli ${device}`.slice(0, 190), expiresAt);
  return { token, expiresAt, user: { id: staff.id, email: staff.email ?? '', name: `${staff.name} ${staff.surname}`.trim() } };
}

export async function signOutStaff(db: PrismaClient, token: string): Promise<void> {
  await revokeApiToken(db, token);
}
