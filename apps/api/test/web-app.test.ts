import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

// A built web app in miniature: an entry script with the copies the build writes next to it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'skins-web-dist-'));
const script = Buffer.from(`console.log(${JSON.stringify('skins '.repeat(2000))});\n`);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));

describe('the built web app served by the api', () => {
  const ctx = useTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: dist });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the precompressed copy the browser accepts, brotli first, with Vary and immutable caching', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(script)).toBe(true);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(script)).toBe(true);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('revalidates the page itself and falls back to it for app routes', async () => {
    const page = await get('/products/dota2', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('/assets/index-abc123.js');
    // The page's policy: compose's nginx hands the page to the api for it (docker/nginx.conf).
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
