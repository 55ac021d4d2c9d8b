import { catalogueQuerySchema, settingsResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSettings } from '../../services/settings/get-settings.ts';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { config: { publicCache: 60 }, schema: { tags: ['content'], querystring: catalogueQuerySchema, response: { 200: settingsResponseSchema } } },
    async (request) => ({
      status: 'OK' as const,
      payload: await getSettings(app.db, { publicKey: app.env.PAYSAGE_PUBLIC_KEY, testMode: app.env.PAYSAGE_TEST_MODE, widgetUrl: app.env.PAYSAGE_WIDGET_SCRIPT_URL }, request.query.currency),
    }),
  );
};

export default settingsRoutes;
