import { spawn } from 'node:child_process';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_SIGNING_KEY_URL } from '@skins/sandbox';
import { describe, expect, it, onTestFinished } from 'vitest';
import { EnvError, parseEnv } from '../src/config/env.ts';
import { cookieSettings } from '../src/lib/session-cookie.ts';
import { PRODUCTION_SECRETS } from './helpers/production-env.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');

describe('environment', () => {
  it("takes the Paysage signing key from configuration: outside production, the sandbox's development key", () => {
    const sandboxKey = createPublicKey(fs.readFileSync(DEV_SIGNING_KEY_URL, 'utf8')).export({ type: 'spki', format: 'der' }).toString('base64');
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db' }).PAYSAGE_SIGNATURE_PUBLIC_KEY).toBe(sandboxKey);
    const configured = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db', PAYSAGE_SIGNATURE_PUBLIC_KEY: configured }).PAYSAGE_SIGNATURE_PUBLIC_KEY).toBe(configured);
  });

  it('takes no test payments in production: test mode is off there by default and refused when set', () => {
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db' }).PAYSAGE_TEST_MODE).toBe(true);
    expect(parseEnv(PRODUCTION_SECRETS).PAYSAGE_TEST_MODE).toBe(false);
    expect(() => parseEnv({ ...PRODUCTION_SECRETS, PAYSAGE_TEST_MODE: 'true' })).toThrow(/PAYSAGE_TEST_MODE must be false in production/);
    expect(parseEnv({ ...PRODUCTION_SECRETS, PAYSAGE_TEST_MODE: 'false' }).PAYSAGE_TEST_MODE).toBe(false);
  });

  it("refuses the sandbox's committed signing key in production, as PEM or as base64 SPKI", () => {
    const pem = fs.readFileSync(DEV_SIGNING_KEY_URL, 'utf8');
    const base64 = createPublicKey(pem).export({ type: 'spki', format: 'der' }).toString('base64');
    const escaped = createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString().replace(/\n/g, '\\n');
    for (const key of [base64, escaped]) {
      expect(() => parseEnv({ ...PRODUCTION_SECRETS, PAYSAGE_SIGNATURE_PUBLIC_KEY: key })).toThrow(/PAYSAGE_SIGNATURE_PUBLIC_KEY must be the provider's key in production/);
    }
  });

  it('names PAYSAGE_SIGNATURE_PUBLIC_KEY when it is not a public key, instead of failing later inside OpenSSL', () => {
    for (const garbage of ['not-a-key', 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCg', '-----BEGIN PUBLIC KEY-----\\nAAAA\\n-----END PUBLIC KEY-----']) {
      try {
        parseEnv({ DATABASE_URL: 'postgresql://u@h/db', PAYSAGE_SIGNATURE_PUBLIC_KEY: garbage });
        expect.unreachable(garbage);
      } catch (error) {
        expect(error, garbage).toBeInstanceOf(EnvError);
        expect((error as EnvError).message).toMatch(/PAYSAGE_SIGNATURE_PUBLIC_KEY is not an RSA public key/);
        expect((error as EnvError).message).not.toMatch(/error:|DECODER|asn1/i);
      }
    }
  });

  it('reaches Steam only over https in production', () => {
    for (const key of ['STEAM_API_URL', 'STEAM_INVENTORY_URL', 'STEAM_OPENID_ENDPOINT', 'IMAGE_HOST']) {
      expect(() => parseEnv({ ...PRODUCTION_SECRETS, [key]: 'http://steamcommunity.com/x' }), key).toThrow(new RegExp(`${key} must be`));
    }
    // The image host may also be a path: the api's own generated art.
    expect(parseEnv({ ...PRODUCTION_SECRETS, IMAGE_HOST: '/api/images/' }).IMAGE_HOST).toBe('/api/images/');
    expect(parseEnv({ ...PRODUCTION_SECRETS, STEAM_INVENTORY_URL: 'https://steamcommunity.com/inventory' }).STEAM_INVENTORY_URL).toBe('https://steamcommunity.com/inventory');
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

  it('shows the real item icons from Valve\'s CDN unless IMAGE_HOST says otherwise (offline the browser falls back to the generated art)', () => {
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db' }).IMAGE_HOST).toBe('https://steamcdn-a.akamaihd.net/');
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db', IMAGE_HOST: '/api/images/' }).IMAGE_HOST).toBe('/api/images/');
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

  it('moves items in production only through the real Steam, with real bots whose secrets no message repeats', () => {
    expect(parseEnv(PRODUCTION_SECRETS).STEAM_TRADING).toBe('steam');
    expect(() => parseEnv({ ...PRODUCTION_SECRETS, STEAM_TRADING: 'sandbox' })).toThrow(/STEAM_TRADING must be steam in production/);
    const { STEAM_BOTS: _bots, ...withoutBots } = PRODUCTION_SECRETS;
    expect(() => parseEnv(withoutBots)).toThrow(/STEAM_BOTS is required in production/);
    const sandboxBot = JSON.stringify([{ accountName: 'x', steamId: '76561198900000001', refreshToken: 'a-refresh-token-long-enough', sharedSecret: 'secret-1', identitySecret: 'secret-2' }]);
    expect(() => parseEnv({ ...PRODUCTION_SECRETS, STEAM_BOTS: sandboxBot })).toThrow(/STEAM_BOTS must not list the sandbox bots/);
    const leaky = JSON.stringify([{ accountName: 'x', steamId: 'not-an-id', refreshToken: 'TOP-SECRET-REFRESH-TOKEN', sharedSecret: 'TOP-SECRET-1', identitySecret: 'TOP-SECRET-2' }]);
    try {
      parseEnv({ ...PRODUCTION_SECRETS, STEAM_BOTS: leaky });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).message).toMatch(/STEAM_BOTS is invalid: 0\.steamId must be a SteamID64/);
      expect((error as EnvError).message).not.toMatch(/TOP-SECRET/);
    }
    // Outside production the sandbox's bots, with the refresh tokens its stand-in accepts.
    const development = parseEnv({ DATABASE_URL: 'postgresql://u@h/db' });
    expect(development.STEAM_TRADING).toBe('sandbox');
    expect(development.STEAM_BOTS.map((bot) => bot.steamId)).toEqual(['76561198900000001', '76561198900000002', '76561198900000003']);
  });

  it('refuses plain-http public URLs in production, so the session cookie never loses Secure', () => {
    for (const key of ['PUBLIC_WEB_URL', 'PUBLIC_API_URL']) {
      expect(() => parseEnv({ ...PRODUCTION_SECRETS, [key]: 'http://shop.example' }), key).toThrow(new RegExp(`${key} must be an https URL in production`));
    }
    // Left unset, they are the development defaults (http://localhost): refused too.
    const { PUBLIC_WEB_URL: _web, PUBLIC_API_URL: _api, ...unset } = PRODUCTION_SECRETS;
    expect(() => parseEnv(unset)).toThrow(/PUBLIC_WEB_URL must be an https URL in production/);
    expect(cookieSettings(parseEnv(PRODUCTION_SECRETS))).toMatchObject({ secure: true, sessionCookie: '__Host-skins_session' });
  });

  it('stops the server with a message naming the bad variable, before it opens anything', async () => {
    // How long tsx takes to load the server depends on the machine's load; what must hold is that the process
    // ends by itself (a server that went on to listen would never exit) with the message.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: 'not a url', API_PORT: '0', PAYSAGE_SIGNATURE_PUBLIC_KEY: 'garbage' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(() => {
      child.kill('SIGKILL');
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, stderr).toBe(1);
    expect(stderr).toContain('DATABASE_URL must be a postgresql:// URL');
    expect(stderr).toContain('PAYSAGE_SIGNATURE_PUBLIC_KEY is not an RSA public key');
    expect(stderr).not.toMatch(/DECODER|asn1|at .*\(node:/);
    expect(stdout).not.toMatch(/listening/i);
  });
});
