/**
 * Echoes the request id (ours, or the caller's x-request-id) so a user's report can be matched to the logs.
 * Jobs a request enqueues are handed the id by the route (plugins/app/mail-queue.ts), not through an
 * AsyncLocalStorage: that put a hook on every promise of every request, ~9 µs of a catalogue request's
 * CPU (issue 15), to serve the few routes that send e-mail.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
