import {
  catalogueQuerySchema,
  countriesResponseSchema,
  currenciesResponseSchema,
  socialLinksResponseSchema,
  staticPageParamsSchema,
  staticPageResponseSchema,
  staticPagesResponseSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries, listCurrencies, listSocialLinks } from '../../services/content/reference-lists.ts';
import { getStaticPage, listStaticPages } from '../../services/content/static-pages.ts';

const ok = <T>(payload: T) => ({ status: 'OK' as const, payload });
const tags = ['content'];

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static-pages',
    { config: { publicCache: 300 }, schema: { tags, querystring: catalogueQuerySchema, response: { 200: staticPagesResponseSchema } } },
    async (request) => ok(await listStaticPages(app.db, request.query.lang_id)),
  );
  app.get(
    '/static-pages/:id',
    {
      config: { publicCache: 300 },
      schema: { tags, summary: 'A static page by slug or id', params: staticPageParamsSchema, querystring: catalogueQuerySchema, response: { 200: staticPageResponseSchema } },
    },
    async (request) => ok(await getStaticPage(app.db, request.params.id, request.query.lang_id)),
  );
  app.get('/social-links', { config: { publicCache: 300 }, schema: { tags, response: { 200: socialLinksResponseSchema } } }, async () =>
    ok(await listSocialLinks(app.db)),
  );
  app.get('/currencies', { config: { publicCache: 60 }, schema: { tags, response: { 200: currenciesResponseSchema } } }, async () =>
    ok(await listCurrencies(app.db)),
  );
  app.get('/countries', { config: { publicCache: 3600 }, schema: { tags, response: { 200: countriesResponseSchema } } }, async () =>
    ok(await listCountries(app.db)),
  );
};

export default contentRoutes;
