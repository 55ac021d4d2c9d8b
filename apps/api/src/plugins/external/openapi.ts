/** The OpenAPI document, generated from the routes' zod schemas, and its page at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { operatorAccess } from '../app/operator-access.ts';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Skins marketplace API',
          description: 'The wire contract of spec §7. Answers use the envelope `{ status, payload, meta?, message? }`.',
          version: '1.0.0',
        },
        tags: [
          { name: 'system', description: 'Health and operations' },
          { name: 'catalogue', description: 'Products, categories and filters' },
          { name: 'cart', description: 'The signed-in buyer\'s cart (one of each item)' },
          { name: 'orders', description: 'Checkout, order status and history' },
          { name: 'payments', description: 'Paysage notifications' },
          { name: 'balance', description: 'Packs, prompts, purchases and balance top-ups' },
          { name: 'content', description: 'Static pages, languages, currencies, countries, settings' },
          { name: 'auth', description: 'Sign-up, sign-in (e-mail and Steam), sessions, CSRF cookie, e-mail links' },
          { name: 'account', description: "The signed-in user's profile, account type and password" },
          { name: 'sell-orders', description: "A seller's sell orders: submit, edit, delete, accept or reject staff's offer" },
        ],
      },
      transform: jsonSchemaTransform,
    });
    // In production the page and the document are for staff (plugins/app/operator-access.ts), not the public.
    const access = operatorAccess(app);
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true }, uiHooks: { onRequest: access.require } });
  },
  { name: 'openapi' },
);
