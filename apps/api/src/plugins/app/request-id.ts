/**
 * Echoes the request id (ours, or the caller's x-request-id) so a user's report can be matched to the logs.
 * A caller's id is kept only when it looks like one: at most 64 letters, digits and - _ . : (nginx's
 * $request_id, UUIDs, trace ids). It used to be taken at any length and with any characters, into every
 * log line of the request and back out in the answer.
 * Jobs a request enqueues are handed the id by the route (plugins/app/mail-queue.ts), not through an
 * AsyncLocalStorage: that put a hook on every promise of every request, ~9 µs of a catalogue request's
 * CPU, to serve the few routes that send e-mail.
 */
import { randomUUID } from 'node:crypto';
import type { RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';

const CALLER_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it is well-formed, else a new UUID. */
export function requestIdOf(request: RawRequestDefaultExpression): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
}

export default fp(
  async (app) => {
    // Callback-style, as every header hook on the catalogue's path: an async hook costs a promise and a
    // microtask hop per request for what is one synchronous call.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-request-id', request.id);
      done(null, payload);
    });
  },
  { name: 'request-id' },
);
