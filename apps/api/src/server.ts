/** The HTTP entry: parse env, build the app, listen, and close cleanly on SIGINT/SIGTERM. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';

const env = loadEnv();
const app = await buildApp({ env });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing after an error');
  else app.log.info(`${signal} received, finishing in-flight requests`);
  await app.close();
});

try {
  await app.listen({ host: env.API_HOST, port: env.API_PORT });
} catch (error) {
  app.log.error({ err: error }, 'could not start the api');
  process.exit(1);
}
