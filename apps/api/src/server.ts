/** The HTTP entry: parse env, build the app, listen, and close cleanly on SIGINT/SIGTERM. */
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';

const env = loadEnv();
const app = await buildApp({ env });

closeWithGrace({ delay: 10_000 + env.SHUTDOWN_DRAIN_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing after an error');
  else app.log.info(`${signal} received, finishing in-flight requests`);
  // Readiness fails first, so a load balancer stops sending new requests before the listener closes;
  // app.close() then waits for the requests already running.
  app.lifecycle.draining = true;
  if (!err && env.SHUTDOWN_DRAIN_MS > 0) await sleep(env.SHUTDOWN_DRAIN_MS);
  await app.close();
});

try {
  await app.listen({ host: env.API_HOST, port: env.API_PORT });
} catch (error) {
  app.log.error({ err: error }, 'could not start the api');
  process.exit(1);
}
