/**
 * A browser stand-in over `app.inject`: keeps the cookies the api sets (a cookie jar), echoes the XSRF-TOKEN
 * cookie in X-XSRF-TOKEN on writes like the web app's axios does, and comes from its own IP address so the
 * per-IP rate limits of one test never touch another's.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions {
  headers?: Record<string, string>;
  /** false: do not add the X-XSRF-TOKEN header (a forged cross-site write). */
  xsrf?: boolean;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = randomIp(),
  ) {}

  async send(method: Method, url: string, body?: unknown, { headers = {}, xsrf = true }: SendOptions = {}): Promise<LightMyRequestResponse> {
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrfToken = this.cookies.get('XSRF-TOKEN');
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(xsrf && method !== 'GET' && xsrfToken ? { 'x-xsrf-token': decodeURIComponent(xsrfToken) } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const response = await this.app.inject(options);
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: SendOptions) {
    return this.send('GET', url, undefined, options);
  }

  post(url: string, body: unknown = {}, options?: SendOptions) {
    return this.send('POST', url, body, options);
  }

  put(url: string, body: unknown = {}, options?: SendOptions) {
    return this.send('PUT', url, body, options);
  }

  /** What the web app does before signing in or up. */
  async csrf(): Promise<void> {
    const response = await this.get('/sanctum/csrf-cookie');
    if (response.statusCode !== 204) throw new Error(`csrf-cookie answered ${response.statusCode}`);
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.csrf();
    return this.post('/api/login', { username: email, password });
  }
}

/**
 * Sends until the api answers something other than busy (503 with Retry-After), waiting as told, as its clients
 * do: how many of a burst a pool serves in time depends on the machine's load, what a test counts must not.
 */
export async function notBusy(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  for (;;) {
    const response = await send();
    if (response.statusCode !== 503) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after'] ?? 1) * 1000));
  }
}
