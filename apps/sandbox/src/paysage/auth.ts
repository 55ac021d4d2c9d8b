import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Every server-to-server Paysage call is HTTP Basic with shop id and secret key. */
export function basicAuthHeader(shopId: string, secretKey: string): string {
  return `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
}

export function hasShopCredentials(request: FastifyRequest, shopId: string, secretKey: string): boolean {
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Compare both halves even when the first differs, so timing says nothing about which one was wrong.
  const idOk = sameSecret(decoded.slice(0, colon), shopId);
  const keyOk = sameSecret(decoded.slice(colon + 1), secretKey);
  return idOk && keyOk;
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
