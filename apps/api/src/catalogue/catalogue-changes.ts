/**
 * Tells this process when listings change, in any process: a trigger on `listings` (per statement) sends
 * NOTIFY catalogue_changed, which PostgreSQL delivers to every listening connection after commit, so every
 * writer (checkout, expiry, sales, staff, the seed) reaches every api process's caches without knowing of
 * them. Chosen over a version key every writer must remember to bump, and over a TTL alone, which keeps a
 * sold-out hero in the filters. While the listening connection is down the caches' TTL bounds staleness,
 * and a reconnect clears them.
 */
import { listenForChanges, type ChangesOptions } from '../lib/listen-for-changes.ts';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

export type CatalogueChangesOptions = Omit<ChangesOptions, 'channel'>;

export function listenForCatalogueChanges(options: CatalogueChangesOptions) {
  return listenForChanges({ ...options, channel: CATALOGUE_CHANNEL });
}
