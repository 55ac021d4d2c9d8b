import { FALLBACK_PHONE_COUNTRY } from '@skins/shared';
import type { GeoCountry } from '@skins/shared';

/**
 * The visitor's country by IP address, for the phone input's default (spec §7). The provider speaks ip2c's
 * protocol: `GET {url with {ip}}` answers `1;LV;LVA;Latvia` (1 = found, the code at position 2). Answers are
 * kept a short while per address, so a page's few calls and a visitor's next pages cost one lookup; a
 * failure is kept shorter, so a provider that is down is not asked on every request but is soon again.
 */
export interface CountryLookupOptions {
  /** The provider URL with `{ip}` where the address goes (GEO_COUNTRY_URL). */
  urlTemplate: string;
  log: { warn(object: object, message: string): void };
  ttlMs?: number;
  failureTtlMs?: number;
  timeoutMs?: number;
  maxEntries?: number;
}

export type CountryLookup = (ip: string) => Promise<GeoCountry>;

const FALLBACK: GeoCountry = { country: FALLBACK_PHONE_COUNTRY, detected: false };

export function createCountryLookup({ urlTemplate, log, ttlMs = 10 * 60_000, failureTtlMs = 30_000, timeoutMs = 2000, maxEntries = 10_000 }: CountryLookupOptions): CountryLookup {
  const cache = new Map<string, { value: GeoCountry; until: number }>();

  const remember = (ip: string, value: GeoCountry) => {
    // Oldest first: a Map keeps insertion order, so the first key is the one to drop.
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(ip, { value, until: Date.now() + (value.detected ? ttlMs : failureTtlMs) });
    return value;
  };

  return async (ip) => {
    const cached = cache.get(ip);
    if (cached && cached.until > Date.now()) return cached.value;
    try {
      const response = await fetch(urlTemplate.replace('{ip}', encodeURIComponent(ip)), { signal: AbortSignal.timeout(timeoutMs) });
      const text = response.ok ? await response.text() : '';
      const [found, country] = text.split(';');
      if (found !== '1' || !country || !/^[A-Z]{2}$/.test(country)) throw new Error(`provider answered ${response.status} ${text.slice(0, 40)}`);
      return remember(ip, { country, detected: true });
    } catch (error) {
      // Not the visitor's problem (spec §7): the phone input just starts from the fallback. The address
      // is personal data and stays out of the log.
      log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'unable to fetch the country');
      return remember(ip, FALLBACK);
    }
  };
}
