import { createPrismaClient } from '@skins/db';
import { REDACTED, serializeRequestForLog } from '@skins/shared';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, fastifyOptions } from '../src/app.ts';
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

  it('redacts the access line and what a request logs, like every other line', async () => {
    const { lines: written, stream: sink } = logLines();
    // A request serializer that keeps the headers: only pino's redaction stands between them and the log.
    const { logger, logController, requestIdHeader, genReqId } = fastifyOptions(testEnv({ LOG_LEVEL: 'info' }));
    const app = Fastify({
      logger: { ...(logger as object), serializers: { req: (request: FastifyRequest) => ({ ...serializeRequestForLog(request), headers: request.headers }) }, stream: sink },
      logController,
      requestIdHeader,
      genReqId,
    });
    app.get('/signed-in', async (request) => {
      request.log.info({ body: { password: 'hunter2', card: { number: '4200000000000000' } }, token: 'secret-link' }, 'signed in');
      return { ok: true };
    });
    try {
      const hostile = 'id-"with"-quotes\\and\u0000nul';
      await app.inject({ method: 'GET', url: '/signed-in?token=abc', headers: { authorization: 'Bearer secret-bearer', cookie: 'skins_session=secret-cookie', 'x-request-id': hostile } });
      // An id that does not look like one never reaches the log: both lines carry the one made in its place.
      const [made] = written.map((line) => line.reqId);
      expect(made).toMatch(/^[0-9a-f-]{36}$/);
      expect(written.map((line) => [line.msg, line.reqId])).toEqual([
        ['signed in', made],
        ['request completed', made],
      ]);
      expect(written[0]).toMatchObject({ token: REDACTED, body: { password: REDACTED, card: { number: REDACTED } } });
      expect(written[1]).toMatchObject({
        req: { method: 'GET', url: `/signed-in?token=${REDACTED}`, headers: { authorization: REDACTED, cookie: REDACTED } },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      expect(JSON.stringify(written)).not.toMatch(/secret-|hunter2|4200000000000000|token=abc/);
      expect(JSON.stringify(written.map((line) => line.reqId))).not.toContain('quotes');
    } finally {
      await app.close();
    }
  });
});
