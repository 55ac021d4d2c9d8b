/**
 * Steam's inventory answers, kept per Steam account for INVENTORY_LIMITS.cacheSeconds in this process:
 * every refresh of 'sell from my inventory' used to call Steam (100 refreshes, 100 calls), which Steam
 * rate-limits per shop. Concurrent misses for one account share one call; only answers Steam gave are
 * kept, so a private inventory made public is seen on the next refresh.
 */
import { INVENTORY_LIMITS, steamInventoryAnswerSchema } from '@skins/shared';
import type { z } from 'zod';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/errors.ts';

export type SteamInventoryAnswer = z.infer<typeof steamInventoryAnswerSchema>;
export type LoadSteamInventory = (steamId: string) => Promise<SteamInventoryAnswer>;

export const INVENTORY_MESSAGES = {
  noSteam: 'Sign in with Steam to pick a skin from your inventory.',
  private: 'Your Steam inventory is private. Make it public in Steam, then try again.',
  unavailable: 'Steam did not answer. Try again in a moment, or type the skin name.',
} as const;

/** Accounts whose answers are kept at once; a busy shop forgets the older ones first. */
const MAX_ACCOUNTS = 5_000;

/** Steam answers at most this many a page (above ~1,000 it refuses); a seller's whole inventory is a few pages. */
const PAGE_SIZE = 500;
const MAX_PAGES = 10;

/** A seller's whole inventory, page after page; a page Steam refuses refuses the whole. */
export async function fetchInventory(baseUrl: string, steamId: string): Promise<SteamInventoryAnswer> {
  const whole: SteamInventoryAnswer = { assets: [], descriptions: [], success: 1 };
  const known = new Set<string>();
  let start: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await fetchPage(baseUrl, steamId, start);
    whole.assets.push(...answer.assets);
    for (const description of answer.descriptions) {
      const key = `${description.classid}_${description.instanceid}`;
      if (!known.has(key)) whole.descriptions.push(description);
      known.add(key);
    }
    if (!answer.more_items || !answer.last_assetid) break;
    start = answer.last_assetid;
  }
  return whole;
}

async function fetchPage(baseUrl: string, steamId: string, start: string | undefined): Promise<SteamInventoryAnswer> {
  let response: Response;
  try {
    const from = start ? `&start_assetid=${encodeURIComponent(start)}` : '';
    response = await fetch(`${baseUrl}/${steamId}/570/2?l=english&count=${PAGE_SIZE}${from}`, { signal: AbortSignal.timeout(5000) });
  } catch {
    throw new AppError('UNAVAILABLE', INVENTORY_MESSAGES.unavailable);
  }
  if (response.status === 403) throw new AppError('CONFLICT', INVENTORY_MESSAGES.private);
  const parsed = steamInventoryAnswerSchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
  if (!parsed.success || parsed.data.success !== 1) throw new AppError('UNAVAILABLE', INVENTORY_MESSAGES.unavailable);
  return parsed.data;
}

/**
 * A loader of Steam inventories from `baseUrl` (STEAM_INVENTORY_URL), keeping answers per account. lru-cache's
 * fetch shares one call among concurrent misses and keeps only what resolved: a refusal is asked again.
 */
export function steamInventories(baseUrl: string, ttlMs = INVENTORY_LIMITS.cacheSeconds * 1000): LoadSteamInventory {
  const kept = new LRUCache<string, SteamInventoryAnswer>({ max: MAX_ACCOUNTS, ttl: ttlMs, fetchMethod: (steamId) => fetchInventory(baseUrl, steamId) });
  return async (steamId) => (await kept.fetch(steamId))!;
}
