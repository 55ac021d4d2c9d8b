import { languagesResponseSchema, localizationsQuerySchema, localizationsResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLocalizations, listLanguages } from '../../services/i18n/get-localizations.ts';

const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/languages', { config: { publicCache: 300 }, schema: { tags: ['content'], response: { 200: languagesResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await listLanguages(app.db),
  }));
  app.get(
    '/localizations',
    {
      config: { publicCache: 300 },
      schema: { tags: ['content'], summary: 'Interface strings of one language', querystring: localizationsQuerySchema, response: { 200: localizationsResponseSchema } },
    },
    async (request) => ({ status: 'OK' as const, payload: await getLocalizations(app.db, request.query.lang_id) }),
  );
};

export default i18nRoutes;
