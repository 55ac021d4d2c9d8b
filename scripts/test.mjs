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
import { ensureDependencies } from './lib/install.mjs';
import { bold, ensureEnvFile, green, loadDotEnv, red, repoRoot, requireServices, run, runAsync, step } from './lib/shell.mjs';

ensureDependencies();
ensureEnvFile();
loadDotEnv();
const chromium = ensureChromium();
await requireServices();

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'skins-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

step('Lint');
run('npm', ['run', 'lint', '--silent']);
step('Typecheck');
run('npm', ['run', 'db:generate']);
run('npm', ['run', 'typecheck', '--silent']);

step('Unit and integration tests (vitest)');
const unitCode = await runAsync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);

step('End-to-end tests (Playwright, Chromium)');
const e2eCode = await runAsync('npx', ['playwright', 'test', '--reporter=list,json'], {
  cwd: path.join(repoRoot, 'apps', 'web'),
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, CHROMIUM_PATH: chromium },
});

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}
const unit = readJson(vitestReport);
const e2e = readJson(playwrightReport);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const ok = unitCode === 0 && e2eCode === 0 && failed === 0 && passed > 0;

console.log(`\n${ok ? green('✔ all tests passed') : red('✖ some tests failed')}  ${bold(`unit+integration ${unit?.numPassedTests ?? 0}/${unit?.numTotalTests ?? 0}, end-to-end ${e2e?.stats?.expected ?? 0}/${(e2e?.stats?.expected ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0)}`)}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
