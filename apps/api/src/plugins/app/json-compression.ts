/**
 * Compresses the api's JSON answers above ~1 kB for browsers that accept it (br, else gzip): the startup's
 * texts and the catalogue's pages shrink to a quarter or less, which a visitor on a slow line waits for.
 * Only JSON: the web app's files are sent precompressed (web-app.ts), images and event streams as they are,
 * and answers under the threshold cost more to compress than they save. Request bodies are never inflated
 * (a compressed upload would let a small request cost large memory).
 *
 * Registered before the routes: it adds its onSend hook to each route's own hooks, so it runs after every
 * instance hook (ETag, the answer cache's keep) and those still see the answer as JSON.
 */
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** `application/json` and `application/*+json`, with or without parameters. */
const JSON_TYPES = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      customTypes: JSON_TYPES,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
  },
  { name: 'json-compression' },
);
