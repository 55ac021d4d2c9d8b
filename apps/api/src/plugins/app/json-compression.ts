/**
 * Compresses JSON answers above ~1 kB for browsers that accept it (br, else gzip): the startup's texts and
 * the catalogue's pages shrink to a quarter or less. Only JSON (the web app's files are precompressed,
 * smaller answers cost more to compress than they save); request bodies are never inflated (a small upload
 * must not cost large memory). Registered before the routes, so its onSend runs after every instance hook
 * (ETag, the answer cache) and those still see JSON.
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
