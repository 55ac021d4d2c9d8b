/**
 * No Docker engine runs on the development machines, so docker-compose.yml (production) and its development
 * override are checked against the code here: every command is a built entry, every variable is one the
 * process reads, production settings parse as production, dependencies and healthchecks are sane, the sandbox
 * sits only in the development profile, and the image runs as a non-root user on production dependencies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { SANDBOX_ENV_VARIABLES } from '@skins/sandbox';
import { startSandbox } from '@skins/sandbox/test-helpers';
import { ENV_VARIABLES, parseEnv } from '../src/config/env.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { locationFor, nginxLocations } from './helpers/nginx-locations.ts';
import { PRODUCTION_SECRETS } from './helpers/production-env.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

const serviceSchema = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), target: z.string() }).optional(),
  command: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  env_file: z.string().optional(),
  profiles: z.array(z.string()).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.enum(['service_started', 'service_healthy', 'service_completed_successfully']) })).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }).passthrough().optional(),
  restart: z.enum(['no', 'always', 'on-failure', 'unless-stopped']).optional(),
});
type Service = z.infer<typeof serviceSchema>;
const composeSchema = z.object({ services: z.record(z.string(), serviceSchema) });

const base = composeSchema.parse(parse(read('docker-compose.yml'), { merge: true })).services;
const devOverride = z
  .object({ services: z.record(z.string(), serviceSchema.partial()) })
  .parse(parse(read('docker-compose.dev.yml'), { merge: true })).services;
const entries = Object.keys(JSON.parse(read('scripts/server-entries.json')) as Record<string, string>);
const appServices = Object.entries(base).filter(([, service]) => service.image === 'skins-app' && !service.profiles);
/** What the seed (db-setup in `migrate`) reads besides the api's variables. */
const SEED_VARIABLES = ['SEED_LISTINGS', 'STAFF_EMAIL', 'STAFF_PASSWORD'];

/** Compose's `${VAR:?message}` / `${VAR:-default}` / `${VAR}` interpolation from an .env. */
function interpolate(value: string, dotEnv: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_match, name: string) => {
    const found = dotEnv[name];
    if (found === undefined) throw new Error(`compose needs ${name} from .env`);
    return found;
  });
}

function effectiveEnv(service: Service, dotEnv: Record<string, string>, override: Record<string, string> = {}): Record<string, string> {
  // env_file first; `environment` wins over it, and the override file's over the base file's.
  const environment = { ...service.environment, ...override };
  return { ...dotEnv, ...Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(value, dotEnv)])) };
}

function readDotEnvExample(): Record<string, string> {
  return Object.fromEntries(
    read('.env.example')
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('docker-compose.yml', () => {
  it('runs every process of the built image as plain node on a built entry (no tsx)', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['api', 'migrate', 'worker']);
    for (const [name, service] of [...appServices, ['sandbox', base.sandbox!] as const]) {
      const [binary, ...args] = service.command ?? [];
      // Node's own flags may come first (the api's young generation, Dockerfile); then the entry, alone.
      const flags = args.filter((arg) => arg.startsWith('--'));
      const [script, ...rest] = args.slice(flags.length);
      expect(binary, name).toBe('node');
      expect(rest, name).toEqual([]);
      if (name === 'api') expect(flags).toEqual(['--max-semi-space-size=64']);
      expect(entries.map((entry) => `dist/${entry}.js`), name).toContain(script);
      expect(service.build?.target, name).toBe('app');
    }
    expect(read('docker-compose.yml')).not.toMatch(/tsx/);
  });

  it('sets only variables the processes read, and production settings parse as production', () => {
    const dotEnv = { ...PRODUCTION_SECRETS, POSTGRES_PASSWORD: 'a-real-database-password' };
    for (const [name, service] of appServices) {
      expect(service.env_file, name).toBe('.env');
      for (const key of Object.keys(service.environment ?? {})) expect([...ENV_VARIABLES, ...SEED_VARIABLES], `${name}: ${key}`).toContain(key);
      const env = parseEnv(effectiveEnv(service, dotEnv));
      expect(env.NODE_ENV, name).toBe('production');
      expect(env.DATABASE_URL, name).toBe('postgresql://postgres:a-real-database-password@postgres:5432/skins');
      expect(env.REDIS_URL, name).toBe('redis://redis:6379/0');
    }
    for (const key of Object.keys(base.sandbox?.environment ?? {})) expect(SANDBOX_ENV_VARIABLES, `sandbox: ${key}`).toContain(key);
    // Without POSTGRES_PASSWORD in .env, compose refuses rather than start with a default password.
    expect(() => effectiveEnv(base.api!, PRODUCTION_SECRETS)).toThrow(/POSTGRES_PASSWORD/);
  });

  it('production refuses the development values of .env.example; the dev override runs them against the sandbox', () => {
    const dotEnv = { ...readDotEnvExample(), POSTGRES_PASSWORD: 'postgres' };
    expect(() => parseEnv(effectiveEnv(base.api!, dotEnv))).toThrow(/SESSION_SECRET/);
    for (const [name, service] of appServices) {
      const env = parseEnv(effectiveEnv(service, dotEnv, devOverride[name]?.environment));
      expect(env.NODE_ENV, name).toBe('development');
      expect(env.PAYSAGE_GATEWAY_URL, name).toBe('http://sandbox:4010/paysage');
      for (const key of Object.keys(devOverride[name]?.environment ?? {})) expect(ENV_VARIABLES, `${name}: ${key}`).toContain(key);
    }
  });

  it('keeps the sandbox in the development profile only', () => {
    expect(base.sandbox?.profiles).toEqual(['dev']);
    expect(base.sandbox?.environment?.NODE_ENV).toBe('development');
    for (const [name, service] of Object.entries(base)) {
      if (name === 'sandbox') continue;
      expect(service.profiles, name).toBeUndefined();
      expect(Object.keys(service.depends_on ?? {}), name).not.toContain('sandbox');
      expect(JSON.stringify(service.environment ?? {}), name).not.toMatch(/sandbox/i);
    }
  });

  it('has sane dependencies, restart policies and healthchecks', () => {
    const merged = { ...base, ...Object.fromEntries(Object.entries(devOverride).map(([name, extra]) => [name, { ...base[name], ...extra } as Service])) };
    for (const services of [base, merged]) {
      for (const [name, service] of Object.entries(services)) {
        for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
          const dependency = services[target];
          expect(dependency, `${name} depends on ${target}`).toBeDefined();
          if (condition === 'service_healthy') expect(dependency?.healthcheck, `${target} needs a healthcheck`).toBeDefined();
          if (condition === 'service_completed_successfully') expect(dependency?.restart, `${target} must run once`).toBe('no');
        }
      }
    }
    for (const [name, service] of Object.entries(base)) {
      if (name === 'migrate') continue;
      expect(['unless-stopped', 'always'], name).toContain(service.restart);
    }
    for (const name of ['postgres', 'redis', 'api', 'web', 'sandbox']) expect(base[name]?.healthcheck, name).toBeDefined();
    expect(base.api?.healthcheck?.test.join(' ')).toContain('/api/health/ready');
  });

  describe('healthcheck URLs answer', () => {
    const ctx = useTestApp();
    it('the api and sandbox healthchecks hit real routes', async () => {
      const urlOf = (service: Service) => new URL(/fetch\('([^']+)'\)/.exec(service.healthcheck?.test.join(' ') ?? '')?.[1] ?? 'http://x/missing');
      const api = urlOf(base.api!);
      expect(api.port).toBe(base.api?.environment?.API_PORT);
      // No worker runs beside this test app, so readiness may say 503 (schedulers missing), never 404.
      expect((await ctx.app.inject({ method: 'GET', url: api.pathname })).statusCode).not.toBe(404);
      const sandbox = await startSandbox();
      try {
        const url = urlOf(base.sandbox!);
        expect(url.port).toBe(base.sandbox?.environment?.SANDBOX_PORT);
        expect((await fetch(`${sandbox.base}${url.pathname}`)).status).toBe(200);
      } finally {
        await sandbox.close();
      }
    });
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const finalStage = dockerfile.slice(dockerfile.indexOf('AS app'), dockerfile.indexOf('FROM nginx'));

  it("hands the page to the api, which sends it with the Content-Security-Policy that follows the settings", () => {
    // nginx served index.html itself, with no policy: the page of the compose deployment had none.
    const nginx = read('docker/nginx.conf');
    const location = (prefix: string) => new RegExp(`location ${prefix} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '';
    expect(location('/')).toContain('proxy_pass http://api:3000;');
    expect(location('/')).not.toContain('try_files');
    // Hashed files stay nginx's: precompressed, cached for good.
    expect(location('/assets/')).toContain('try_files $uri =404;');
    expect(base.api?.environment?.SERVE_WEB).toBe('true');
    const dockerfile = read('Dockerfile');
    expect(dockerfile.slice(dockerfile.indexOf('AS app'), dockerfile.indexOf('FROM nginx'))).toContain('COPY --from=build /app/apps/web/dist ./apps/web/dist');
  });

  it("nginx never routes the api's /metrics to the public, however the path is written", () => {
    const locations = nginxLocations(read('docker/nginx.conf'));
    for (const path of ['/metrics', '/metrics/', '/metrics?name[]=x', '//metrics', '/%6Detrics', '/metrics/../metrics']) {
      const location = locationFor(locations, path.replace('/metrics/../metrics', '/metrics'));
      expect(location?.body, path).not.toContain('proxy_pass');
      expect(location?.body, path).toMatch(/return 404;/);
    }
    // The rest still reaches the api.
    for (const path of ['/api/items/list', '/sanctum/csrf-cookie', '/products/all/all/1', '/metricsx/']) {
      expect(locationFor(locations, path)?.body, path).toContain('proxy_pass http://api:3000;');
    }
  });

  it('builds in stages and runs the built server as a non-root user on production dependencies only', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(4);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(finalStage).toMatch(/COPY --from=prod-deps .*node_modules/);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^ENV NODE_ENV=production$/m);
    expect(finalStage).not.toMatch(/tsx/);
    expect(finalStage).toMatch(/^CMD \["node", "--max-semi-space-size=64", "dist\/server\.js"\]$/m);
  });
});
