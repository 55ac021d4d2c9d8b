/**
 * What never reaches a log (issue 11 point 6): e-mail link tokens, passwords, session and XSRF cookies,
 * bearer tokens and card data. Every logger (api, worker, sandbox) takes its redaction paths and request
 * serializer from here, so a new secret field is added once. Pure, so the sandbox can use it too.
 */
export const REDACTED = '[REDACTED]';

/** Field, query-parameter and header names whose values are secret, wherever they appear. */
export const SECRET_FIELD_NAMES = [
  'token',
  'password',
  'password_confirmation',
  'passConfirm',
  'current_password',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  'x-xsrf-token',
  'card_number',
  'card_expire_date',
  'card_holder_name',
  'number',
  'exp',
  'cvc',
  'cvv',
] as const;

/** Query parameters named like a secret even when not listed (reset_token, access_token, ...). */
const SECRET_NAME = /token|password|secret|card|cvc|cvv|signature|^sig$|^openid\.sig$/i;
const SECRET_NAMES = new Set<string>(SECRET_FIELD_NAMES.map((name) => name.toLowerCase()));

export function isSecretName(name: string): boolean {
  return SECRET_NAMES.has(name.toLowerCase()) || SECRET_NAME.test(name);
}

/**
 * A query none of whose parameter *names* holds an escape, a '+' or any secret name names no secret: such
 * URLs (every catalogue request's, whatever escapes its values hold, like `hero=Shadow%20Shaman`) are
 * logged as they are without splitting them (each access line had paid ~4-6 µs for that). Each name is
 * the text after the start or an '&' up to the first '=' or '&', so a value can never send a URL down the
 * slow path, nor keep it off it. Anything else takes the full check below; this only decides when it may
 * be skipped.
 */
const NAME_MAY_NAME_A_SECRET = new RegExp(
  `(?:^|&)[^=&]*(?:${['%', '\\+', SECRET_NAME.source.replace(/\^|\$|\\/g, ''), ...SECRET_FIELD_NAMES.map((name) => name.replace(/[^\w-]/g, ''))].join('|')})`,
  'i',
);

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The URL with the value of every secret query parameter replaced: `/api/email/verify?token=[REDACTED]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1 || !NAME_MAY_NAME_A_SECRET.test(url.slice(start + 1))) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      return rest.length && isSecretName(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

const pathKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);

/**
 * Pino `redact` paths: each secret name at the top of a logged object and up to three levels down
 * (`{ body: { card: { number } } }`), and in request and response headers.
 */
export function logRedactPaths(): string[] {
  const paths: string[] = [];
  for (const name of SECRET_FIELD_NAMES) {
    const key = pathKey(name);
    paths.push(key.startsWith('.') ? key.slice(1) : key, `*${key}`, `*.*${key}`, `*.*.*${key}`);
    paths.push(`req.headers${key}`, `res.headers${key}`);
  }
  return paths;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with secret query values taken out of the URL. */
export function serializeRequestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
