/**
 * catalogue/sql.ts reads rows as arrays and names them itself: the objects must be what node-postgres
 * gave before, whatever the column names.
 */
import { Prisma } from '@skins/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../src/catalogue/sql.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

describe('sqlRows', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
  });
  afterAll(() => pool.end());

  it('names each row by its columns, with the types node-postgres parses', async () => {
    const rows = await sqlRows<Record<string, unknown>>(
      pool,
      Prisma.sql`SELECT n AS id, 'item ' || n AS "title", n % 2 = 0 AS even, NULL::text AS "hero", ${'€ 1.50'}::text AS "QUERY PLAN" FROM generate_series(1, 3) n`,
    );
    expect(rows).toEqual([1, 2, 3].map((n) => ({ id: n, title: `item ${n}`, even: n % 2 === 0, hero: null, 'QUERY PLAN': '€ 1.50' })));
    expect(Object.keys(rows[0]!)).toEqual(['id', 'title', 'even', 'hero', 'QUERY PLAN']);
  });

  it('keeps any column name a plain key: quotes, code-like text, __proto__, repeated names', async () => {
    const [row] = await sqlRows<Record<string, unknown>>(
      pool,
      Prisma.sql`SELECT 1 AS "a""b", 2 AS "}; throw 1; //", 3 AS "__proto__", 4 AS "x", 5 AS "x", 6 AS "constructor"`,
    );
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(3);
    // A repeated name keeps the last column, as node-postgres does.
    expect({ ...row }).toEqual({ 'a"b': 1, '}; throw 1; //': 2, ['__proto__']: 3, x: 5, constructor: 6 });
  });

  it('answers no rows as an empty list, prepared or not', async () => {
    const none = Prisma.sql`SELECT n FROM generate_series(1, 0) n`;
    expect(await sqlRows(pool, none)).toEqual([]);
    expect(await sqlRows(pool, none, { prepared: true })).toEqual([]);
  });
});
