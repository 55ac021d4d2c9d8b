// The end-to-end tests drive Debian's Chromium (Playwright never downloads a browser). `npm test` installs it on
// a fresh machine as CI does, so the README's test command is all a new checkout needs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fail, run, step } from './shell.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function hasAptGet() {
  return spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Returns the browser's path, installing Debian's package first when it is missing and this user may. */
export function ensureChromium(env = process.env) {
  const chromium = env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  if (fs.existsSync(chromium)) return chromium;
  if (chromium !== DEBIAN_CHROMIUM) fail(`CHROMIUM_PATH names ${chromium}, which does not exist. Fix it in .env, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`);
  if (process.getuid?.() !== 0 || !hasAptGet()) {
    fail(
      `Chromium is missing at ${DEBIAN_CHROMIUM} (end-to-end tests), and only root can install it here. ` +
        `Run 'sudo apt-get update && sudo apt-get install -y chromium', or set CHROMIUM_PATH to a Chromium you have.`,
    );
  }
  step('Installing Chromium for the end-to-end tests (apt-get install chromium)');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env: aptEnv });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: aptEnv });
  if (!fs.existsSync(DEBIAN_CHROMIUM)) fail(`apt-get installed chromium, but ${DEBIAN_CHROMIUM} is still missing.`);
  return DEBIAN_CHROMIUM;
}
