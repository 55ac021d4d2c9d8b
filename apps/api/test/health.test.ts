import { healthResponseSchema } from '@skins/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { testEnv } from './helpers/test-env.ts';

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
