/**
 * Where the CLI keeps its bearer token: `ADMIN_TOKEN` if set (CI, scripts), else a file readable only by
 * its owner: `ADMIN_TOKEN_FILE`, or `$XDG_CONFIG_HOME/skins-admin/token` (default `~/.config/...`). The file
 * remembers which API issued the token, so it is never sent to another one by a changed ADMIN_API_URL.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface StoredToken {
  apiUrl: string;
  token: string;
  email: string;
  expiresAt: string | null;
}

type Env = Record<string, string | undefined>;

export function tokenFile(env: Env): string {
  if (env.ADMIN_TOKEN_FILE) return path.resolve(env.ADMIN_TOKEN_FILE);
  const configHome = env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(configHome, 'skins-admin', 'token');
}

export async function readToken(env: Env, apiUrl: string): Promise<StoredToken | null> {
  if (env.ADMIN_TOKEN) return { apiUrl, token: env.ADMIN_TOKEN, email: '(ADMIN_TOKEN)', expiresAt: null };
  let text: string;
  try {
    text = await readFile(tokenFile(env), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const stored = JSON.parse(text) as Partial<StoredToken>;
  if (typeof stored.token !== 'string' || typeof stored.apiUrl !== 'string') return null;
  return { apiUrl: stored.apiUrl, token: stored.token, email: stored.email ?? '', expiresAt: stored.expiresAt ?? null };
}

export async function saveToken(env: Env, stored: StoredToken): Promise<string> {
  const file = tokenFile(env);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  return file;
}

export async function forgetToken(env: Env): Promise<boolean> {
  const file = tokenFile(env);
  try {
    await rm(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
