import { FALLBACK_PHONE_COUNTRY, geoCountryResponseSchema } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /api/geo/country: the visitor's country by IP, the phone input's default (spec §7). The api asks the
 * provider; a failure is no error for the visitor ('unable to fetch the country' is logged, by the api or
 * here), the input simply starts from US.
 */
export function useGeoCountry(): string {
  const { data } = useQuery({
    queryKey: ['geo-country'] as const,
    queryFn: async () => {
      try {
        return (await apiClient.get('/api/geo/country', geoCountryResponseSchema)).payload.country;
      } catch (error) {
        // A call cancelled because nobody needs it any more is no failure, and its fallback must not be kept.
        console.warn('unable to fetch the country', error);
        return FALLBACK_PHONE_COUNTRY;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data ?? FALLBACK_PHONE_COUNTRY;
}
