/**
 * `npm run bench:instructions`: the CPU instructions one catalogue list request costs the api, and the floor
 * server beside it, counted by valgrind (callgrind). Counted, not timed, so a change's effect shows on a busy
 * machine in a run or two. Method, options and current numbers: docs/bench-instructions.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadEnv } from '../src/config/env.ts';
import { readFilterValues } from '../src/catalogue/index.ts';
import { variedQueries } from './varied-filters.ts';

const env = loadEnv();
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const REQUESTS = Number(option('requests') ?? 2000);
const WARM_UP = Number(option('warmup') ?? 3000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'skins-instructions-'));

function need(command: string, hint: string) {
  if (spawnSync(command, ['--version']).status !== 0) throw new Error(`${command} is missing: ${hint}`);
}

async function send(port: number, queries: string[], from: number, amount: number) {
  let next = from;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 32,
    amount,
    timeout: 600,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/api/items/list?${queries[next++ % queries.length]}` }) }],
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${failed} of ${amount} requests failed on port ${port}`);
}

async function control(pid: number, option: string) {
  const run = spawnSync('callgrind_control', [option, String(pid)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`callgrind_control ${option}: ${run.stderr}`);
}

/** Instructions per request of one server (node and its arguments), counted over REQUESTS requests after a warm-up. */
async function count(name: string, nodeArgs: string[], port: number, extraEnv: Record<string, string>, queries: string[]) {
  const out = path.join(work, `${name}.callgrind`);
  const child = spawn(
    'valgrind',
    ['--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${out}`, process.execPath, '--max-semi-space-size=64', ...nodeArgs],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...extraEnv } },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (let ready = false, tries = 0; !ready; tries++) {
      if (tries > 300 || child.exitCode !== null) throw new Error(`${name} did not start under valgrind`);
      ready = await fetch(`http://127.0.0.1:${port}/api/items/list?limit=1`).then((response) => response.ok, () => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await send(port, queries, 0, WARM_UP);
    await control(child.pid!, '--instr=on');
    await send(port, queries, WARM_UP, REQUESTS);
    await control(child.pid!, '--instr=off');
    await control(child.pid!, '--dump');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  // Every dump part of the run: what was counted while instrumentation was on, by where it went.
  const counted = { total: 0, compiler: 0, gc: 0 };
  for (const file of fs.readdirSync(work).filter((file) => file.startsWith(`${name}.callgrind`))) {
    const part = shares(path.join(work, file));
    for (const key of ['total', 'compiler', 'gc'] as const) counted[key] += part[key];
  }
  return { total: counted.total / REQUESTS, compiler: counted.compiler / REQUESTS, gc: counted.gc / REQUESTS };
}

/**
 * A dump's instructions, and those of V8's optimizing compilers and of its garbage collector (both run on
 * background threads too, which callgrind counts). The compilers' share moves with how warm the JIT is
 * (a quarter of the count at the default 2,000 requests), so two builds compare best on what is left.
 */
function shares(file: string) {
  const annotated = spawnSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const counted = { total: Number(/^totals: (\d+)/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? 0), compiler: 0, gc: 0 };
  for (const line of annotated.stdout.split('\n')) {
    const match = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!match || match[2]!.includes('PROGRAM TOTALS')) continue;
    const instructions = Number(match[1]!.replaceAll(',', ''));
    if (/compiler::|turboshaft|maglev/i.test(match[2]!)) counted.compiler += instructions;
    else if (/Scaveng|heap::|Heap::|MarkCompact|Sweep|Evacuat|Marking/.test(match[2]!)) counted.gc += instructions;
  }
  return counted;
}

async function main() {
  need('valgrind', 'apt-get install valgrind');
  const server = path.resolve(option('api') ?? path.join(repoRoot, 'dist/server.js'));
  if (!fs.existsSync(server)) throw new Error(`${server} is missing: npm run build:server first`);
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
  const queries = await readFilterValues(pool).then((values) => variedQueries(values, WARM_UP + REQUESTS));
  await pool.end();
  const sides = (option('sides') ?? 'api,floor').split(',');
  const api = sides.includes('api') ? await count('api', [server], 3950, { API_PORT: '3950', SERVE_WEB: 'false' }, queries) : null;
  // From source, as the headline runs it: tsx only transforms the files as they load.
  const bare = sides.includes('floor') ? await count('floor', ['--import', 'tsx', 'apps/api/bench/floor-server.ts'], 3951, { FLOOR_PORT: '3951' }, queries) : null;
  const millions = (n: number) => `${(n / 1e6).toFixed(3)} M`;
  const split = ({ total, compiler, gc }: { total: number; compiler: number; gc: number }) =>
    `${millions(total)}  (optimizing compiler ${millions(compiler)}, garbage collector ${millions(gc)}, the rest ${millions(total - compiler - gc)})`;
  console.log(`Instructions per list request (new filter combination each, ${REQUESTS} counted after ${WARM_UP} to warm up):`);
  const line = (label: string, value: string) => console.log(`  ${label} `.padEnd(32) + value);
  if (api !== null) line(`api (${path.relative(repoRoot, server)})`, split(api));
  if (bare !== null) line('floor (bench/floor-server.ts)', split(bare));
  if (api !== null && bare !== null) line('floor/api', (bare.total / api.total).toFixed(2));
  fs.rmSync(work, { recursive: true, force: true });
}

await main();
