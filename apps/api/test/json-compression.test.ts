import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/app/json-compression.ts';
import { useTestApp } from './helpers/build-test-app.ts';

/** The api's JSON is compressed when it is large enough to gain from it, and only for browsers that accept it. */
describe('JSON answers compressed', () => {
  const ctx = useTestApp();
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  const LARGE = '/api/localizations?lang_id=1';

  it('sends a large answer as brotli or gzip as asked, with the same JSON inside and Vary: Accept-Encoding', async () => {
    const plain = await get(LARGE);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES * 4);

    const br = await get(LARGE, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await get(LARGE, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const small = await get('/api/health/live', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(() => small.json()).not.toThrow();
  });

  it('keeps catalogue answers in memory uncompressed: a cached page reaches a browser without compression as plain JSON', async () => {
    const url = '/api/items/list?limit=24&sort=asc&quality=Rare';
    // Computed twice (kept on the second), then answered from memory, each time to a browser that compresses.
    for (let i = 0; i < 3; i++) expect((await get(url, 'br')).headers['content-encoding']).toBe('br');
    const cached = await get(url);
    expect(cached.headers['content-encoding']).toBeUndefined();
    expect(cached.json()).toMatchObject({ status: 'OK' });
    expect(JSON.parse(brotliDecompressSync((await get(url, 'br')).rawPayload).toString('utf8'))).toEqual(cached.json());
  });
});
