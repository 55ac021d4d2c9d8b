import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { avatarSvg, findUser, STEAM_ID_PATTERN } from './users.ts';

// Steam's Web API answers a bad key with this HTML page, not JSON; clients must cope with that.
const FORBIDDEN =
  '<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1>Access is denied. Retrying will not help. Please verify your <pre>key=</pre> parameter.</body></html>';
const MAX_IDS = 100;

export function registerWebApiRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const expectedKey = Buffer.from(ctx.config.steam.apiKey);

  app.get<{ Querystring: { key?: unknown; steamids?: unknown } }>(
    '/steam/api/ISteamUser/GetPlayerSummaries/v0002/',
    async (request, reply) => {
      const key = Buffer.from(typeof request.query.key === 'string' ? request.query.key : '');
      if (key.length !== expectedKey.length || !timingSafeEqual(key, expectedKey)) {
        return reply.code(403).type('text/html').send(FORBIDDEN);
      }
      const steamids = request.query.steamids;
      if (typeof steamids !== 'string' || steamids === '') {
        return reply
          .code(400)
          .type('text/html')
          .send("<html><head><title>Bad Request</title></head><body><h1>Bad Request</h1>Required parameter 'steamids' is missing</body></html>");
      }
      // Like Steam: ids that are not valid individual accounts are silently left out; at most 100 are answered.
      const ids = [...new Set(steamids.split(',').map((id) => id.trim()))].filter((id) => STEAM_ID_PATTERN.test(id)).slice(0, MAX_IDS);
      return { response: { players: ids.map((id) => playerSummary(id, ctx.publicBase())) } };
    },
  );

  app.get<{ Params: { file: string } }>('/steam/avatars/:file', async (request, reply) => {
    const match = /^(7656119\d{10})(_medium|_full)?\.svg$/.exec(request.params.file);
    if (!match?.[1]) return reply.code(404).send({ message: 'Not found' });
    const size = match[2] === '_full' ? 184 : match[2] === '_medium' ? 64 : 32;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(avatarSvg(match[1], size));
  });
}

function playerSummary(steamid: string, base: string) {
  const user = findUser(steamid);
  const avatar = `${base}/steam/avatars/${steamid}`;
  return {
    steamid,
    communityvisibilitystate: 3,
    profilestate: 1,
    personaname: user.personaname,
    commentpermission: 1,
    profileurl: `https://steamcommunity.com/profiles/${steamid}/`,
    avatar: `${avatar}.svg`,
    avatarmedium: `${avatar}_medium.svg`,
    avatarfull: `${avatar}_full.svg`,
    avatarhash: steamid.slice(-8).padStart(40, '0'),
    lastlogoff: Math.floor(Date.now() / 1000) - 3600,
    personastate: 0,
    ...(user.realname ? { realname: user.realname } : {}),
    primaryclanid: '103582791429521408',
    timecreated: user.timecreated,
    personastateflags: 0,
    ...(user.loccountrycode ? { loccountrycode: user.loccountrycode } : {}),
  };
}
