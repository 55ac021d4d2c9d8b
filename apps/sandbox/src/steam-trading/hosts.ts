/**
 * Steam's hosts are hard-coded in the trading libraries. A test points their HTTP layer at the sandbox
 * through a documented option (an agent), so requests arrive here still addressed to Steam: with
 * `Host: steamcommunity.com` and a path, or (through a forward proxy) with the absolute URL. Fastify's
 * `rewriteUrl` maps them onto the sandbox's own prefixes, where the same routes serve clients that call
 * the sandbox directly.
 */
const PREFIXES: Record<string, string> = {
  'steamcommunity.com': '/steam/community',
  'api.steampowered.com': '/steam/api',
  'login.steampowered.com': '/steam/login',
};

const hostName = (host: string | undefined) => (host ?? '').toLowerCase().replace(/:\d+$/, '');

export function rewriteSteamUrl(url: string, host: string | undefined): string {
  const absolute = /^https?:\/\/([^/?#]+)(.*)$/i.exec(url);
  const prefix = PREFIXES[hostName(absolute ? absolute[1] : host)];
  if (!prefix) return url;
  const path = absolute ? absolute[2] || '/' : url;
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/** True when the client addressed Steam itself; answers then carry Steam's URLs rather than the sandbox's. */
export const addressedToSteam = (host: string | undefined) => hostName(host) in PREFIXES;
