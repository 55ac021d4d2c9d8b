/**
 * GET /metrics in Prometheus format (README "Metrics"). The public proxy (docker/nginx.conf) answers /metrics
 * itself with 404; with METRICS_TOKEN set the api also wants `Authorization: Bearer <token>`. Without a token it is
 * open outside production and absent (404) in production.
 */
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/secrets.ts';
import { createApiMetrics } from '../../services/metrics/registry.ts';

export default fp(
  async (app) => {
    const metrics = createApiMetrics({ db: app.db, queues: app.jobQueues });

    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern keeps the label set small; unmatched URLs share one label.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== '/metrics') {
        metrics.requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      }
      done();
    });

    const token = app.env.METRICS_TOKEN;
    if (!token && app.env.NODE_ENV === 'production') return;

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token && !safeEqual(request.headers.authorization ?? '', `Bearer ${token}`)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHENTICATED', 'A metrics token is required.');
      }
      const body = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'metrics', dependencies: ['datastores', 'job-queues'] },
);
