/**
 * Echoes the request id (ours, or the caller's x-request-id) so a user's report can be matched to the logs,
 * and keeps it in the request context so jobs the request enqueues carry it to the worker's logs.
 */
import fp from 'fastify-plugin';
import { requestContext } from '../../lib/request-context.ts';

export default fp(
  async (app) => {
    // Callback style on purpose: everything after `done` (other hooks, the handler) runs inside `run`.
    app.addHook('onRequest', (request, _reply, done) => {
      requestContext.run({ requestId: String(request.id) }, done);
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
