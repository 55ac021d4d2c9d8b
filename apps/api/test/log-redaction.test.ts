/**
 * E-mail link tokens (and bearer tokens, cookies, passwords, card fields) never appear in
 * a log line, in the api's request logs, in what code logs, or in the sandbox's logs.
 */
import { Writable } from 'node:stream';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, loadConfig } from '@skins/sandbox';
import { logRedactPaths, REDACTED, redactLogLine } from '@skins/shared';
import pino from 'pino';
import { buildApp, fastifyOptions } from '../src/app.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const SECRETS = {
  verify: 'verify-token-SECRET-1',
  reset: 'reset-token-SECRET-2',
  bearer: 'bearer-SECRET-3',
  cookie: 'cookie-SECRET-4',
  card: '4200000000000000',
};

describe('secrets stay out of the logs', () => {
  let app: FastifyInstance;
  let db: PrismaClient;
  const sink = logSink();

  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
    const env = testEnv({ LOG_LEVEL: 'info' });
    const { logger } = fastifyOptions(env);
    app = await buildApp({ env, db }, { logger: { ...(logger as object), stream: sink.stream } });
  });
  afterAll(async () => {
    await app?.close();
    await db?.$disconnect();
  });

  it('redacts link tokens in request URLs, credentials in headers and secret fields in logged objects', async () => {
    await app.inject({ method: 'GET', url: `/api/email/verify?token=${SECRETS.verify}` });
    await app.inject({ method: 'GET', url: `/reset-password?token=${SECRETS.reset}&email=ada%40example.com` });
    await app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${SECRETS.bearer}`, cookie: `skins_session=${SECRETS.cookie}` } });
    app.log.info({ body: { card_number: SECRETS.card, cvc: '123', token: SECRETS.reset }, headers: { authorization: `Bearer ${SECRETS.bearer}` } }, 'something logged a body');

    const logs = sink.text();
    expect(logs).toContain('/api/email/verify?token=[REDACTED]');
    expect(logs).toContain('something logged a body');
    for (const secret of Object.values(SECRETS)) expect(logs).not.toContain(secret);
  });

  it('does the same in the sandbox (hosted payment page tokens, card fields)', async () => {
    const sandboxSink = logSink();
    const { app: sandbox } = await buildSandbox(loadConfig({ SANDBOX_PORT: '0', SANDBOX_SMTP_PORT: '0', SANDBOX_LOG_LEVEL: 'info' }), { logStream: sandboxSink.stream });
    try {
      await sandbox.inject({ method: 'GET', url: `/paysage/v2/checkout?token=${SECRETS.reset}` });
      sandbox.log.info({ form: { number: SECRETS.card, cvc: '123' } }, 'hosted page form');
    } finally {
      await sandbox.close();
    }
    const logs = sandboxSink.text();
    expect(logs).toContain('hosted page form');
    expect(logs).not.toContain(SECRETS.reset);
    expect(logs).not.toContain(SECRETS.card);
  });

  it('redacts every line as written exactly what pino redact paths would, and passes the rest as it is', () => {
    const logged: Array<Record<string, unknown>> = [
      { token: 'a', password: 'b', page: 3 },
      { body: { card: { number: '4200000000000000', exp: '12/30', cvc: '123' }, card_number: '4200', name: 'Ada' } },
      { req: { headers: { authorization: 'Bearer x', cookie: 'c', 'set-cookie': ['d'], 'x-xsrf-token': 'e', accept: '*/*' } } },
      { items: [{ password: 'in an array' }, { nested: [{ token: 'deeper' }] }], a: { b: { c: { token: 'three down' } } } },
      { a: { b: { c: { d: { token: 'four down: as pino, left' } } } }, note: 'a "token": in a string', Token: 'other case' },
      { err: { message: 'with "quotes" and \u2028 and ✓', secret: { deep: 1 } }, cvv: null, number: 0, exp: false },
    ];
    const lines = (options: pino.LoggerOptions) => {
      const written: string[] = [];
      const logger = pino({ base: { pid: 1 }, timestamp: false, ...options }, { write: (line: string) => written.push(line) });
      for (const object of logged) logger.child({ reqId: 'r-1' }).info(object, 'logged');
      return written;
    };
    const byPaths = lines({ redact: { paths: logRedactPaths(), censor: REDACTED } });
    const byLine = lines({ hooks: { streamWrite: redactLogLine } });
    expect(byLine.map((line) => JSON.parse(line))).toEqual(byPaths.map((line) => JSON.parse(line)));
    expect(byLine.every((line) => line.endsWith('}\n'))).toBe(true);
    // A line with no secret field is the line pino wrote.
    const plain = '{"level":30,"reqId":"r","req":{"url":"/api/items/list?hero=Axe"},"msg":"request completed"}\n';
    expect(redactLogLine(plain)).toBe(plain);
  });
});
