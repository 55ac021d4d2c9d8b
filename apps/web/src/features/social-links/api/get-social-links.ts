import { socialLinksResponseSchema } from '@skins/shared';
import type { SocialLink } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

const NONE: SocialLink[] = [];

/** A failure is only logged (spec §8): the footer then goes without social links. */
export function socialLinksQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['social-links', locale] as const,
    queryFn: async () => {
      try {
        return (await apiClient.get('/api/social-links', socialLinksResponseSchema, { query: { ...locale } })).payload;
      } catch (error) {
        console.error('Failed to load social links', error);
        return NONE;
      }
    },
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSocialLinks() {
  return useQuery(socialLinksQueryOptions(useRequestLocale()));
}
