/**
 * The api's handles on the BullMQ queues, on the app's Redis connection: health asks them whether every job
 * scheduler exists, /metrics reads their job counts. The api never processes jobs; the worker does.
 */
import { Queue, type ConnectionOptions } from 'bullmq';
import fp from 'fastify-plugin';
import { QUEUES } from '../../jobs/define-job.ts';
import type { QueueMap } from '../../jobs/schedulers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobQueues: QueueMap;
  }
}

export default fp(
  async (app) => {
    const queues: QueueMap = new Map();
    for (const name of Object.values(QUEUES)) {
      const queue = new Queue(name, { connection: app.redis as unknown as ConnectionOptions, prefix: app.env.QUEUE_PREFIX });
      queue.on('error', (error) => app.log.warn({ err: error, queue: name }, 'queue error'));
      queues.set(name, queue);
    }
    app.decorate('jobQueues', queues);
    app.addHook('onClose', async () => {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    });
  },
  { name: 'job-queues', dependencies: ['datastores'] },
);
