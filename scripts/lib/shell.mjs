// Small helpers for the repo's own scripts. Plain Node (no dependencies): start.mjs runs before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);
export const bold = paint('1');
export const green = paint('32');
export const red = paint('31');
export const dim = paint('2');

export function step(title) {
  console.log(`\n${bold('▸')} ${bold(title)}`);
}

export function fail(message) {
  console.error(`\n${red('✖')} ${message}`);
  process.exit(1);
}

/** Runs a command in the repo root with inherited output; exits the script if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

/** Like run, but resolves with the exit code instead of exiting (for test steps that must all report). */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Writes .env from .env.example (development settings) on a fresh checkout. */
export function ensureEnvFile() {
  const envFile = path.join(repoRoot, '.env');
  if (fs.existsSync(envFile)) return;
  fs.copyFileSync(path.join(repoRoot, '.env.example'), envFile);
  console.log('Created .env from .env.example (development settings).');
}

/** Loads .env into process.env without overriding what the environment already sets. */
export function loadDotEnv() {
  const file = path.join(repoRoot, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export function canConnect(host, port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Parses a service URL from the environment, or stops with a message naming the variable. */
function parseUrl(variable, value, protocols) {
  let url;
  try {
    url = new URL(value);
  } catch {
    fail(`Invalid environment: ${variable} is not a URL ("${value}"). Fix it in .env (see .env.example).`);
  }
  if (!protocols.includes(url.protocol)) {
    fail(`Invalid environment: ${variable} must start with ${protocols[0]}// ("${value}"). Fix it in .env (see .env.example).`);
  }
  return url;
}

/** Fails with a helpful message when PostgreSQL or Redis (from DATABASE_URL / REDIS_URL) is not listening. */
export async function requireServices(env = process.env) {
  const database = parseUrl('DATABASE_URL', env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins', ['postgresql:', 'postgres:']);
  const redis = parseUrl('REDIS_URL', env.REDIS_URL ?? 'redis://127.0.0.1:6379/0', ['redis:', 'rediss:']);
  const problems = [];
  if (!(await canConnect(database.hostname, database.port || 5432))) {
    problems.push(`PostgreSQL is not reachable at ${database.host} (DATABASE_URL). Start it, e.g. 'pg_ctlcluster 15 main start' or 'docker compose up -d postgres'.`);
  }
  if (!(await canConnect(redis.hostname, redis.port || 6379))) {
    problems.push(`Redis is not reachable at ${redis.host} (REDIS_URL). Start it, e.g. 'redis-server --daemonize yes' or 'docker compose up -d redis'.`);
  }
  if (problems.length) fail(problems.join('\n  '));
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
