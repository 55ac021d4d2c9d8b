import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadRoutes } from './build/preload-routes.ts';

/** What a first visit opens: the entry, the shell and the home and product list pages. */
const FIRST_ROUTES = ['./src/main.tsx', './src/features/home/components/home-page.tsx', './src/features/items/components/item-list-page.tsx'];

/** The monorepo keeps one `.env` at its root; the web app reads it from there. */
const ENV_DIR = '../..';

/*
 * The bundle's NODE_ENV follows the Vite command, not the environment: the root .env sets NODE_ENV for the
 * api, and the e2e stack builds with NODE_ENV=test; either would make Vite ship React's development build.
 * An empty VITE_USER_NODE_ENV stops Vite from adopting the .env file's NODE_ENV (it only fills an unset one).
 */
process.env.VITE_USER_NODE_ENV ??= '';

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';

  // Server-side settings (port, proxy target) may come from the root .env or the shell; the shell wins.
  const env = { ...loadEnv(mode, ENV_DIR, ''), ...process.env };
  const proxyTarget = env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
  // Only paths under these folders are the api's (a key starting with ^ is a RegExp to Vite). A bare prefix
  // would also send /auth itself, a reserved slug that must show the not-found page (spec §2), to the api,
  // which answers JSON; the production server (plugins/app/web-app.ts) draws the same line.
  const proxy = Object.fromEntries(
    ['api', 'auth', 'sanctum'].map((folder) => [`^/${folder}/`, { target: proxyTarget, changeOrigin: false }]),
  );

  return {
    // The pages a first visit opens most: their code comes with the entry script (build/preload-routes.ts).
    plugins: [react(), preloadRoutes(['/src/features/home/components/home-page.tsx']), precompress()],
    envDir: ENV_DIR,
    envPrefix: 'VITE_',
    server: {
      host: '127.0.0.1',
      port: Number(env.WEB_PORT ?? 5173),
      strictPort: true,
      proxy,
      // `npm start`'s first visit: the modules the first routes import are transformed while the server starts,
      // rather than one request at a time as the browser discovers them (docs/bench-first-paint.md).
      warmup: { clientFiles: FIRST_ROUTES },
    },
    // Their dependencies are pre-bundled at start too, so none is found late (which reloads the page).
    optimizeDeps: { entries: ['index.html', ...FIRST_ROUTES] },
    preview: { host: '127.0.0.1', proxy },
    build: {
      target: 'es2022',
    },
  };
});
