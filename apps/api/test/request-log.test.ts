import { Writable } from 'node:stream';
import { createPrismaClient } from '@skins/db';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

describe('request logging', () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
  afterAll(() => db.$disconnect());

  it('writes one line per request, with the method, url, status and time', async () => {
    const app = await buildApp({ env: testEnv({ LOG_LEVEL: 'info' }), db }, { logger: { level: 'info', stream } });
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/items/filter-data' });
      const perRequest = lines.filter((line) => line.req !== undefined || line.res !== undefined);
      expect(perRequest).toHaveLength(1);
      expect(perRequest[0]).toMatchObject({
        msg: 'request completed',
        reqId: answer.headers['x-request-id'],
        req: { method: 'GET', url: '/api/items/filter-data' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
    } finally {
      await app.close();
    }
  });
});
