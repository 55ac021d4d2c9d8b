/**
 * English texts the web app needs that `@skins/shared/i18n` (en.ts) does not have yet.
 * Move each into en.ts (and the seeded localizations), then delete it here.
 */
export const pendingKeys = {
  'header.mainNavigation': 'Main navigation',
  'products.resultsCountEstimate': 'About {count} items',
} as const satisfies Record<string, string>;

export type PendingKey = keyof typeof pendingKeys;
