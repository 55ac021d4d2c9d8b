/** Steam's trade offers and trades as the stand-in keeps them (numbers are Steam's, times are ms). */
import type { Asset } from './ledger.ts';

/** ETradeOfferState, plus 12 (a trade reversed under trade protection), which the libraries' enum lacks. */
export const OfferState = {
  Active: 2,
  Accepted: 3,
  Countered: 4,
  Expired: 5,
  Canceled: 6,
  Declined: 7,
  InvalidItems: 8,
  NeedsConfirmation: 9,
  CanceledBySecondFactor: 10,
  InEscrow: 11,
  Reversed: 12,
} as const;

/** ETradeStatus of the trade an accepted offer became (12: TradeProtectionRollback, undocumented). */
export const TradeStatus = { Complete: 3, InEscrow: 10, Reversed: 12 } as const;

/** Offers in these states are "active" for GetTradeOffers and still change by themselves. */
export const LIVE_STATES: ReadonlySet<number> = new Set([OfferState.Active, OfferState.NeedsConfirmation, OfferState.InEscrow]);

/** How long either side may reverse a protected trade. */
export const PROTECTION_DAYS = 7;
export const DAY_MS = 86_400_000;

export interface OfferItem {
  assetId: string;
  classId: string;
  instanceId: string;
}

export type UserResponse = 'accept' | 'decline' | 'counter';

export interface Offer {
  id: string;
  sender: string;
  recipient: string;
  message: string;
  /** What the sender gives, and what it asks of the recipient. */
  senderItems: OfferItem[];
  recipientItems: OfferItem[];
  state: number;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  /** Sent by an account that gives items: it waited for a mobile confirmation (confirmation_method 2). */
  confirmedByMobile: boolean;
  tradeId: string | null;
  escrowEndsAt: number | null;
  /** The offer this one counters, if it is a counter-offer. */
  counters: string | null;
  /** The sandbox user's automatic answer (fault steam.trade.respond), due at `at`. */
  response: { action: UserResponse; at: number } | null;
}

/** One item carried by a trade: taken from `from` as `before`, minted at `to` as `after`. */
export interface TradeMove {
  from: string;
  to: string;
  before: Asset;
  after: Asset;
}

export interface Trade {
  id: string;
  offerId: string;
  createdAt: number;
  status: number;
  escrowEndsAt: number | null;
  /** Either side may reverse the trade until then (trade protection was on when it was accepted). */
  protectedUntil: number | null;
  moves: TradeMove[];
  /** The trade that carried the items back, once reversed. */
  rollbackTradeId: string | null;
}

export interface Confirmation {
  id: string;
  /** The confirmation's own key (`ck`), distinct from the TOTP confirmation key. */
  nonce: string;
  owner: string;
  offerId: string;
  createdAt: number;
}

/** Steam's answer to something it refused: an EResult and the words it uses. */
export class SteamRefusal extends Error {
  constructor(
    readonly eresult: number,
    message: string,
  ) {
    super(message);
  }
}

export const EResult = { Fail: 2, InvalidState: 11, AccessDenied: 15, Revoked: 26, InvalidParam: 8 } as const;
