import { randomUUID } from 'node:crypto';
import { healthResponseSchema } from '@skins/shared';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createApiToken } from '../src/services/auth/api-tokens.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { createTestUser } from './helpers/identity.ts';
import { PRODUCTION_SECRETS } from './helpers/production-env.ts';
import { staffId } from './helpers/sell-orders.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, testEnv } from './helpers/test-env.ts';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('reports the database and Redis as up', async () => {
    const response = await request(ctx.app.server).get('/api/health').expect(200);
    expect(healthResponseSchema.parse(response.body)).toMatchObject({
      status: 'OK',
      payload: { database: 'up', redis: 'up' },
    });
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('while draining for shutdown: not ready, and every answer closes its connection', async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'ERROR', payload: { draining: true } });
      expect(ready.headers.connection).toBe('close');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).headers.connection).toBe('close');
    } finally {
      ctx.app.lifecycle.draining = false;
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).headers.connection).not.toBe('close');
  });

  it('echoes a caller-supplied request id', async () => {
    const response = await request(ctx.app.server).get('/api/health').set('x-request-id', 'trace-abc-123');
    expect(response.headers['x-request-id']).toBe('trace-abc-123');
  });

  it('answers 503 naming what is down when Redis is unreachable', async () => {
    const app = await buildApp({ env: testEnv({ REDIS_URL: 'redis://127.0.0.1:1/0' }), db: ctx.db });
    try {
      const response = await request(app.server).get('/api/health').expect(503);
      expect(response.body).toMatchObject({ status: 'ERROR', payload: { database: 'up', redis: 'down' } });
      // The catalogue does not depend on Redis.
      await request(app.server).get('/api/items/list').query({ limit: 2 }).expect(200);
    } finally {
      await app.close();
    }
  });
});

describe('health and the OpenAPI page in production: for the balancer and staff, not the public', () => {
  const ctx = useTestApp();
  const metricsToken = `metrics-${randomUUID()}`;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ env: testEnv({ ...PRODUCTION_SECRETS, DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'silent', METRICS_TOKEN: metricsToken }), db: ctx.db });
  });
  afterAll(async () => {
    await app?.close();
  });
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('tells the public only whether the process is ready and alive', async () => {
    const ready = await get('/api/health/ready');
    expect([200, 503]).toContain(ready.statusCode);
    expect(Object.keys(ready.json())).toEqual(['status']);
    expect((await get('/api/health/live')).json()).toEqual({ status: 'OK' });
    const health = await get('/api/health');
    expect(health.statusCode).toBe(401);
    expect(health.body).not.toMatch(/uptime|scheduler/);
    const customer = await createTestUser(ctx.db);
    expect((await get('/api/health', await createApiToken(ctx.db, customer.id, 'test'))).statusCode).toBe(401);
  });

  it('shows the details with the metrics token or a staff token', async () => {
    const staffToken = await createApiToken(ctx.db, await staffId(ctx.db), 'test');
    for (const token of [metricsToken, staffToken]) {
      const health = await get('/api/health', token);
      expect(healthResponseSchema.parse(health.json()).payload).toMatchObject({ database: 'up', redis: 'up' });
      expect((await get('/api/health/ready', token)).json()).toHaveProperty('payload.uptime_seconds');
    }
  });

  it('serves the OpenAPI page and document only to staff and the metrics token', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) expect((await get(url)).statusCode, url).toBe(401);
    const staffToken = await createApiToken(ctx.db, await staffId(ctx.db), 'test');
    expect((await get('/api/docs/json', staffToken)).json()).toHaveProperty('paths');
    expect((await get('/api/docs/json', metricsToken)).statusCode).toBe(200);
  });
});
