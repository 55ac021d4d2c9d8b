/** Security headers and CORS (an allow-list of origins; credentials only for those). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  corsOrigins: string[];
  production: boolean;
}

/**
 * The headers helmet sets with these options. None of them depends on the request (the one that could, the
 * CSP, is ours), so helmet runs once, against a recorder, and every answer gets the recorded set. Running its
 * eleven middlewares per request, each writing to the raw response, also put every other header of the
 * answer on Node's slower merge path.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp<SecurityOptions>(
  async (app, { corsOrigins, production }) => {
    const securityHeaders = helmetHeaders({
      // Sent by plugins/app/content-security-policy.ts: it depends on the configured hosts and a setting.
      contentSecurityPolicy: false,
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || corsOrigins.includes(origin) ? origin || false : false),
      credentials: true,
      exposedHeaders: ['x-request-id'],
    });
  },
  { name: 'security' },
);
