/**
 * Echoes the request id (ours, or the caller's x-request-id) so a user's report can be matched to the logs.
 * Jobs a request enqueues are handed the id by the route (plugins/app/mail-queue.ts), not through an
 * AsyncLocalStorage: that put a hook on every promise of every request, ~9 µs of a catalogue request's
 * CPU (issue 15), to serve the few routes that send e-mail.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    // Callback-style, as every header hook on the catalogue's path: an async hook costs a promise and a
    // microtask hop per request for what is one synchronous call (issue 15).
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-request-id', request.id);
      done(null, payload);
    });
  },
  { name: 'request-id' },
);
