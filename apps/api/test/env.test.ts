import { spawnSync } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_SIGNING_KEY_URL } from '@skins/sandbox';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/config/env.ts';
import { PRODUCTION_SECRETS } from './helpers/production-env.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');

describe('environment', () => {
  it("takes the Paysage signing key from configuration: outside production, the sandbox's development key", () => {
    const sandboxKey = createPublicKey(fs.readFileSync(DEV_SIGNING_KEY_URL, 'utf8')).export({ type: 'spki', format: 'der' }).toString('base64');
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db' }).PAYSAGE_SIGNATURE_PUBLIC_KEY).toBe(sandboxKey);
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db', PAYSAGE_SIGNATURE_PUBLIC_KEY: 'configured' }).PAYSAGE_SIGNATURE_PUBLIC_KEY).toBe('configured');
  });

  it('names every invalid variable', () => {
    try {
      parseEnv({ DATABASE_URL: 'mysql://nope', API_PORT: 'eighty', REDIS_URL: 'http://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).toMatch(/DATABASE_URL must be a postgresql:\/\/ URL/);
      expect(message).toMatch(/API_PORT must be a port number/);
      expect(message).toMatch(/REDIS_URL must be a redis:\/\/ URL/);
    }
  });

  it('refuses the development session secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://u@h/db' })).toThrow(/SESSION_SECRET must be set/);
  });

  it('accepts a complete production environment, and refuses sandbox URLs and development keys in it', () => {
    expect(parseEnv(PRODUCTION_SECRETS).NODE_ENV).toBe('production');
    const leaked = { ...PRODUCTION_SECRETS, PAYSAGE_CHECKOUT_URL: 'http://sandbox:4010/paysage', STEAM_API_URL: 'http://sandbox:4010/steam/api', PAYSAGE_PUBLIC_KEY: 'sandbox-public-key' };
    try {
      parseEnv(leaked);
      expect.unreachable();
    } catch (error) {
      const message = (error as EnvError).message;
      expect(message).toMatch(/PAYSAGE_CHECKOUT_URL must be an https URL/);
      expect(message).toMatch(/STEAM_API_URL must be an https URL/);
      expect(message).toMatch(/PAYSAGE_PUBLIC_KEY must be set to the shop public key/);
    }
  });

  it('stops the server at once with a message naming the bad variable', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: 'not a url', API_PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL must be a postgresql:// URL');
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
