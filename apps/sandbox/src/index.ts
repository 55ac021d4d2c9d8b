/**
 * What other workspaces may use of the sandbox (the api's payment tests start it in-process): the app
 * factory and its config. Everything else under src/ is the sandbox's own.
 */
export { buildSandbox } from './app.ts';
export type { Sandbox } from './app.ts';
export { ConfigError, loadConfig, SANDBOX_ENV_VARIABLES } from './config.ts';
export type { SandboxConfig } from './config.ts';
/** The sandbox users' trade URLs (the trading tests send offers to them). */
export { tradeUrlFor } from './steam/users.ts';

/** The development signing key the Paysage stand-in signs notifications with (tests sign their own with it). */
export const DEV_SIGNING_KEY_URL = new URL('./paysage/dev-signing-key.pem', import.meta.url);
