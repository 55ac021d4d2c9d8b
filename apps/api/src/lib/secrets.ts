/**
 * Random tokens and their digests. Every bearer secret we hand out (session cookie, API token, e-mail link
 * token) is 256 random bits, and only its SHA-256 is stored: a copy of the database signs no one in.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacBase64Url(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
