import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The key the sandbox signs notifications with (beGateway's `Content-Signature`: base64 RSA-SHA256,
 * PKCS#1 v1.5, over the exact raw body). By default a development keypair committed next to this file,
 * so the api can verify with `dev-signing-key.pub.pem` without any setup. It protects nothing real.
 */
export interface SigningKeys {
  privateKey: KeyObject;
  publicKeyPem: string;
  /** The public key as beGateway's back office shows it: bare base64 SPKI, no PEM armour. */
  publicKeyBase64: string;
}

export function loadSigningKeys(privateKeyPem: string | undefined): SigningKeys {
  // .env files often carry a PEM on one line with literal "\n" escapes.
  const pem = privateKeyPem?.replace(/\\n/g, '\n') ?? readFileSync(new URL('./dev-signing-key.pem', import.meta.url), 'utf8');
  const privateKey = createPrivateKey(pem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const publicKeyBase64 = publicKeyPem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return { privateKey, publicKeyPem, publicKeyBase64 };
}

export function signBody(keys: SigningKeys, body: string): string {
  return sign('sha256', Buffer.from(body, 'utf8'), keys.privateKey).toString('base64');
}
