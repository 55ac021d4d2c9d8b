/**
 * IEconService's answers and trade URLs, read the same way by both implementations: GetTradeStatus into
 * exchange details, GetTradeHoldDurations into days, and a trade URL into its partner and token.
 */
import { z } from 'zod';
import type { ExchangeDetails, ExchangedAsset, HoldDurations } from './port.ts';
import { TradeError } from './port.ts';

const ACCOUNT_ID_OFFSET = 76561197960265728n;
const DAY_S = 86_400;
/** Steam's trade-protection window (knowhow: 7 days; CS2 keeps protected items in context 16). */
const PROTECTION_S = 7 * DAY_S;

export function parseTradeUrl(tradeUrl: string): { steamId: string; token: string } {
  let url: URL;
  try {
    url = new URL(tradeUrl);
  } catch {
    throw new TradeError('partner_unreachable', 'Not a trade URL');
  }
  const partner = url.searchParams.get('partner') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!/^\d{1,10}$/.test(partner) || Number(partner) >= 2 ** 32 || !/^[\w-]{1,32}$/.test(token)) throw new TradeError('partner_unreachable', 'Not a trade URL');
  return { steamId: String(BigInt(partner) + ACCOUNT_ID_OFFSET), token };
}

export const steamIdOfAccount = (accountId: number | string) => String(BigInt(accountId) + ACCOUNT_ID_OFFSET);

const tradeAssetSchema = z.object({
  assetid: z.string(),
  classid: z.string(),
  instanceid: z.string().default('0'),
  new_assetid: z.string().optional(),
  new_contextid: z.string().optional(),
  /** The sandbox's own marker of a protected item (its stand-in says so; Steam's marker for Dota 2 is unknown). */
  time_protected_until: z.number().optional(),
});
type TradeAsset = z.infer<typeof tradeAssetSchema>;

export const tradeStatusSchema = z.object({
  tradeid: z.string(),
  status: z.number(),
  time_init: z.number(),
  assets_received: z.array(tradeAssetSchema).default([]),
  assets_given: z.array(tradeAssetSchema).default([]),
});

function exchangedAsset(asset: TradeAsset, timeInit: number): ExchangedAsset {
  const protectedSeconds = asset.time_protected_until ?? (asset.new_contextid === '16' ? timeInit + PROTECTION_S : null);
  const protectedUntil = protectedSeconds === null ? null : new Date(protectedSeconds * 1000);
  return { assetId: asset.assetid, newAssetId: asset.new_assetid ?? null, classId: asset.classid, instanceId: asset.instanceid, protectedUntil, tradableAfter: protectedUntil };
}

/** ETradeStatus: 3 Complete, 10 InEscrow, 12 TradeProtectionRollback (undocumented), 0-2 still going. */
function exchangeStatus(raw: number): ExchangeDetails['status'] {
  if (raw === 3) return 'complete';
  if (raw === 10) return 'in_escrow';
  if (raw === 12) return 'reversed';
  if (raw >= 0 && raw <= 2) return 'pending';
  return 'failed';
}

export function exchangeDetailsFrom(trade: z.infer<typeof tradeStatusSchema>): ExchangeDetails {
  return {
    status: exchangeStatus(trade.status),
    rawStatus: trade.status,
    received: trade.assets_received.map((asset) => exchangedAsset(asset, trade.time_init)),
    given: trade.assets_given.map((asset) => exchangedAsset(asset, trade.time_init)),
  };
}

const escrowSchema = z.object({ escrow_end_duration_seconds: z.number() });
export const holdDurationsSchema = z.object({ my_escrow: escrowSchema, their_escrow: escrowSchema });

export function holdDurationsFrom(answer: z.infer<typeof holdDurationsSchema>): HoldDurations {
  return { myDays: Math.ceil(answer.my_escrow.escrow_end_duration_seconds / DAY_S), theirDays: Math.ceil(answer.their_escrow.escrow_end_duration_seconds / DAY_S) };
}
