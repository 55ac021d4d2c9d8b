/** Security headers and CORS (an allow-list of origins; credentials only for those). */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityOptions {
  corsOrigins: string[];
  production: boolean;
}

export default fp<SecurityOptions>(
  async (app, { corsOrigins, production }) => {
    // Helmet's middleware, built once. @fastify/helmet rebuilt it from the options on every request, a
    // measurable share of a cached catalogue answer's CPU (issue 15).
    const setSecurityHeaders = helmet({
      // Sent by plugins/app/content-security-policy.ts: it depends on the configured hosts and a setting.
      contentSecurityPolicy: false,
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || corsOrigins.includes(origin) ? origin || false : false),
      credentials: true,
      exposedHeaders: ['x-request-id'],
    });
  },
  { name: 'security' },
);
