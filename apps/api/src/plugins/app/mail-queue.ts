/**
 * The api's side of the mail queue: `app.enqueueAccountEmail({ kind, userId }, request.id)` adds a send-email
 * job for the worker, which logs the id of the request that asked for it. It shares the app's Redis
 * connection (BullMQ leaves a shared connection open when it closes).
 */
import { Queue, type ConnectionOptions } from 'bullmq';
import fp from 'fastify-plugin';
import { QUEUES } from '../../jobs/define-job.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { SEND_EMAIL_JOB_OPTIONS, sendEmailJob } from '../../jobs/send-email.job.ts';
import type { AccountEmailRequest } from '../../services/auth/account-emails.ts';

declare module 'fastify' {
  interface FastifyInstance {
    enqueueAccountEmail: (email: AccountEmailRequest, requestId: string | undefined) => Promise<void>;
  }
}

export default fp(
  async (app) => {
    const queue = new Queue(QUEUES.mail, { connection: app.redis as unknown as ConnectionOptions, prefix: app.env.QUEUE_PREFIX });
    queue.on('error', (error) => app.log.warn({ err: error }, 'mail queue error'));
    app.decorate('enqueueAccountEmail', async (email: AccountEmailRequest, requestId: string | undefined) => {
      await enqueueJob(queue, sendEmailJob, email, { ...SEND_EMAIL_JOB_OPTIONS, requestId });
    });
    app.addHook('onClose', async () => {
      await queue.close();
    });
  },
  { name: 'mail-queue', dependencies: ['datastores'] },
);
