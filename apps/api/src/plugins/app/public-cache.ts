/**
 * Public catalogue answers get a validator (ETag) and short public caching; a route opts in with
 * `config: { publicCache: seconds }`. Everything else is `no-store`: answers about a person
 * (cart, orders, profile) must never sit in a shared cache.
 */
import { hash } from 'node:crypto';
import etag from '@fastify/etag';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Seconds a public GET answer may be cached by browsers and shared caches. */
    publicCache?: number;
  }
}

export default fp(
  async (app) => {
    // Answers are encoded to UTF-8 once, here. Hashing the string for the ETag and writing it to the socket
    // each encoded it again: ~5 µs apiece for a 6 kB list answer, which is a two-byte string in V8 because
    // of its '€' (issue 15). Kept answers (answer-cache-hooks.ts) are then sent without encoding at all.
    app.addHook('onSend', (_request, _reply, payload, done) => done(null, typeof payload === 'string' ? Buffer.from(payload) : payload));
    // One-shot hashing: the plugin's default builds a Hash object per answer, which showed in profiles of
    // the catalogue list (~3% of a request). SHA-1 here only tells versions apart; it protects nothing.
    await app.register(etag, { hashFn: (payload) => hash('sha1', payload, 'base64') });
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('cache-control')) return;
      const seconds = request.routeOptions.config.publicCache;
      const cacheable = seconds !== undefined && request.method === 'GET' && reply.statusCode < 400;
      reply.header('cache-control', cacheable ? `public, max-age=${seconds}, stale-while-revalidate=${seconds * 2}` : 'no-store');
    });
  },
  { name: 'public-cache' },
);
