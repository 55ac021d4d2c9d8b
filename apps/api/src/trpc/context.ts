/**
 * What every staff procedure gets: the database, who is asking (set by the auth plugin from the bearer
 * token) and the outside services the procedures need. Built per request by the fastify adapter.
 */
import type { PrismaClient, UserModel } from '@skins/db';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authLimits, type AuthLimits } from '../routes/auth/limits.ts';
import { paysageConfig } from '../services/payments/config.ts';
import type { PaysageConfig } from '../services/paysage/client.ts';
import type { TradingPort, TradingSettings } from '../trading/index.ts';

export interface StaffContext {
  db: PrismaClient;
  request: FastifyRequest;
  reply: FastifyReply;
  user: UserModel | null;
  authVia: FastifyRequest['authVia'];
  /** The bearer token of this request, so sign-out can revoke exactly it. */
  bearerToken: string | null;
  paysage: PaysageConfig;
  trading: TradingPort;
  tradingSettings: TradingSettings;
  /** The web's sign-in limits: the CLI's password is as guessable as the web's, so they count together. */
  signInLimits: AuthLimits;
}

export function staffContextFactory(app: FastifyInstance) {
  const paysage = paysageConfig(app.env);
  const signInLimits = authLimits(app);
  return ({ req, res }: CreateFastifyContextOptions): StaffContext => ({
    db: app.db,
    request: req,
    reply: res,
    user: req.user,
    authVia: req.authVia,
    bearerToken: /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null,
    paysage,
    trading: app.trading,
    tradingSettings: app.tradingSettings,
    signInLimits,
  });
}
