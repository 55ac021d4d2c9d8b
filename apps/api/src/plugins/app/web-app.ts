/**
 * With SERVE_WEB=true the api also serves the built web app (apps/web/dist) with a history fallback, so the
 * whole site is one origin (production and the end-to-end tests). Paths under /api, /auth and /sanctum stay
 * the api's. Hashed assets are sent precompressed and cached for good. The page itself carries the first
 * frame (services/first-frame): the visitor's language's texts, the languages, currencies, settings and page
 * titles, so the shell draws its words without a round trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PREFERENCE_COOKIES } from '@skins/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listenForChanges } from '../../lib/listen-for-changes.ts';
import { createFirstFramePages, type FirstFramePage } from '../../services/first-frame/first-frame-pages.ts';

const API_PREFIXES = ['/api/', '/auth/', '/sanctum/'];
export const FIRST_FRAME_CHANNEL = 'first_frame_changed';

/** The cookies as the web app writes them; anything else is as if absent (the default language, currency). */
function requestedLocale(request: FastifyRequest) {
  const langId = request.cookies[PREFERENCE_COOKIES.languageId];
  const currency = request.cookies[PREFERENCE_COOKIES.currencyCode];
  return {
    langId: langId && /^\d{1,9}$/.test(langId) ? Number(langId) : undefined,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : undefined,
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: FirstFramePage) {
  // The page differs by the preference cookies, so no shared cache may give one visitor's page to another.
  reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

export default fp<{ distDir: string; databaseUrl: string }>(
  async (app, { distDir, databaseUrl }) => {
    const indexFile = path.join(distDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      throw new Error(`SERVE_WEB is on but ${indexFile} does not exist: build the web app first (npm run build).`);
    }
    const pages = createFirstFramePages({
      db: app.db,
      paysage: { publicKey: app.env.PAYSAGE_PUBLIC_KEY, testMode: app.env.PAYSAGE_TEST_MODE, widgetUrl: app.env.PAYSAGE_WIDGET_SCRIPT_URL },
      html: fs.readFileSync(indexFile, 'utf8'),
    });
    const changes = listenForChanges({
      channel: FIRST_FRAME_CHANNEL,
      databaseUrl,
      onChange: () => pages.changed(),
      onError: (error) => app.log.warn({ err: error }, 'first frame change listener: connection lost, retrying'),
    });
    await changes.ready;
    app.addHook('onClose', () => changes.close());
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
      return sendPage(request, reply, await pages.page(requestedLocale(request)));
    });
  },
  { name: 'web-app', dependencies: ['datastores'] },
);
