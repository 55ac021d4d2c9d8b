/**
 * `npm run build` gives server bundles that run on plain node with production dependencies
 * only. Builds dist/, checks every package the bundles import is a production dependency of a workspace (the
 * image installs with --omit=dev), then starts the built api and worker and stops them with SIGTERM.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './helpers/test-env.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(repoRoot, 'dist');
const entries = Object.keys(JSON.parse(fs.readFileSync(path.join(repoRoot, 'scripts/server-entries.json'), 'utf8')) as Record<string, string>);

function productionDependencies(): Set<string> {
  const names = new Set<string>();
  for (const workspace of ['apps/api', 'apps/sandbox', 'prisma', 'packages/shared']) {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(manifest.dependencies ?? {})) names.add(name);
  }
  return names;
}

/** The npm package of an import specifier ('@scope/name/sub' -> '@scope/name'); null for node: builtins. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

const testEnv = (extra: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  DATABASE_URL: TEST_DATABASE_URL,
  REDIS_URL: TEST_REDIS_URL,
  QUEUE_PREFIX: `test-build-${randomUUID()}`,
  API_HOST: '127.0.0.1',
  API_PORT: '0',
  ...extra,
});

/**
 * Starts a built entry and resolves with the first log line matching `ready`, or rejects when it exits first.
 * No clock of its own: how long a start takes is the machine's load; a start that hangs is the test's timeout.
 */
async function startBuilt(entry: string, ready: RegExp, env: Record<string, string> = {}): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, [`dist/${entry}.js`], { cwd: repoRoot, env: testEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.split('\n').find((candidate) => ready.test(candidate));
      if (found) resolve(found);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`${entry} exited (${code}): ${output}`)));
  });
  return { child, line };
}

async function sigterm(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit') as Promise<[number | null]>;
  child.kill('SIGTERM');
  return (await exited)[0];
}

describe('production build', () => {
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  });

  it('bundles every entry, importing only production dependencies of the workspaces', () => {
    for (const entry of entries) expect(fs.existsSync(path.join(dist, `${entry}.js`)), entry).toBe(true);
    const allowed = productionDependencies();
    // esbuild's own record of every import each bundle leaves to node at run time.
    const metafile = JSON.parse(fs.readFileSync(path.join(dist, 'metafile.json'), 'utf8')) as { outputs: Record<string, { imports: Array<{ path: string; external?: boolean }> }> };
    const imported = new Set<string>();
    for (const output of Object.values(metafile.outputs)) {
      for (const entry of output.imports) {
        const name = entry.external ? packageOf(entry.path) : null;
        if (name) imported.add(name);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !allowed.has(name))).toEqual([]);
    expect(imported).not.toContain('tsx');
    expect([...imported].some((name) => name.startsWith('@skins/'))).toBe(false);
  });

  it('the built api starts on plain node, answers health, and exits cleanly on SIGTERM; so does the worker', async () => {
    const api = await startBuilt('server', /Server listening at/);
    try {
      const address = (JSON.parse(api.line) as { msg: string }).msg.match(/http:\/\/[\d.:]+/)![0];
      const response = await fetch(`${address}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'OK', payload: { database: 'up', redis: 'up' } });
    } finally {
      expect(await sigterm(api.child)).toBe(0);
    }
    const worker = await startBuilt('worker', /worker started/);
    expect(await sigterm(worker.child)).toBe(0);
  });

  it('the built migrate command finds the migrations beside it', () => {
    const migrate = spawnSync(process.execPath, ['dist/db-migrate.js'], { cwd: repoRoot, env: testEnv({}), encoding: 'utf8' });
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toMatch(/up to date|Applied/);
  });
});
