import { createPrismaClient } from '@skins/db';
import { logRedactPaths, REDACTED, serializeRequestForLog } from '@skins/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { requestLoggerFactory } from '../src/lib/logger.ts';
import { accessLine } from '../src/lib/request-log-controller.ts';
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

  it('writes the access line byte for byte as pino would, whatever the request holds', () => {
    const written: string[] = [];
    const root = pino(
      { timestamp: () => ',"time":1', serializers: { req: serializeRequestForLog, res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }) } },
      { write: (line: string) => written.push(line) },
    );
    const requests = [
      { id: 'plain', method: 'GET', url: '/api/items/list?hero=Shadow%20Shaman', host: 'shop.example', ip: '10.0.0.1', socket: { remotePort: 5000 } },
      { id: 'id-"q"-\\-\u0000', method: 'GET', url: '/x?q="<\u2028>"&token=abc&s=\ud800', host: undefined, ip: '::1', socket: {} },
      { id: 7, method: 'POST', url: '/\u00e9\u20ac', host: 'h\tx', ip: undefined, socket: undefined },
    ];
    for (const [index, request] of requests.entries()) {
      const reply = { statusCode: 200 + index, elapsedTime: [1.25, Number.NaN, 0][index] };
      root.child({}, { redact: [] } as never).info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      const byHand = accessLine(root, request as unknown as FastifyRequest, reply as unknown as FastifyReply) ?? 'not written by hand';
      expect(byHand).toBe(written.at(-1));
      expect(JSON.parse(byHand)).toMatchObject({ reqId: request.id, res: { statusCode: 200 + index } });
    }
    expect(written[1]).toContain(`token=${REDACTED}`);
    // A logger whose lines pino shapes differently (a mixin here) gets pino's own call instead.
    expect(accessLine(pino({ mixin: () => ({ extra: 1 }) }, { write: () => undefined }), requests[0] as never, {} as never)).toBeNull();
  });

  it('gives route-level log options to pino', () => {
    const root = pino({ level: 'info' }, { write: () => undefined });
    expect(requestLoggerFactory(root, { reqId: 'a' }, { level: 'warn' }).level).toBe('warn');
  });
});
