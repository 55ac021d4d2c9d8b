/**
 * A Paysage notification is believed only when its Content-Signature (base64 RSA-SHA256 over the exact raw
 * body, checked with the provider's public key) verifies. The shop's Basic credentials are no proof: they
 * travel with every notification and are easily captured, so they are accepted alone only under the
 * development switch PAYSAGE_ALLOW_BASIC_NOTIFICATIONS, which production refuses at boot. Anything else is
 * refused before its body is even parsed. Even a verified notification is only a hint (confirm-transaction.ts).
 */
import { createPublicKey, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

export interface NotificationSecrets {
  shopId: string;
  secretKey: string;
  /** The provider's public key: PEM, or bare base64 SPKI as Paysage's back office shows it. */
  signaturePublicKey: string;
  /** Development switch: Basic credentials without a signature are enough. */
  allowBasicOnly: boolean;
}

export function toPublicKey(text: string): KeyObject {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  if (trimmed.includes('BEGIN PUBLIC KEY')) return createPublicKey(trimmed);
  return createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type Verification = { ok: true; by: 'signature' | 'basic' } | { ok: false; reason: string };

export function verifyNotification(
  rawBody: Buffer,
  headers: { authorization?: string; 'content-signature'?: string },
  secrets: NotificationSecrets,
  key: KeyObject = toPublicKey(secrets.signaturePublicKey),
): Verification {
  const signature = headers['content-signature'];
  if (signature) {
    try {
      if (verify('sha256', rawBody, key, Buffer.from(signature, 'base64'))) return { ok: true, by: 'signature' };
    } catch {
      // malformed signature: falls through to the refusal below
    }
    return { ok: false, reason: 'signature does not match the body' };
  }
  if (!secrets.allowBasicOnly) return { ok: false, reason: 'no Content-Signature' };
  const auth = headers.authorization;
  if (auth?.startsWith('Basic ')) {
    const expected = Buffer.from(`${secrets.shopId}:${secrets.secretKey}`).toString('base64');
    if (sameSecret(auth.slice(6).trim(), expected)) return { ok: true, by: 'basic' };
    return { ok: false, reason: 'wrong shop credentials' };
  }
  return { ok: false, reason: 'neither a signature nor credentials' };
}
