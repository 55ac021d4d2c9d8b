/**
 * The one-click unsubscribe link of a watch: an HMAC of the watch id under the session secret, so the link
 * needs no stored token, cannot be guessed for another watch, and keeps working in every past mail.
 */
import { hmacBase64Url, safeEqual } from '../../lib/secrets.ts';

export const unsubscribeToken = (secret: string, watchId: number) => hmacBase64Url(secret, `watch-unsubscribe:${watchId}`);

export const isUnsubscribeToken = (secret: string, watchId: number, token: string) => safeEqual(unsubscribeToken(secret, watchId), token);
