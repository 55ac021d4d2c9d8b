/**
 * What never reaches a log: e-mail link tokens, passwords, session and XSRF cookies,
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

/** How deep under a log line's top level a secret field is still found: `{ body: { card: { number } } }`. */
const REDACT_DEPTH = 3;
const SECRET_FIELDS = new Set<string>(SECRET_FIELD_NAMES);
/** A line that holds none of these holds no secret field, and is passed on as it is, unparsed. */
const SECRET_FIELD_KEY = new RegExp(`"(?:${SECRET_FIELD_NAMES.join('|')})":`);

/**
 * A JSON log line with the value of every secret field (SECRET_FIELD_NAMES, at the top or up to three
 * levels down, arrays included) replaced by REDACTED: what logRedactPaths() makes pino redact. For pino's
 * `hooks.streamWrite`, which sees every line just before it is written. A line without any such key, as
 * nearly every line is, costs one scan.
 */
export function redactLogLine(line: string): string {
  if (!SECRET_FIELD_KEY.test(line)) return line;
  let logged: unknown;
  try {
    logged = JSON.parse(line);
  } catch {
    // pino writes one JSON object a line; should anything else come, it does not reach the log.
    return `{"msg":"${REDACTED} (a log line that could not be read)"}\n`;
  }
  redactFields(logged, 0);
  return `${JSON.stringify(logged)}\n`;
}

function redactFields(value: unknown, depth: number): void {
  if (typeof value !== 'object' || value === null || depth > REDACT_DEPTH) return;
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (SECRET_FIELDS.has(key)) fields[key] = REDACTED;
    else redactFields(fields[key], depth + 1);
  }
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
