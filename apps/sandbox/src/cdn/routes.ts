/**
 * Valve's image CDN, stood in for tests and offline development: the two path shapes the seed's
 * icon URLs use. `economy/image/<icon hash>[/<w>fx<h>f]` is sized by its suffix, as Steam's economy images
 * are; `apps/570/icons/econ/...<hash>.png` is the fixed-size PNG the game's icon store holds. Anything else
 * is a 404, so the browser's fallback to the generated art is exercised as it would be against the real CDN.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { itemIconPng } from './item-icon.ts';

/** Valve's app icons are 256x170; an economy image without a size suffix is 360x360. */
const APP_ICON = { width: 256, height: 170 };
const ECONOMY_DEFAULT = 360;
const MAX_SIDE = 1024;

function sendPng(reply: FastifyReply, path: string, width: number, height: number) {
  return reply
    .type('image/png')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('access-control-allow-origin', '*')
    .send(itemIconPng(path, width, height));
}

export function registerCdnRoutes(app: FastifyInstance): void {
  app.get<{ Params: { hash: string; size?: string } }>('/cdn/economy/image/:hash/:size?', async (request, reply) => {
    const { hash, size } = request.params;
    if (!/^[\w-]+$/.test(hash)) return reply.code(404).send({ message: 'Not Found' });
    let side = ECONOMY_DEFAULT;
    let height = ECONOMY_DEFAULT;
    if (size !== undefined && size !== '') {
      const match = /^(\d{1,4})fx(\d{1,4})f$/.exec(size);
      if (!match) return reply.code(404).send({ message: 'Not Found' });
      side = Number(match[1]);
      height = Number(match[2]);
      if (side < 1 || height < 1 || side > MAX_SIDE || height > MAX_SIDE) return reply.code(404).send({ message: 'Not Found' });
    }
    return sendPng(reply, hash, side, height);
  });

  app.get<{ Params: { '*': string } }>('/cdn/apps/570/icons/*', async (request, reply) => {
    const path = request.params['*'];
    if (!/^econ\/[\w/.-]+\.png$/.test(path) || path.includes('..')) return reply.code(404).send({ message: 'Not Found' });
    return sendPng(reply, path, APP_ICON.width, APP_ICON.height);
  });
}
