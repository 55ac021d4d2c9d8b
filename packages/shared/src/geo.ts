import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/**
 * `GET /api/geo/country` (spec §7 'IP-to-country lookup'): the visitor's country by IP, asked by the api so
 * the browser never calls a third party. `detected: false` is the fallback (US, the widget flow's default)
 * when the lookup failed or could not place the address.
 */
export const FALLBACK_PHONE_COUNTRY = 'US';

export const geoCountrySchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  detected: z.boolean(),
});
export type GeoCountry = z.infer<typeof geoCountrySchema>;
export const geoCountryResponseSchema = okEnvelope(geoCountrySchema);
