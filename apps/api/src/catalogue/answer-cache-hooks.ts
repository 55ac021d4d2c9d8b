/**
 * Route hooks that answer a public GET from an AnswerCache (answer-cache.ts) and keep
 * what the route answered. A hit still passes every onSend hook, so its headers (ETag and 304,
 * Cache-Control, request id, security headers) are those of a computed answer.
 *
 * `Cache-Control: no-cache` on the request (a browser's hard reload, the benchmark's uncached run) skips
 * the lookup: the answer is computed and kept.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { AnswerCache } from './answer-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function answerCacheHooks(answers: AnswerCache) {
  /** The cache version each computed request started at; hits are not in it. */
  const started = new WeakMap<FastifyRequest, number>();

  // Callback-style (no promise per request); a hit is sent without calling done, as Fastify asks.
  const onRequest: onRequestHookHandler = (request: FastifyRequest, reply: FastifyReply, done) => {
    if (!/\bno-cache\b/i.test(request.headers['cache-control'] ?? '')) {
      const hit = answers.get(request.url);
      if (hit) {
        reply.header('content-type', JSON_TYPE);
        if (hit.etag) reply.header('etag', hit.etag);
        reply.send(hit.body);
        return;
      }
    }
    started.set(request, answers.version);
    done();
  };

  const onSend: onSendHookHandler<unknown> = (request, reply, payload, done) => {
    const version = started.get(request);
    // Answers arrive here as UTF-8 bytes (public-cache.ts); a hit sends them as they are.
    if (version !== undefined && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const etag = reply.getHeader('etag');
      answers.set(request.url, { body: payload, etag: typeof etag === 'string' ? etag : undefined }, version);
    }
    done(null, payload);
  };

  return { onRequest, onSend };
}
