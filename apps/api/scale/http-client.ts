/**
 * A browser stand-in over real HTTP (fetch) for the scaled stack: a cookie jar, the XSRF-TOKEN cookie echoed in
 * X-XSRF-TOKEN on writes as the web app does, its own client address (X-Forwarded-For, which the balancer passes
 * on), and a record of every answer with the replica that gave it (X-Served-By from HAProxy).
 */
export interface Answer {
  method: string;
  path: string;
  status: number;
  servedBy: string | null;
  body: unknown;
}

export class HttpBrowser {
  readonly cookies = new Map<string, string>();
  /** This browser's own answers, in order. */
  readonly answers: Answer[] = [];

  constructor(
    private readonly base: string,
    readonly ip: string,
    private readonly record: (answer: Answer) => void,
  ) {}

  async send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const response = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
      headers: {
        'x-forwarded-for': this.ip,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(method !== 'GET' && xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const answer = { method, path, status: response.status, servedBy: response.headers.get('x-served-by'), body: parsed };
    this.answers.push(answer);
    this.record(answer);
    return answer;
  }

  get(path: string) {
    return this.send('GET', path);
  }

  post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.send('POST', path, body, headers);
  }
}
