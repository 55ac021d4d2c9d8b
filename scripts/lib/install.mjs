import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, run, step } from './shell.mjs';

const lockFile = path.join(repoRoot, 'package-lock.json');
const stampFile = path.join(repoRoot, 'node_modules', '.skins-lock-hash');

/** npm writes this copy of the lockfile into node_modules after every install. */
const installedLock = path.join(repoRoot, 'node_modules', '.package-lock.json');

/** Runs `npm ci` when node_modules is missing or was installed from an older package-lock.json. */
export function ensureDependencies() {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(lockFile)).digest('hex');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return;
  if (fs.existsSync(installedLock) && fs.statSync(installedLock).mtimeMs >= fs.statSync(lockFile).mtimeMs) {
    fs.writeFileSync(stampFile, hash);
    return;
  }
  step('Installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  fs.writeFileSync(stampFile, hash);
}
