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
      // The api serves JSON, the OpenAPI page and (SERVE_WEB) the built single-page app. The Paysage widget
      // script and its frames come from the payment host, which the web app adds when it loads them.
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
