import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SANDBOX } from './checkout-support.ts';

/** Helpers of the sellers' end-to-end tests: new Steam accounts at the sandbox and the staff CLI. */

const API = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const STEAM_ID64_BASE = 76561197960265728n;
const run = promisify(execFile);

/** A SteamID64 nobody has used yet (new on every run) whose sandbox inventory is public (ids divisible by 97 are private there). */
export function freshSteamId(): string {
  for (;;) {
    const id = STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000);
    if (id % 97n !== 0n) return id.toString();
  }
}

/** The Dota 2 skins a Steam account holds at the sandbox, as Steam's inventory call lists them. */
export async function sandboxInventory(steamId: string): Promise<Array<{ assetId: string; name: string }>> {
  const response = await fetch(`${SANDBOX}/steam/inventory/${steamId}/570/2`);
  const answer = (await response.json()) as { assets: Array<{ assetid: string; classid: string }>; descriptions: Array<{ classid: string; market_hash_name: string }> };
  return answer.assets.map((asset) => ({ assetId: asset.assetid, name: answer.descriptions.find((d) => d.classid === asset.classid)!.market_hash_name }));
}

/** A new Steam account holding at least `count` skins at the sandbox (the sandbox gives each account 3 to 6). */
export async function freshSteamIdHolding(count: number): Promise<string> {
  for (;;) {
    const id = freshSteamId();
    if ((await sandboxInventory(id)).length >= count) return id;
  }
}

/**
 * The staff CLI, as staff run it (`npm run admin -- ...`): `login()` once in beforeAll (it makes the token's
 * folder, so loading a spec file leaves nothing behind), `admin(...)` in the tests, `dispose()` in afterAll.
 */
export function staffAdmin() {
  let tokenDir = '';
  const admin = async (...args: string[]): Promise<string> => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ADMIN_API_URL: API, ADMIN_TOKEN_FILE: path.join(tokenDir, 'token'), ADMIN_PASSWORD: 'Staff-password-1' },
    });
    return stdout;
  };
  return {
    admin,
    login: async () => {
      tokenDir = mkdtempSync(path.join(tmpdir(), 'skins-admin-'));
      await admin('login', '--email', 'staff@skins.local');
    },
    dispose: () => {
      if (tokenDir) rmSync(tokenDir, { recursive: true, force: true });
    },
  };
}
