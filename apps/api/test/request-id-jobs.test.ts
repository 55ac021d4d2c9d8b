/** A job started by a request carries the request's id into the worker's logs. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { QUEUES, requestIdOf } from '../src/jobs/define-job.ts';
import { startWorkerRuntime } from '../src/jobs/runtime.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { registration, uniqueEmail } from './helpers/identity.ts';
import { TEST_REDIS_URL, testEnv } from './helpers/test-env.ts';

describe('request id in jobs', () => {
  const prefix = `test-reqid-${randomUUID()}`;
  const ctx = useTestApp({ QUEUE_PREFIX: prefix });

  it('the sign-up e-mail job records the request id, and the worker logs it with the job', async () => {
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    const requestId = `trace-${randomUUID()}`;
    const response = await browser.post('/api/register', registration(uniqueEmail('reqid')), { headers: { 'x-request-id': requestId } });
    expect(response.statusCode).toBe(200);

    const lines: Array<Record<string, unknown>> = [];
    const capture = (bindings: Record<string, unknown>) => ({
      info: (obj: object) => lines.push({ ...bindings, ...obj }),
      warn: (obj: object) => lines.push({ ...bindings, ...obj }),
      error: (obj: object) => lines.push({ ...bindings, ...obj }),
    });
    const log = { ...capture({}), child: capture };
    const runtime = await startWorkerRuntime({ db: ctx.db, env: testEnv({ QUEUE_PREFIX: prefix, SMTP_PORT: '9' }), redisUrl: TEST_REDIS_URL, prefix, log });
    try {
      const jobs = await runtime.queues.get(QUEUES.mail)!.getJobs(['waiting', 'active', 'delayed', 'failed', 'completed']);
      const job = jobs.find((candidate) => candidate.name === 'send-email')!;
      expect(requestIdOf(job)).toBe(requestId);
      // The payload itself stays ids only.
      expect(Object.keys(job.data as object).sort()).toEqual(['kind', 'userId']);
      // The handler runs (and fails on the closed SMTP port); whatever it logs names the request.
      await expect.poll(() => lines.find((line) => line.job === 'send-email'), { timeout: 60_000 }).toMatchObject({ requestId });
    } finally {
      await runtime.close();
    }
  });
});
