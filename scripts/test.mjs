#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and integration tests (real PostgreSQL and Redis; a separate test
// database is created and migrated automatically), then the Playwright end-to-end tests in Debian's
// Chromium against the real stack. Ends with one line counting every test: "tests: N passed, N failed".
// On a fresh machine it first does what `npm start` and CI would: installs dependencies, writes .env and
// installs Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { startE2eServers } from './lib/e2e-servers.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { bold, ensureEnvFile, fail, green, loadDotEnv, red, repoRoot, requireServices, run, runAsync, step } from './lib/shell.mjs';

const started = Date.now();
ensureDependencies();
ensureEnvFile();
loadDotEnv();
const chromium = ensureChromium();
await requireServices();

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'skins-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

// Side by side: one core each, where one after the other left a core idle for two minutes.
step('Lint and typecheck');
run('npm', ['run', 'db:generate']);
const [lintCode, typecheckCode] = await Promise.all([runAsync('npm', ['run', 'lint', '--silent']), runAsync('npm', ['run', 'typecheck', '--silent'])]);
if (lintCode !== 0) fail('Lint failed (npm run lint).');
if (typecheckCode !== 0) fail('Typecheck failed (npm run typecheck).');

const checked = Date.now();
// The end-to-end servers reset, seed and build while vitest runs (scripts/lib/e2e-servers.mjs).
const e2eLog = path.join(reports, 'e2e-servers.log');
const e2eServers = await startE2eServers(e2eLog, { ...process.env, DB_GENERATED: '1' });
process.on('exit', () => e2eServers.stop());
step('Unit and integration tests (vitest)');
const unitCode = await runAsync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);

const unitDone = Date.now();
step('End-to-end tests (Playwright, Chromium)');
const serversUp = await e2eServers.ready;
if (!serversUp && e2eServers.children.length > 0) {
  // Playwright then starts its own and shows why they fail; the log says what the early start saw.
  console.log(`The end-to-end servers started beside vitest did not come up (log: ${e2eLog}); Playwright starts them itself.`);
  e2eServers.stop();
}
const e2eCode = await runAsync('npx', ['playwright', 'test', '--reporter=list,json'], {
  cwd: path.join(repoRoot, 'apps', 'web'),
  env: {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    CHROMIUM_PATH: chromium,
    E2E_WHOLE_SUITE: '1',
    ...(serversUp ? { E2E_SERVERS_STARTED: '1' } : {}),
  },
});
e2eServers.stop();
if (e2eCode !== 0 && serversUp && fs.existsSync(e2eLog)) {
  console.log(`\n${bold('The end-to-end servers\' last lines')} (${e2eLog}):`);
  console.log(fs.readFileSync(e2eLog, 'utf8').split('\n').slice(-60).join('\n'));
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}
const unit = readJson(vitestReport);
const e2e = readJson(playwrightReport);
/** Milliseconds per test file, slowest first: vitest's files, and Playwright's summed over their tests. */
function slowestFiles() {
  const files = new Map();
  for (const result of unit?.testResults ?? []) files.set(path.relative(repoRoot, result.name), result.endTime - result.startTime);
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const key = path.join('apps/web/e2e', spec.file);
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      files.set(key, (files.get(key) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of e2e?.suites ?? []) visit(suite);
  return [...files].sort((a, b) => b[1] - a[1]);
}
const slowest = slowestFiles().slice(0, 10);
if (slowest.length) {
  console.log(`\n${bold('Slowest test files')}`);
  for (const [file, ms] of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
}
const secondsSince = (from, to = Date.now()) => ((to - from) / 1000).toFixed(0);
const took = `took ${secondsSince(started)} s (set-up, lint and typecheck ${secondsSince(started, checked)} s, vitest ${secondsSince(checked, unitDone)} s, end-to-end ${secondsSince(unitDone)} s)`;

const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const ok = unitCode === 0 && e2eCode === 0 && failed === 0 && passed > 0;

console.log(`\n${ok ? green('✔ all tests passed') : red('✖ some tests failed')}  ${bold(`unit+integration ${unit?.numPassedTests ?? 0}/${unit?.numTotalTests ?? 0}, end-to-end ${e2e?.stats?.expected ?? 0}/${(e2e?.stats?.expected ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0)}`)}`);
console.log(took);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
