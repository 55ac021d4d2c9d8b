/**
 * Health (issue 14, point 4). `/health`: the database and Redis (503 when either is down), and it names job
 * schedulers missing from Redis. `/health/ready`: what a load balancer or orchestrator routes by; also fails
 * while a scheduler is missing or the process drains before shutdown. `/health/live`: the process answers.
 */
import { healthResponseSchema, livenessResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from '../../services/health/check-health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by server.ts on SIGTERM: readiness fails so the balancer stops sending requests here. */
    lifecycle: { draining: boolean };
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const inputs = () => ({ db: app.db, redis: app.redis, queues: app.jobQueues, draining: app.lifecycle.draining });
  const schema = (summary: string) => ({ tags: ['system'], summary, response: { 200: healthResponseSchema, 503: healthResponseSchema } });

  app.get('/health', { schema: schema('Database, Redis and job schedulers (503 when the database or Redis is down)') }, async (_request, reply) => {
    const report = await checkHealth(inputs());
    return reply.code(report.healthy ? 200 : 503).send({ status: report.healthy ? 'OK' : 'ERROR', payload: report.body });
  });

  app.get('/health/ready', { schema: schema('Readiness: 503 while the database, Redis or a job scheduler is missing, or while draining') }, async (_request, reply) => {
    const report = await checkHealth(inputs());
    return reply.code(report.ready ? 200 : 503).send({ status: report.ready ? 'OK' : 'ERROR', payload: report.body });
  });

  app.get(
    '/health/live',
    { schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: livenessResponseSchema } } },
    async () => ({ status: 'OK' as const }),
  );
};

export default healthRoutes;
