#!/usr/bin/env node
// `npm start`: from a fresh clone to the running product. Installs dependencies if missing, writes .env
// from .env.example if missing, checks PostgreSQL and Redis, creates/migrates/seeds the database, then
// runs api, worker, web and sandbox together with prefixed logs. Ctrl-C stops all of them.
import { ensureDependencies } from './lib/install.mjs';
import { bold, ensureEnvFile, fail, green, loadDotEnv, repoRoot, requireServices, run, step, waitForHttp } from './lib/shell.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) fail(`Node ${process.versions.node} is too old: use Node 20.19 or newer.`);

ensureDependencies();

ensureEnvFile();
loadDotEnv();

step('Checking PostgreSQL and Redis');
await requireServices();

step('Preparing the database');
run('npm', ['run', 'db:generate']);
run('npm', ['run', 'db:setup']);

const webPort = process.env.WEB_PORT ?? '5173';
const apiPort = process.env.API_PORT ?? '3000';
const webUrl = `http://localhost:${webPort}`;

step('Starting api, worker, web and sandbox');
const { concurrently } = await import('concurrently');
const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev:api --silent', prefixColor: 'blue' },
    { name: 'worker', command: 'npm run dev:worker --silent', prefixColor: 'magenta' },
    { name: 'web', command: 'npm run dev:web --silent', prefixColor: 'green' },
    { name: 'sandbox', command: 'npm run dev:sandbox --silent', prefixColor: 'yellow' },
  ],
  { cwd: repoRoot, killOthersOn: ['failure'], prefix: 'name', restartTries: 0 },
);

const ready = await Promise.all([
  waitForHttp(`http://127.0.0.1:${apiPort}/api/health`),
  waitForHttp(`http://127.0.0.1:${webPort}/`),
]);
if (ready.every(Boolean)) {
  console.log(`\n  ${green('●')} ${bold('Skinshop is running:')} open ${bold(webUrl)}`);
  console.log(`    API docs ${bold(`http://localhost:${apiPort}/api/docs`)} · sandbox ${bold(process.env.SANDBOX_PUBLIC_URL ?? 'http://127.0.0.1:4010')} · Ctrl-C stops everything\n`);
}

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
