/**
 * Route hooks that answer a public GET from an AnswerCache (services/items/answer-cache.ts) and keep
 * what the route answered. A hit still passes every onSend hook, so its headers (ETag and 304,
 * Cache-Control, request id, security headers) are those of a computed answer.
 *
 * `Cache-Control: no-cache` on the request (a browser's hard reload, the benchmark's uncached run) skips
 * the lookup: the answer is computed and kept.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import type { AnswerCache } from '../../services/items/answer-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function answerCacheHooks(answers: AnswerCache) {
  /** The cache version each computed request started at; hits are not in it. */
  const started = new WeakMap<FastifyRequest, number>();

  const onRequest: onRequestAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!/\bno-cache\b/i.test(request.headers['cache-control'] ?? '')) {
      const hit = answers.get(request.url);
      if (hit) {
        reply.header('content-type', JSON_TYPE);
        if (hit.etag) reply.header('etag', hit.etag);
        return reply.send(hit.body);
      }
    }
    started.set(request, answers.version);
  };

  const onSend: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const version = started.get(request);
    // Answers arrive here as UTF-8 bytes (public-cache.ts); a hit sends them as they are.
    if (version === undefined || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const etag = reply.getHeader('etag');
    answers.set(request.url, { body: payload, etag: typeof etag === 'string' ? etag : undefined }, version);
    return payload;
  };

  return { onRequest, onSend };
}
