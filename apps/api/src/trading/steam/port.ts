/**
 * The trading port: everything the shop asks of Steam to move items, behind one interface with two
 * implementations (CONVENTIONS §13, DESIGN.md "Items move by Steam trade offers"):
 *   - `steam-trading.ts`: the real one, on DoctorMcKay's libraries (steam-session for the bot's web session,
 *     steam-tradeoffer-manager + steamcommunity for offers and mobile confirmations, steam-totp for keys);
 *   - `sandbox-trading.ts`: a small client of the sandbox's Steam stand-in, for development and tests.
 * Production refuses the sandbox one (config/env.ts), as it does the sandbox's OpenID.
 *
 * The port is stateless towards the shop: it never reads or writes the database. The engine
 * (trading/*) decides what to send and records what happened; the port only speaks to Steam and
 * reports Steam's answers in the shapes below. Every method may throw a `TradeError`.
 */

/** Dota 2's app id and the context its items live in. */
export const DOTA2_APP_ID = 570;
export const DOTA2_CONTEXT_ID = '2';

/** A bot account as the engine knows it; its secrets are the implementation's (from the environment). */
export interface BotRef {
  /** The bot's SteamID64. */
  steamId: string;
  /** Steam account name, for logs and staff only. */
  accountName: string;
}

/**
 * A bot with the secrets an implementation logs in with (STEAM_BOTS; SANDBOX_BOTS with `sandboxRefreshToken`
 * outside production). The refresh token is steam-session's, for the WebBrowser platform (audience "web").
 */
export interface BotAccount extends BotRef {
  refreshToken: string;
  /** steam-totp secrets from the bot's maFile (base64). */
  sharedSecret: string;
  identitySecret: string;
}

/** One item in a Steam inventory (app 570, context 2). Asset ids change whenever an item changes hands. */
export interface SteamAsset {
  assetId: string;
  classId: string;
  instanceId: string;
  /** Display name (market_hash_name where Steam gives one), when the answer carries descriptions. */
  name: string | null;
  /** False while Steam holds the item back (a trade cooldown or protection). */
  tradable: boolean;
  /** When Steam says it becomes tradable (cache_expiration / owner_descriptions), if it says. */
  tradableAfter: Date | null;
}

/**
 * The states of a trade offer (Steam's ETradeOfferState, plus 12, which the libraries' enums lack):
 *   2 active, 3 accepted, 4 countered, 5 expired, 6 canceled, 7 declined, 8 invalid_items,
 *   9 needs_confirmation, 10 canceled_by_second_factor, 11 in_escrow, 12 reversed (trade protection rollback).
 * 1 (invalid) and anything unknown map to `unknown`.
 */
export const OFFER_STATES = [
  'active',
  'accepted',
  'countered',
  'expired',
  'canceled',
  'declined',
  'invalid_items',
  'needs_confirmation',
  'canceled_by_second_factor',
  'in_escrow',
  'reversed',
  'unknown',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export function offerStateOf(raw: number): OfferState {
  const byNumber: Record<number, OfferState> = {
    2: 'active',
    3: 'accepted',
    4: 'countered',
    5: 'expired',
    6: 'canceled',
    7: 'declined',
    8: 'invalid_items',
    9: 'needs_confirmation',
    10: 'canceled_by_second_factor',
    11: 'in_escrow',
    12: 'reversed',
  };
  return byNumber[raw] ?? 'unknown';
}

/** A trade offer as Steam reports it (IEconService GetTradeOffer(s)). */
export interface OfferSnapshot {
  offerId: string;
  state: OfferState;
  /** Steam's number, kept for logs (12 has no name in the libraries). */
  rawState: number;
  /** True when the bot sent it; false for an offer someone sent to the bot. */
  isOurs: boolean;
  /** The other party's SteamID64. */
  partnerSteamId: string;
  message: string;
  /** Asset ids the bot gives / receives. */
  give: string[];
  receive: string[];
  /** Set once the offer was accepted (the trade that carried it out). */
  tradeId: string | null;
  /** When a held trade completes (state in_escrow). */
  escrowEndsAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Steam's own expiry (14 days after creation). */
  expiresAt: Date;
}

/** What a finished trade did to each asset (IEconService GetTradeStatus), with the new asset ids. */
export interface ExchangeDetails {
  /**
   * complete: done; in_escrow: held; pending: still being carried out; failed: nothing moved;
   * reversed: rolled back under trade protection (raw 12).
   */
  status: 'complete' | 'in_escrow' | 'pending' | 'failed' | 'reversed';
  rawStatus: number;
  /** Items the bot received: the partner's old asset id and the bot's new one. */
  received: ExchangedAsset[];
  /** Items the bot gave: the bot's old asset id and the partner's new one. */
  given: ExchangedAsset[];
}

export interface ExchangedAsset {
  assetId: string;
  newAssetId: string | null;
  classId: string;
  instanceId: string;
  /** Until when either side may reverse the trade (trade protection), if Steam says. */
  protectedUntil: Date | null;
  /** Until when the new owner cannot trade it on (a cooldown after the trade), if Steam says. */
  tradableAfter: Date | null;
}

export interface SendOfferRequest {
  /** The partner's trade URL (partner account id and token): the only way to reach a non-friend. */
  tradeUrl: string;
  /** Bot asset ids to give (a delivery). */
  give: string[];
  /** Partner asset ids to ask for (an intake). */
  receive: string[];
  /** Shown to the partner in Steam; carries the code they can check against the shop's page. */
  message: string;
}

export interface SentOffer {
  offerId: string;
  /** Steam created the offer but it waits for the bot's mobile confirmation (state 9). */
  needsConfirmation: boolean;
}

export interface HoldDurations {
  /** Days a trade would be held because of the bot's account (0 with the Mobile Authenticator). */
  myDays: number;
  /** Days because of the partner's account (up to 15 without the Mobile Authenticator for 7 days). */
  theirDays: number;
}

export interface BotStatus {
  steamId: string;
  /** A web session is open (cookies and an access token that has not expired). */
  loggedIn: boolean;
  /** When the current session expires, if known. */
  sessionExpiresAt: Date | null;
  /** Mobile confirmations waiting for the bot (offers created but not yet confirmed). */
  pendingConfirmations: number;
  /** Items the bot holds in app 570, context 2. */
  inventoryCount: number;
}

/**
 * Why a call failed, in the engine's terms:
 *   - rate_limited: HTTP 429, EResult 25 LimitExceeded or 84 RateLimitExceeded: wait `retryAfterMs`, try again;
 *   - unavailable: Steam down, slow or answering 5xx / EResult 2 Fail / 16 Timeout / 20 ServiceUnavailable:
 *     try again later; for `send`, an offer MAY have been created anyway (look for it before sending again);
 *   - items_unavailable: EResult 26 Revoked: an asset is not where the offer says (gone, or not tradable);
 *   - partner_unreachable: EResult 15 AccessDenied: the trade URL's token is wrong, the inventory is private,
 *     or the partner cannot trade (ban, cooldown);
 *   - not_logged_in: the session expired (HTTP 401/403, "Not Logged In"): log in again;
 *   - confirmation_failed: the mobile confirmation is missing or was refused;
 *   - not_found: the offer or trade id is unknown to Steam;
 *   - refused: anything else Steam refused, with its message.
 */
export type TradeErrorKind =
  | 'rate_limited'
  | 'unavailable'
  | 'items_unavailable'
  | 'partner_unreachable'
  | 'not_logged_in'
  | 'confirmation_failed'
  | 'not_found'
  | 'refused';

export class TradeError extends Error {
  override name = 'TradeError';
  constructor(
    readonly kind: TradeErrorKind,
    message: string,
    readonly details: { eresult?: number; httpStatus?: number; retryAfterMs?: number } = {},
  ) {
    super(message);
  }
}

export interface TradingPort {
  /** Which implementation this is (logged, shown to staff, refused in production when 'sandbox'). */
  readonly kind: 'steam' | 'sandbox';
  /** The bots this port can act for (configured with their secrets). */
  readonly bots: readonly BotRef[];
  /** Where a person opens an offer (Steam's page, or the sandbox's stand-in of it): for mails and the timeline. */
  offerUrl(offerId: string): string;

  /** Opens (or renews) the bot's web session when it has none or it is about to expire. */
  ensureSession(bot: BotRef): Promise<void>;
  /** Acknowledges Steam's Trade Protection for the bot's account, once: without it its offers are blocked. */
  acknowledgeTradeProtection(bot: BotRef): Promise<void>;
  status(bot: BotRef): Promise<BotStatus>;

  /** Items the bot holds (app 570, context 2). */
  botInventory(bot: BotRef): Promise<SteamAsset[]>;
  /** Which of these asset ids the bot holds now (custody's check of the shop's record against Steam). */
  botHolds(bot: BotRef, assetIds: readonly string[]): Promise<SteamAsset[]>;
  /** A user's public Dota 2 inventory (the seller's, to pick the asset an intake asks for). */
  userInventory(bot: BotRef, steamId: string): Promise<SteamAsset[]>;
  /** Steam's GetTradeHoldDurations for a trade with the trade URL's owner. */
  holdDurations(bot: BotRef, tradeUrl: string): Promise<HoldDurations>;

  /** Creates the offer. A timeout or 5xx throws `unavailable`: the offer may exist; find it by its message. */
  sendOffer(bot: BotRef, request: SendOfferRequest): Promise<SentOffer>;
  /** Accepts the bot's mobile confirmation for one offer it sent. */
  confirmOffer(bot: BotRef, offerId: string): Promise<void>;
  getOffer(bot: BotRef, offerId: string): Promise<OfferSnapshot | null>;
  /** Offers sent and received that changed since `since` (GetTradeOffers with a historical cutoff). */
  listOffers(bot: BotRef, since: Date): Promise<{ sent: OfferSnapshot[]; received: OfferSnapshot[] }>;
  /** Cancels an offer the bot sent (still active or waiting for confirmation). */
  cancelOffer(bot: BotRef, offerId: string): Promise<void>;
  /** Declines an offer someone sent to the bot (the bot never accepts one). */
  declineOffer(bot: BotRef, offerId: string): Promise<void>;
  /** What an accepted offer's trade moved, with the new asset ids. */
  exchangeDetails(bot: BotRef, tradeId: string): Promise<ExchangeDetails>;
}
