/**
 * SteamID and trade-URL rules (pure; the api and the web forms use the same ones). A SteamID64 of an
 * individual account is 76561197960265728 + the 32-bit account id, and a trade-offer URL carries that
 * account id as `partner`, so a trade URL can be checked against the signed-in user's SteamID.
 */

import type { TranslationKey } from './i18n/en.ts';

/** SteamID64 of account id 0: universe 1 (public), type 1 (individual), instance 1 (desktop). */
export const STEAM_ID64_BASE = 76561197960265728n;
const MAX_ACCOUNT_ID = 0xffff_ffffn;

export const TRADE_URL_EXAMPLE = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';
export const TRADE_URL_MESSAGES = {
  format: `Invalid Steam trade URL format. It should look like: ${TRADE_URL_EXAMPLE}`,
  required: 'Trade URL is required',
  otherAccount: 'This trade URL belongs to another Steam account. Use the trade URL of the Steam account you signed in with.',
  notSteamId: 'This trade URL belongs to another Steam account than the Steam ID: use the trade URL of that account.',
} as const;

export const STEAM_ID_MESSAGES = {
  format: 'The Steam ID must be a SteamID64: the 17 digits that start with 7656119, e.g. 76561198000000001.',
} as const;

/** True for the canonical SteamID64 of an individual account (17 digits, account id 1..2^32-1). */
export function isSteamId64(value: string): boolean {
  if (!/^\d{17}$/.test(value)) return false;
  const accountId = BigInt(value) - STEAM_ID64_BASE;
  return accountId >= 1n && accountId <= MAX_ACCOUNT_ID;
}

export function steamId64ToAccountId(steamId64: string): bigint | null {
  return isSteamId64(steamId64) ? BigInt(steamId64) - STEAM_ID64_BASE : null;
}

/** Whether the trade URL sends its offers to the account of `steamId64` (a malformed URL or id names nobody). */
export function tradeUrlNamesAccount(tradeUrl: string, steamId64: string): boolean {
  const parsed = parseTradeUrl(tradeUrl);
  const accountId = steamId64ToAccountId(steamId64.trim());
  return parsed !== null && accountId !== null && parsed.partner === accountId;
}

/** The SteamID64 of the account a trade URL sends its offers to, or null for a malformed URL. */
export function steamIdOfTradeUrl(tradeUrl: string): string | null {
  const parsed = parseTradeUrl(tradeUrl);
  return parsed ? String(STEAM_ID64_BASE + parsed.partner) : null;
}

export interface TradeUrl {
  /** The account id (SteamID32) of the account that receives the offer. */
  partner: bigint;
  token: string;
  /** The URL rebuilt from its two parameters, so nothing else travels with it. */
  normalized: string;
}

/**
 * Parses `https://steamcommunity.com/tradeoffer/new/?partner=<n>&token=<t>`: https, that exact host and
 * path (trailing slash optional), exactly the two parameters once each, a numeric partner and a token of
 * letters, digits, underscore and hyphen. Anything else is not a trade URL.
 */
export function parseTradeUrl(value: string): TradeUrl | null {
  // Parsed by hand: this package runs in the browser and in Node without relying on either's URL class.
  const match = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/?\?([^#\s]*)$/.exec(value.trim());
  if (!match) return null;
  const params = new Map<string, string>();
  for (const pair of (match[1] ?? '').split('&')) {
    const [key = '', text, ...rest] = pair.split('=');
    if (text === undefined || rest.length > 0 || params.has(key)) return null;
    params.set(key, text);
  }
  const partnerText = params.get('partner');
  const token = params.get('token');
  if (params.size !== 2 || partnerText === undefined || token === undefined) return null;
  if (!/^\d{1,10}$/.test(partnerText) || !/^[A-Za-z0-9_-]{6,16}$/.test(token)) return null;
  const partner = BigInt(partnerText);
  if (partner < 1n || partner > MAX_ACCOUNT_ID) return null;
  return { partner, token, normalized: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}` };
}

/** Why a trade URL is refused, the most basic reason first (spec §5 Trade URL in accept modal). */
export type TradeUrlIssue = 'required' | 'protocol' | 'path' | 'partner' | 'format' | 'otherAccount';

/**
 * The reasons of spec §5 in their order (missing, not http(s), not the trade-offer path, no partner), then
 * the exact form `parseTradeUrl` takes and, given the signed-in SteamID, that account's partner id.
 * `null` when the URL is fine.
 */
export function tradeUrlIssue(value: string, steamId64?: string | null): TradeUrlIssue | null {
  const text = value.trim();
  if (!text) return 'required';
  if (!/^https?:\/\//i.test(text)) return 'protocol';
  if (!/^https?:\/\/(www\.)?steamcommunity\.com\/tradeoffer\/new\/?(\?|$)/i.test(text)) return 'path';
  if (!/[?&]partner=/.test(text)) return 'partner';
  const problem = tradeUrlProblem(text, steamId64);
  if (problem === null) return null;
  return problem === TRADE_URL_MESSAGES.otherAccount ? 'otherAccount' : 'format';
}

/** A refusal as the web shows it (a dictionary key and its values) and as the api words it. */
export interface IssueTexts {
  key: TranslationKey;
  params?: Record<string, string | number>;
  apiText: string;
}

/** The api keeps one format message for every malformed URL; the web names the §5 reason. */
export const TRADE_URL_ISSUES: Record<TradeUrlIssue, IssueTexts> = {
  required: { key: 'validation.tradeUrlRequired', apiText: TRADE_URL_MESSAGES.required },
  protocol: { key: 'validation.urlProtocol', apiText: TRADE_URL_MESSAGES.format },
  path: { key: 'validation.validSteamTradeUrl', apiText: TRADE_URL_MESSAGES.format },
  partner: { key: 'validation.tradeUrlPartner', apiText: TRADE_URL_MESSAGES.format },
  format: { key: 'validation.invalidTradeUrlFormat', params: { example: TRADE_URL_EXAMPLE }, apiText: TRADE_URL_MESSAGES.format },
  otherAccount: { key: 'validation.tradeUrlOtherAccount', apiText: TRADE_URL_MESSAGES.otherAccount },
};

/** The message for a trade URL the user may not save, or null when it is fine. */
export function tradeUrlProblem(value: string, steamId64?: string | null): string | null {
  if (!parseTradeUrl(value)) return TRADE_URL_MESSAGES.format;
  if (steamId64 && !tradeUrlNamesAccount(value, steamId64)) return TRADE_URL_MESSAGES.otherAccount;
  return null;
}
