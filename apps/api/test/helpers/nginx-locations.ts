/**
 * Which `location` block of an nginx server block answers a path, by nginx's own rules
 * (https://nginx.org/en/docs/http/ngx_http_core_module.html#location): an exact `=` match wins; else the
 * longest prefix, at once if it is `^~`; else the first regular expression that matches, in file order;
 * else that longest prefix. The path is taken as nginx matches it: decoded, slashes merged, no query.
 * No nginx runs on the development machines, so the config is read, as compose.test.ts reads compose.
 */
export interface NginxLocation {
  modifier: '' | '=' | '^~' | '~' | '~*';
  pattern: string;
  body: string;
}

export function nginxLocations(config: string): NginxLocation[] {
  const locations: NginxLocation[] = [];
  for (const match of config.matchAll(/location\s+(=|\^~|~\*|~)?\s*(\S+)\s*\{([^}]*)\}/g)) {
    locations.push({ modifier: (match[1] ?? '') as NginxLocation['modifier'], pattern: match[2]!, body: match[3]! });
  }
  return locations;
}

export function locationFor(locations: NginxLocation[], requestUri: string): NginxLocation | undefined {
  const path = decodeURIComponent(requestUri.split('?')[0]!).replace(/\/{2,}/g, '/');
  const exact = locations.find((location) => location.modifier === '=' && location.pattern === path);
  if (exact) return exact;
  const prefixes = locations.filter((location) => (location.modifier === '' || location.modifier === '^~') && path.startsWith(location.pattern));
  const longest = prefixes.sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (longest?.modifier === '^~') return longest;
  const regex = locations.find((location) => (location.modifier === '~' || location.modifier === '~*') && new RegExp(location.pattern, location.modifier === '~*' ? 'i' : '').test(path));
  return regex ?? longest;
}
