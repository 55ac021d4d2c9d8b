/**
 * The mobile authenticator's confirmation key, as Steam checks it: base64 of HMAC-SHA1 under the account's
 * identity secret over the time (8 bytes, big-endian) followed by the tag (at most 32 bytes). steam-totp's
 * `getConfirmationKey` computes the same; the stand-in keeps its own so a wrong key is caught independently.
 */
import { createHmac } from 'node:crypto';

export function confirmationKey(identitySecret: string, time: number, tag: string): string {
  const tagBytes = Buffer.from(tag, 'utf8').subarray(0, 32);
  const data = Buffer.alloc(8 + tagBytes.length);
  data.writeBigUInt64BE(BigInt(time), 0);
  tagBytes.copy(data, 8);
  return createHmac('sha1', Buffer.from(identitySecret, 'base64')).update(data).digest('base64');
}
