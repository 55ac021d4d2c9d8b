import { geoCountryResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCountryLookup } from '../../services/geo/country-by-ip.ts';

const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookup = createCountryLookup({ urlTemplate: app.env.GEO_COUNTRY_URL, log: app.log });
  app.get(
    '/geo/country',
    // Per visitor: a shared cache must not hand one visitor's country to another.
    { schema: { tags: ['content'], summary: "The caller's country by IP (the phone input's default)", response: { 200: geoCountryResponseSchema } } },
    async (request) => ({ status: 'OK' as const, payload: await lookup(request.ip) }),
  );
};

export default geoRoutes;
