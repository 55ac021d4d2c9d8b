/** Security headers and CORS (an allow-list of origins; credentials only for those). */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  corsOrigins: string[];
  production: boolean;
}

export default fp<SecurityOptions>(
  async (app, { corsOrigins, production }) => {
    await app.register(helmet, {
      // Sent by plugins/app/content-security-policy.ts: it depends on the configured hosts and a setting.
      contentSecurityPolicy: false,
      hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || corsOrigins.includes(origin) ? origin || false : false),
      credentials: true,
      exposedHeaders: ['x-request-id'],
    });
  },
  { name: 'security' },
);
