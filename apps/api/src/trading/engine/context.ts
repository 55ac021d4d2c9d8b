import type { PrismaClient } from '@skins/db';
import type { Env } from '../../config/env.ts';
import type { TradingPort } from '../steam/port.ts';

/** How the engine paces trades (config/env.ts TRADE_*). */
export interface TradingSettings {
  /** An offer nobody answered is canceled after this long. */
  offerTtlMs: number;
  /** A buyer may ask for a resend this long after an offer was declined, expired or countered. */
  resendWindowMs: number;
  /** Offers the engine itself sends for one trade before it gives up (confirmations lost, Steam's errors). */
  maxAttempts: number;
  /** Resends a buyer may ask for. */
  buyerResends: number;
  /** How long a send whose answer was lost is looked for before it is taken as never created. */
  unknownGraceMs: number;
  /** How often an open offer is asked about when nothing tells the engine it changed. */
  recheckMs: number;
  /** Offers a bot has out at once, and offers out to one partner at once: the rest wait in `checking`. */
  botMaxOffers: number;
  partnerMaxOffers: number;
}

export function tradingSettings(env: Pick<Env, 'TRADE_OFFER_TTL_HOURS' | 'TRADE_RESEND_WINDOW_HOURS' | 'JOB_EVERY_SCALE' | 'TRADE_BOT_MAX_OFFERS' | 'TRADE_PARTNER_MAX_OFFERS'>): TradingSettings {
  return {
    offerTtlMs: env.TRADE_OFFER_TTL_HOURS * 3_600_000,
    resendWindowMs: env.TRADE_RESEND_WINDOW_HOURS * 3_600_000,
    maxAttempts: 3,
    buyerResends: 1,
    unknownGraceMs: Math.max(1_000, 120_000 * env.JOB_EVERY_SCALE),
    recheckMs: Math.max(1_000, 60_000 * env.JOB_EVERY_SCALE),
    botMaxOffers: env.TRADE_BOT_MAX_OFFERS,
    partnerMaxOffers: env.TRADE_PARTNER_MAX_OFFERS,
  };
}

export interface TradingLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TradingContext {
  db: PrismaClient;
  port: TradingPort;
  settings: TradingSettings;
  log: TradingLog;
  /**
   * The engine's clock for its deadlines (offer, resend window, hold, protection). Real time unless a test
   * moves it together with the sandbox's trading clock.
   */
  now?: () => Date;
}

export const engineNow = (ctx: Pick<TradingContext, 'now'>): Date => ctx.now?.() ?? new Date();
