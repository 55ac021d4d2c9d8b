/**
 * The seller's sell orders (spec §7 sell-orders/*), under /api/sell-orders. Sellers only (403 'Seller Access
 * Required'); a seller sees and changes only their own orders, another's id answers 404 as if it did not exist.
 * Prices are answered in the requested currency (query on GET, body otherwise); the card only masked.
 */
import {
  acceptQuotesBodySchema,
  acceptQuotesResponseSchema,
  sellQuotesResponseSchema,
  sellOrderIdParamsSchema,
  acceptOfferBodySchema,
  INVENTORY_LIMITS,
  catalogueQuerySchema,
  messageResponseSchema,
  inventoryResponseSchema,
  offerHistoryResponseSchema,
  SELL_ORDER_LIMITS,
  SELL_ORDER_MESSAGES,
  sellOrderBodySchema,
  sellOrderResponseSchema,
  sellOrdersResponseSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import type { SellOrder as SellOrderRow } from '@skins/db';
import { resolveCurrency, type PriceCurrency } from '../../services/currencies/resolve-currency.ts';
import {
  acceptOffer,
  createSellOrder,
  deleteSellOrder,
  listSellOrders,
  rejectOffer,
  updateSellOrder,
} from '../../services/sell-orders/seller-actions.ts';
import { listOfferHistory } from '../../services/sell-orders/offer-history.ts';
import { getSellerInventory } from '../../services/steam-inventory/get-inventory.ts';
import { intakeViews, statusReasons } from '../../services/sell-orders/intake-view.ts';
import { fetchInventory, steamInventories } from '../../services/steam-inventory/steam-inventories.ts';
import { acceptQuotes } from '../../services/sell-quotes/accept-quotes.ts';
import { quoteInventory } from '../../services/sell-quotes/quote-inventory.ts';
import { toSellOrder } from '../../services/sell-orders/to-sell-order.ts';
import { requireSeller } from './require-seller.ts';

/** A malformed id names no order of this seller: 404, like another seller's id. */
const sellOrderId = ({ id }: { id: string }) => {
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw notFound(SELL_ORDER_MESSAGES.notFound);
  return Number(id);
};
/** Reject carries only the currency (spec §7); a client may send no body at all. */
const currencyBody = catalogueQuerySchema.nullish();

const sellOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sell-orders'];
  const ok = <T>(payload: T) => ({ status: 'OK' as const, payload });
  // Before validation, so the signed-out and non-sellers learn that first rather than what a body lacks.
  app.addHook('preValidation', requireSeller);
  const offerUrl = (offerId: string) => app.trading.offerUrl(offerId);
  /** Sell orders with their intakes, as the seller sees them. */
  const present = async (rows: SellOrderRow[], currency: PriceCurrency) => {
    const ids = rows.map((row) => row.id);
    const [intakes, reasons] = await Promise.all([intakeViews(app.db, ids, offerUrl), statusReasons(app.db, ids)]);
    return rows.map((row) => toSellOrder(row, currency, intakes.get(row.id) ?? null, reasons.get(row.id) ?? null));
  };
  const presentOne = async (row: SellOrderRow, currency: PriceCurrency) => (await present([row], currency))[0]!;

  app.get(
    '/',
    { schema: { tags, summary: "The seller's sell orders, newest first", querystring: catalogueQuerySchema, response: { 200: sellOrdersResponseSchema } } },
    async (request) => {
      const currency = await resolveCurrency(app.db, request.query.currency);
      const rows = await listSellOrders(app.db, currentUser(request).id);
      return ok(await present(rows, currency));
    },
  );

  // Steam's answers kept per account, and refreshes limited per seller (each one prices every skin here).
  const inventories = steamInventories(app.env.STEAM_INVENTORY_URL);
  const inventoryRefreshes = app.limiter({ name: 'inventory', max: INVENTORY_LIMITS.refreshesPerMinute, windowMs: 60_000, key: (request) => String(request.user?.id) });
  app.get(
    '/inventory',
    {
      preHandler: [inventoryRefreshes.hook],
      schema: {
        tags,
        summary: "The seller's Dota 2 skins from their Steam inventory, each with reference price, fee and a suggested price",
        querystring: catalogueQuerySchema,
        response: { 200: inventoryResponseSchema },
      },
    },
    async (request) => {
      const currency = await resolveCurrency(app.db, request.query.currency);
      return ok(await getSellerInventory(app.db, currentUser(request).id, inventories, currency));
    },
  );

  app.get(
    '/quotes',
    {
      preHandler: [inventoryRefreshes.hook],
      schema: {
        tags,
        summary: "Instant quotes for every skin of the seller's Steam inventory, with their reasons, or why a skin goes to staff; and the payout terms",
        querystring: catalogueQuerySchema,
        response: { 200: sellQuotesResponseSchema },
      },
    },
    async (request) => {
      const currency = await resolveCurrency(app.db, request.query.currency);
      return ok(await quoteInventory(app.db, currentUser(request).id, inventories, currency));
    },
  );

  // An accept asks Steam for the seller's inventory afresh (never the kept answer): a skin traded away drops out.
  const accepts = app.limiter({ name: 'quote-accept', max: INVENTORY_LIMITS.refreshesPerMinute, windowMs: 60_000, key: (request) => String(request.user?.id) });
  app.post(
    '/quotes/accept',
    {
      preHandler: [accepts.hook],
      schema: {
        tags,
        summary: 'Accepts the ticked instant quotes: one sell order per skin, one bot offer asking for all of them; skins gone meanwhile drop out',
        body: acceptQuotesBodySchema,
        response: { 200: acceptQuotesResponseSchema },
      },
    },
    async (request) => {
      const currency = await resolveCurrency(app.db, request.body.currency);
      const fresh = (steamId: string) => fetchInventory(app.env.STEAM_INVENTORY_URL, steamId);
      return ok(await acceptQuotes(app.db, currentUser(request).id, request.body, fresh, currency));
    },
  );

  app.get(
    '/:id/offers',
    {
      schema: {
        tags,
        summary: 'Every staff offer on the sell order, oldest first, with the reference price each was based on',
        params: sellOrderIdParamsSchema,
        querystring: catalogueQuerySchema,
        response: { 200: offerHistoryResponseSchema },
      },
    },
    async (request) => {
      const currency = await resolveCurrency(app.db, request.query.currency);
      return ok(await listOfferHistory(app.db, currentUser(request).id, sellOrderId(request.params), currency));
    },
  );

  // Deleting and creating again would pass the cap on open sell orders; each one waits for staff.
  const creations = app.limiter({ name: 'sell-order-create', max: SELL_ORDER_LIMITS.createdPerHour, windowMs: 3_600_000, key: (request) => String(request.user?.id) });
  app.post(
    '/',
    {
      schema: { tags, summary: 'Submits a sell order (price in the given currency)', body: sellOrderBodySchema, response: { 200: sellOrderResponseSchema } },
    },
    async (request, reply) => {
      // Resolved before any change, so an unknown currency refuses the request instead of failing its answer.
      const currency = await resolveCurrency(app.db, request.body.currency);
      // Only a creation counts toward the hour: a refusal or a busy database's 503 does not.
      const order = await creations.countSuccess(request, reply, () => createSellOrder(app.db, currentUser(request).id, request.body));
      return ok(await presentOne(order, currency));
    },
  );

  app.put(
    '/:id',
    {
      schema: { tags, summary: 'Edits a sell order while it is pending without an offer', params: sellOrderIdParamsSchema, body: sellOrderBodySchema, response: { 200: sellOrderResponseSchema } },
    },
    async (request) => {
      const currency = await resolveCurrency(app.db, request.body.currency);
      return ok(await presentOne(await updateSellOrder(app.db, currentUser(request).id, sellOrderId(request.params), request.body), currency));
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Deletes a sell order while it is pending without an offer', params: sellOrderIdParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteSellOrder(app.db, currentUser(request).id, sellOrderId(request.params));
      return { status: 'OK' as const, message: 'Sell order deleted successfully' };
    },
  );

  app.post(
    '/:id/accept',
    {
      schema: {
        tags,
        summary: "Accepts staff's offer: trade URL and payout card (only its last four digits are kept; never a CVV)",
        params: sellOrderIdParamsSchema,
        body: acceptOfferBodySchema,
        response: { 200: sellOrderResponseSchema },
      },
    },
    async (request) => {
      const currency = await resolveCurrency(app.db, request.body.currency);
      return ok(await presentOne(await acceptOffer(app.db, currentUser(request).id, sellOrderId(request.params), request.body), currency));
    },
  );

  app.post(
    '/:id/reject',
    { schema: { tags, summary: "Rejects staff's offer", params: sellOrderIdParamsSchema, body: currencyBody, response: { 200: sellOrderResponseSchema } } },
    async (request) => {
      const currency = await resolveCurrency(app.db, request.body?.currency);
      return ok(await presentOne(await rejectOffer(app.db, currentUser(request).id, sellOrderId(request.params)), currency));
    },
  );
};

export default sellOrderRoutes;
