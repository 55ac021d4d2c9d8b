/** A bot's side of the Steam trading stand-in, spoken to as the libraries speak to Steam (raw HTTP). */
import { createHmac } from 'node:crypto';
import { SANDBOX_BOTS, sandboxRefreshToken, seedAssetId } from '@skins/shared/sandbox-steam';
import { tradeTokenFor } from '../src/steam/users.ts';

export const BOT = SANDBOX_BOTS[0]!;
export const BUYER = '76561198100000001';
export const SELLER = '76561198100000002';

let nextListing = 3;
/** A seeded item of the first bot (listing ids that are multiples of 3 are its own). */
export const seededAsset = () => seedAssetId(11, (nextListing += 3));

export function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export interface BotLogin {
  /** The Cookie header for community calls. */
  cookie: string;
  sessionId: string;
  accessToken: string;
}

/** steam-session's getWebCookies(), by hand: finalizelogin, then the transfer that sets steamLoginSecure. */
export async function logIn(base: string, steamId = BOT.steamId): Promise<BotLogin> {
  const sessionId = 'a1b2c3d4e5f6a1b2c3d4e5f6';
  const finalize = await fetch(`${base}/steam/login/jwt/finalizelogin`, { method: 'POST', body: multipart({ nonce: sandboxRefreshToken(steamId), sessionid: sessionId, redir: 'https://steamcommunity.com/login/home/?goto=' }) });
  const { transfer_info } = (await finalize.json()) as { transfer_info: { url: string; params: Record<string, string> }[] };
  const transfer = await fetch(transfer_info[0]!.url, { method: 'POST', body: multipart({ steamID: steamId, ...transfer_info[0]!.params }) });
  const value = transfer.headers.getSetCookie()[0]!.split(';')[0]!.slice('steamLoginSecure='.length);
  return { cookie: `steamLoginSecure=${value}; sessionid=${sessionId}`, sessionId, accessToken: decodeURIComponent(value).split('||')[1]! };
}

export function tradeOffer(login: BotLogin, to: string, give: string[], receive: string[], extra: Record<string, string> = {}): RequestInit {
  const side = (ids: string[]) => ({ assets: ids.map((assetid) => ({ appid: 570, contextid: '2', amount: 1, assetid })), currency: [], ready: false });
  return {
    method: 'POST',
    headers: { cookie: login.cookie },
    body: new URLSearchParams({
      sessionid: login.sessionId,
      serverid: '1',
      partner: to,
      tradeoffermessage: 'Skinshop: code TEST-1',
      json_tradeoffer: JSON.stringify({ newversion: true, version: 2, me: side(give), them: side(receive) }),
      captcha: '',
      trade_offer_create_params: JSON.stringify({ trade_offer_access_token: tradeTokenFor(to) }),
      ...extra,
    }),
  };
}

/** steam-totp's getConfirmationKey, computed here independently of the stand-in's own. */
export function confirmationKey(identitySecret: string, time: number, tag: string): string {
  const data = Buffer.alloc(8 + tag.length);
  data.writeBigUInt64BE(BigInt(time));
  data.write(tag, 8);
  return createHmac('sha1', Buffer.from(identitySecret, 'base64')).update(data).digest('base64');
}

export function confirmationQuery(time: number, tag: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ p: 'android:0000', a: BOT.steamId, k: confirmationKey(BOT.identitySecret, time, tag), t: String(time), m: 'react', tag, ...extra }).toString();
}

export const econ = (base: string, method: string, query: Record<string, string>) => fetch(`${base}/steam/api/IEconService/${method}/v1/?${new URLSearchParams(query)}`);
