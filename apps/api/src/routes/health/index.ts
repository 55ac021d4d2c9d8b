/**
 * Health. `/health`: the database and Redis (503 when either is down), and it names job
 * schedulers missing from Redis. `/health/ready`: what a load balancer or orchestrator routes by; also fails
 * while a scheduler is missing or the process drains before shutdown. `/health/live`: the process answers.
 * In production `/health` and the details of `/health/ready` are for operators (plugins/app/operator-access.ts):
 * uptime and scheduler state told anyone when the process restarted and what runs behind it.
 */
import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorAccess } from '../../plugins/app/operator-access.ts';
import { checkHealth } from '../../services/health/check-health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by server.ts on SIGTERM: readiness fails so the balancer stops sending requests here. */
    lifecycle: { draining: boolean };
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const inputs = () => ({ db: app.db, redis: app.redis, queues: app.jobQueues, draining: app.lifecycle.draining });
  const access = operatorAccess(app);
  const tags = ['system'];

  app.get(
    '/health',
    {
      onRequest: access.require,
      schema: { tags, summary: 'Database, Redis and job schedulers (503 when the database or Redis is down); in production for the metrics or a staff token', response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (_request, reply) => {
      const report = await checkHealth(inputs());
      return reply.code(report.healthy ? 200 : 503).send({ status: report.healthy ? 'OK' : 'ERROR', payload: report.body });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: { tags, summary: 'Readiness: 503 while the database, Redis or a job scheduler is missing, or while draining; details for operators', response: { 200: readinessResponseSchema, 503: readinessResponseSchema } },
    },
    async (request, reply) => {
      const report = await checkHealth(inputs());
      const status = report.ready ? ('OK' as const) : ('ERROR' as const);
      return reply.code(report.ready ? 200 : 503).send((await access.allows(request)) ? { status, payload: report.body } : { status });
    },
  );

  app.get(
    '/health/live',
    { schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: livenessResponseSchema } } },
    async () => ({ status: 'OK' as const }),
  );
};

export default healthRoutes;
