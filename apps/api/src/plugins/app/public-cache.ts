/**
 * Public catalogue answers get a validator (ETag) and short public caching; a route opts in with
 * `config: { publicCache: seconds }`. Everything else is `no-store`: answers about a person
 * (cart, orders, profile) must never sit in a shared cache.
 */
import { crc32 } from 'node:zlib';
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
    // Answers are encoded to UTF-8 once, here, rather than once for the ETag and again for the socket.
    // Kept answers (catalogue/answer-cache-hooks.ts) are then sent without encoding at all.
    app.addHook('onSend', (_request, _reply, payload, done) => done(null, typeof payload === 'string' ? Buffer.from(payload) : payload));
    // The validator only has to tell two versions of one URL's answer apart; it protects nothing. CRC-32
    // (zlib's, hardware-assisted) beside the byte length does that at a third of SHA-1's cost for a list
    // answer; two versions of a URL would have to share both their length and a 1-in-4-billion checksum
    // for a browser to keep a stale copy for the max-age.
    await app.register(etag, { hashFn: (payload) => `${payload.length.toString(36)}-${crc32(payload).toString(36)}` });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) {
        const seconds = request.routeOptions.config.publicCache;
        const cacheable = seconds !== undefined && request.method === 'GET' && reply.statusCode < 400;
        reply.header('cache-control', cacheable ? `public, max-age=${seconds}, stale-while-revalidate=${seconds * 2}` : 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'public-cache' },
);
