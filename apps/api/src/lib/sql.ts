/**
 * The catalogue's hot reads go to PostgreSQL through node-postgres rather than Prisma's `$queryRaw`: at a
 * million listings a page costs PostgreSQL ~0.4 ms, and Prisma's raw-query path added ~0.17 ms of CPU per
 * statement on top of node-postgres (result mapping, Decimal objects), close to doubling the api's share.
 * Statements are still built with `Prisma.sql` (parameterised, never concatenated).
 */
import type { Prisma } from '@skins/db';
import type { QueryResult, QueryResultRow } from 'pg';

/** What the reads need of a pool: pg.Pool, or one checked-out client. */
export interface Sql {
  query<R extends QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
}

export async function sqlRows<R extends QueryResultRow>(sql: Sql, statement: Prisma.Sql): Promise<R[]> {
  return (await sql.query<R>(statement.text, statement.values)).rows;
}
