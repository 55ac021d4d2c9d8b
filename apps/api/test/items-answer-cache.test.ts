import { itemsListResponseSchema } from '@skins/shared';
import pg from 'pg';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('GET /api/items/list answer cache', () => {
  const ctx = useTestApp();
  const url = (query: string) => `/api/items/list?${query}`;
  const get = (path: string, headers: Record<string, string> = {}) => request(ctx.app.server).get(path).set(headers).expect(200);
  /** Statements the catalogue's reads sent (they go through a node-postgres pool: catalogue/sql.ts). */
  const statementsDuring = async (work: () => Promise<unknown>) => {
    const spy = vi.spyOn(pg.Pool.prototype, 'query');
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  };

  it('keeps an answer computed twice, then answers it from memory, byte for byte, with the same validator', async () => {
    const path = url('sort=desc&limit=4&quality=Immortal');
    // The first computation is not kept (most URLs are asked for once); the second is.
    expect(await statementsDuring(() => get(path))).toBeGreaterThan(0);
    let first: request.Response | undefined;
    expect(await statementsDuring(async () => (first = await get(path)))).toBeGreaterThan(0);
    let second: request.Response | undefined;
    expect(await statementsDuring(async () => (second = await get(path)))).toBe(0);
    first = first!;
    expect(second!.text).toBe(first.text);
    expect(second!.headers).toMatchObject({ etag: first.headers.etag, 'cache-control': first.headers['cache-control'], 'content-type': first.headers['content-type'] });
    expect(second!.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    await request(ctx.app.server).get(path).set('if-none-match', first.headers.etag!).expect(304);
  });

  it('keys answers by the whole query: another currency is computed, not reused', async () => {
    await get(url('sort=desc&limit=2&currency=EUR'));
    let usd: request.Response | undefined;
    expect(await statementsDuring(async () => (usd = await get(url('sort=desc&limit=2&currency=USD'))))).toBeGreaterThan(0);
    expect(itemsListResponseSchema.parse(usd!.body).payload[0]).toMatchObject({ currency: 'USD' });
  });

  it('computes the answer again for a request that says Cache-Control: no-cache', async () => {
    const path = url('sort=asc&limit=3&quality=Arcana');
    await get(path);
    await get(path);
    expect(await statementsDuring(() => get(path))).toBe(0);
    expect(await statementsDuring(() => get(path, { 'cache-control': 'no-cache' }))).toBeGreaterThan(0);
  });

  it('drops kept answers as soon as listings change in any process', async () => {
    const path = url('sort=desc&limit=3');
    await get(path); // computed twice: kept
    const listed = itemsListResponseSchema.parse((await get(path)).body).payload[0]!;
    const priceOf = async () => itemsListResponseSchema.parse((await get(path)).body).payload.find((item) => item.id === listed.id)?.price;
    const original = await ctx.db.listing.findUniqueOrThrow({ where: { id: listed.id }, select: { price: true } });

    // Changed without the change trigger firing (replica role skips triggers): only the cache explains the old price.
    await ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
      await tx.$executeRaw`UPDATE listings SET price = price + 1000 WHERE id = ${listed.id}`;
    });
    try {
      expect(await priceOf()).toBe(listed.price);
      // Any committed change to listings (here an untouched row) reaches every process's cache.
      await ctx.db.$executeRaw`UPDATE listings SET status = status WHERE id = ${listed.id}`;
      let price = await priceOf();
      for (let i = 0; i < 40 && price === listed.price; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        price = await priceOf();
      }
      expect(price).toBe(listed.price + 1000);
    } finally {
      await ctx.db.listing.update({ where: { id: listed.id }, data: { price: original.price } });
    }
  });
});
