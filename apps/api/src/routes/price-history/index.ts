/** Price history and reference prices of products; registered under /api/items beside the catalogue. */
import {
  priceHistoryQuerySchema,
  priceHistoryResponseSchema,
  itemIdParamsSchema,
  referencePricesQuerySchema,
  referencePricesResponseSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCacheHooks } from '../../catalogue/index.ts';
import { getPriceHistory, getReferencePrices } from '../../services/price-history/get-price-history.ts';

const ok = <T>(payload: T) => ({ status: 'OK' as const, payload });

const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both are read from sales, which are listings: a sale drops the kept answers with the list's.
  const keptAnswers = answerCacheHooks(app.catalogue.answers);
  app.get(
    '/:id/price-history',
    {
      config: { publicCache: 60 },
      ...keptAnswers,
      schema: {
        tags: ['catalogue'],
        summary: "Sold prices of the product's item (every listing of the same item) per day over 7, 30 or 90 days, with median, volume and the 30-day reference price",
        params: itemIdParamsSchema,
        querystring: priceHistoryQuerySchema,
        response: { 200: priceHistoryResponseSchema },
      },
    },
    async (request) => ok(await getPriceHistory(app.db, request.params.id, request.query.days, request.query.currency)),
  );

  app.get(
    '/reference-prices',
    {
      config: { publicCache: 60 },
      ...keptAnswers,
      schema: {
        tags: ['catalogue'],
        summary: "The 30-day median sale price of each product's item and how far the product's price is below it (a catalogue page at once)",
        querystring: referencePricesQuerySchema,
        response: { 200: referencePricesResponseSchema },
      },
    },
    async (request) => ok(await getReferencePrices(app.db, request.query.ids, request.query.currency)),
  );
};

export default priceHistoryRoutes;
