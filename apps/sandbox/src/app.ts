import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { logRedactPaths, REDACTED, serializeRequestForLog } from '@skins/shared';
import type { SandboxConfig } from './config.ts';
import type { SandboxContext } from './context.ts';
import { registerCdnRoutes } from './cdn/routes.ts';
import { FaultStore, registerFaultRoutes } from './faults.ts';
import { registerGeoRoutes } from './geo/routes.ts';
import { registerHomeRoutes } from './home.ts';
import { registerMailRoutes } from './mail/routes.ts';
import { createSmtpInbox } from './mail/smtp.ts';
import type { SmtpInbox } from './mail/smtp.ts';
import { MailStore } from './mail/store.ts';
import { registerApiRoutes } from './paysage/api-routes.ts';
import { registerHostedRoutes } from './paysage/hosted-routes.ts';
import { Notifier } from './paysage/notifier.ts';
import { createPaymentService } from './paysage/payments.ts';
import { loadSigningKeys } from './paysage/signing.ts';
import { PaysageStore } from './paysage/store.ts';
import { registerWidgetRoutes } from './paysage/widget-routes.ts';
import { OpenIdProvider } from './steam/openid.ts';
import { registerOpenIdRoutes } from './steam/openid-routes.ts';
import { registerWebApiRoutes } from './steam/web-api-routes.ts';
import { registerSteamTrading, rewriteSteamUrl } from './steam-trading/index.ts';

export interface Sandbox {
  app: FastifyInstance;
  /** Not started by buildSandbox: call `smtp.start(port, host)`; `app.close()` stops it. */
  smtp: SmtpInbox;
}

export interface SandboxOptions {
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: { write(line: string): void };
}

/** Builds the whole sandbox without listening, so tests and server.ts share exactly the same app. */
export async function buildSandbox(config: SandboxConfig, { logStream }: SandboxOptions = {}): Promise<Sandbox> {
  // Like the api's: hosted-page tokens in URLs and card fields never reach a log line.
  const logger = { level: config.logLevel, redact: { paths: logRedactPaths(), censor: REDACTED }, serializers: { req: serializeRequestForLog }, ...(logStream ? { stream: logStream } : {}) };
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : logger,
    // Steam's economy icon hashes run to 280 characters, past Fastify's default 100-character route
    // parameter: without this the CDN stand-in answers 414 and every such card shows its fallback art.
    routerOptions: { maxParamLength: 512 },
    // Requests addressed to Steam's own hosts (steam-trading/hosts.ts) are served by the Steam stand-ins.
    rewriteUrl: (request) => rewriteSteamUrl(request.url ?? '/', request.headers.host),
  });
  await app.register(formbody);

  const ctx: SandboxContext = { config, faults: new FaultStore(), publicBase: () => config.publicUrl ?? listeningBase(app, config) };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'sandbox error');
    // Client mistakes (bad JSON, wrong content type) are explained; server faults are not echoed.
    return reply.code(status).send({ message: status >= 500 ? 'Internal Server Error' : error.message });
  });

  const openid = new OpenIdProvider();
  const mail = new MailStore();
  const smtp = createSmtpInbox(mail, app.log, ctx.faults);
  const keys = loadSigningKeys(config.paysage.signingPrivateKey);
  const store = new PaysageStore();
  const notifier = new Notifier({
    faults: ctx.faults,
    keys,
    shopId: config.paysage.shopId,
    secretKey: config.paysage.secretKey,
    retryBaseMs: config.paysage.notifyRetryBaseMs,
    maxAttempts: config.paysage.notifyMaxAttempts,
    log: app.log,
  });
  const payments = createPaymentService({
    store,
    notifier,
    base: ctx.publicBase,
    shopId: config.paysage.shopId,
    tokenTtlSeconds: config.paysage.tokenTtlSeconds,
  });

  const trading = await registerSteamTrading(app, ctx);

  const reset = () => {
    trading.reset();
    openid.reset();
    mail.clear();
    notifier.reset();
    store.clear();
    ctx.faults.reset();
  };

  registerHomeRoutes(app, ctx, {
    smtpListening: () => smtp.listening,
    smtpPort: () => (smtp.listening ? (smtp.server.server.address() as AddressInfo).port : null),
    reset,
  });
  registerFaultRoutes(app, ctx.faults);
  registerOpenIdRoutes(app, ctx, openid);
  registerWebApiRoutes(app, ctx);
  registerApiRoutes(app, { ctx, store, payments, notifier, keys });
  registerHostedRoutes(app, ctx, store, payments);
  registerWidgetRoutes(app, ctx, store, payments);
  registerMailRoutes(app, mail);
  registerCdnRoutes(app);
  registerGeoRoutes(app, ctx);

  app.addHook('onClose', async () => {
    reset();
    await smtp.stop();
  });
  return { app, smtp };
}

/** `http://<host>:<actual port>`, so a sandbox on port 0 still hands out working links. */
function listeningBase(app: FastifyInstance, config: SandboxConfig): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}
