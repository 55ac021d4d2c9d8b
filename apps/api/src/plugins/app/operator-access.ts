/**
 * What only operators need to read in production: health details (uptime, job schedulers, dependencies)
 * and the OpenAPI page. They were open to anyone; in production they now want the metrics scraper's token
 * (METRICS_TOKEN) or a staff member's bearer token (the admin CLI's). Readiness and liveness stay public,
 * with bodies that say nothing more than ready or not, for load balancers. Outside production all is open.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/secrets.ts';
import { findApiTokenUser } from '../../services/auth/api-tokens.ts';

export interface OperatorAccess {
  /** Whether this request may see what operators see. */
  allows: (request: FastifyRequest) => Promise<boolean>;
  /** A hook refusing everyone else with 401. */
  require: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function operatorAccess(app: FastifyInstance): OperatorAccess {
  const open = app.env.NODE_ENV !== 'production';
  const metricsToken = app.env.METRICS_TOKEN;
  const allows = async (request: FastifyRequest): Promise<boolean> => {
    if (open) return true;
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) return false;
    if (metricsToken && safeEqual(bearer, metricsToken)) return true;
    // Read here rather than from request.user: the OpenAPI page's routes are registered before the auth plugin.
    return (await findApiTokenUser(app.db, bearer))?.role === 'staff';
  };
  return {
    allows,
    require: async (request, reply) => {
      if (await allows(request)) return;
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'A metrics or staff token is required.');
    },
  };
}
