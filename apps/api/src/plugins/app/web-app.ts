/**
 * With SERVE_WEB=true the api also serves the built web app (apps/web/dist) with a history fallback, so the
 * whole site is one origin (production and the end-to-end tests). Paths under /api, /auth and /sanctum stay
 * the api's. Hashed assets are sent precompressed and cached for good.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/auth/', '/sanctum/'];

export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      throw new Error(`SERVE_WEB is on but ${indexFile} does not exist: build the web app first (npm run build).`);
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/build/precompress.ts); the one the browser accepts is
      // sent with Content-Encoding and Vary: Accept-Encoding, so nothing is compressed per request.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The build's .br and .gz copies are the only compression here (the api's own is for its JSON).
    app.get('/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return reply.callNotFound();
      const file = path.join(distDir, path.normalize(urlPath));
      if (file.startsWith(distDir) && urlPath !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(distDir, file));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
