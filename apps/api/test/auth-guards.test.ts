import { createPrismaClient, type PrismaClient } from '@skins/db';
import { AUTH_MESSAGES } from '@skins/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../src/app.ts';
import { requireVerified } from '../src/plugins/app/auth.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser } from './helpers/identity.ts';
import { startSessionForTest } from './helpers/sessions.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

/** The real app plus two routes of the kind other features add: one for verified users, one webhook. */
describe('route guards other features use', () => {
  let server: FastifyInstance;
  let db: PrismaClient;
  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 3 });
    server = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    await server.register(async (instance) => {
      await app(instance, { env: testEnv(), db });
      instance.get('/api/test/checkout', { preValidation: requireVerified }, async () => ({ status: 'OK' }));
      instance.post('/api/test/webhook', { config: { csrf: false } }, async () => ({ status: 'OK' }));
    });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
    await db?.$disconnect();
  });

  it('requireVerified: 401 for visitors, 403 with the spec message for an unverified e-mail, OK when verified', async () => {
    expect((await new TestBrowser(server).get('/api/test/checkout')).statusCode).toBe(401);

    const unverified = await createTestUser(db, { verified: false });
    const browser = new TestBrowser(server);
    await startSessionForTest(db, browser, unverified.id);
    const refused = await browser.get('/api/test/checkout');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'ERROR', message: AUTH_MESSAGES.unverified });

    const verified = await createTestUser(db);
    const other = new TestBrowser(server);
    await startSessionForTest(db, other, verified.id);
    expect((await other.get('/api/test/checkout')).statusCode).toBe(200);
    // A Steam-only account has no e-mail to verify.
    const steam = await createTestUser(db, { email: null, password: null });
    const steamBrowser = new TestBrowser(server);
    await startSessionForTest(db, steamBrowser, steam.id);
    expect((await steamBrowser.get('/api/test/checkout')).statusCode).toBe(200);
  });

  it('a route with config.csrf false takes writes without an XSRF token', async () => {
    const response = await new TestBrowser(server).post('/api/test/webhook', { any: 'thing' }, { xsrf: false });
    expect(response.statusCode).toBe(200);
  });
});
