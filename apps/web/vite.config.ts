import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/** The monorepo keeps one `.env` at its root; the web app reads it from there. */
const ENV_DIR = '../..';

/*
 * The root .env sets NODE_ENV for the api. Vite would adopt it for the web build too and ship React's
 * development build; the web app's NODE_ENV follows the Vite command instead (build: production).
 * An empty value stops Vite from copying the file's NODE_ENV (it only fills an unset variable).
 */
process.env.VITE_USER_NODE_ENV ??= '';

export default defineConfig(({ mode }) => {
  // Server-side settings (port, proxy target) may come from the root .env or the shell; the shell wins.
  const env = { ...loadEnv(mode, ENV_DIR, ''), ...process.env };
  const proxyTarget = env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
  const proxy = Object.fromEntries(
    ['/api', '/auth', '/sanctum'].map((path) => [path, { target: proxyTarget, changeOrigin: false }]),
  );

  return {
    plugins: [react()],
    envDir: ENV_DIR,
    envPrefix: 'VITE_',
    server: {
      host: '127.0.0.1',
      port: Number(env.WEB_PORT ?? 5173),
      strictPort: true,
      proxy,
    },
    preview: { host: '127.0.0.1', proxy },
    build: {
      target: 'es2022',
    },
  };
});
