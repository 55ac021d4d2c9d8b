import { buildSandbox } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { app, smtp } = await buildSandbox(config);
await app.listen({ port: config.port, host: config.host });
const smtpPort = await smtp.start(config.smtpPort, config.host);
app.log.info(`sandbox ready: ${config.publicUrl ?? `http://${config.host}:${config.port}`} (SMTP on ${config.host}:${smtpPort})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Fails safe: if something hangs, leave anyway after 5 s rather than block the dev's terminal.
    setTimeout(() => process.exit(1), 5000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
