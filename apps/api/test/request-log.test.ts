import { createPrismaClient } from '@skins/db';
import { logRedactPaths, REDACTED } from '@skins/shared';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { requestLoggerFactory } from '../src/lib/logger.ts';
import { logLines } from './helpers/log-lines.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

describe('request logging', () => {
  const { lines, stream } = logLines();
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

  it("binds the request id as pino's child would, and still redacts what the request logs", () => {
    const written: string[] = [];
    const sink = { write: (line: string) => written.push(line) };
    const root = pino({ base: { pid: 1 }, timestamp: false, redact: { paths: logRedactPaths(), censor: REDACTED } }, sink);
    const hostile = 'id-"with"-quotes\\and\u0000nul';
    for (const logger of [root.child({ reqId: hostile }), requestLoggerFactory(root, { reqId: hostile }, {})]) {
      logger.info({ body: { password: 'hunter2', card: { number: '4200000000000000' } }, token: 'secret-link' }, 'signed in');
    }
    expect(written).toHaveLength(2);
    expect(written[1]).toBe(written[0]);
    const line = JSON.parse(written[1]!) as Record<string, unknown>;
    expect(line).toMatchObject({ reqId: hostile, token: REDACTED, body: { password: REDACTED, card: { number: REDACTED } } });
  });

  it('gives route-level log options to pino', () => {
    const root = pino({ level: 'info' }, { write: () => undefined });
    expect(requestLoggerFactory(root, { reqId: 'a' }, { level: 'warn' }).level).toBe('warn');
  });
});
