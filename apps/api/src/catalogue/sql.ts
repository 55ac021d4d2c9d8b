/**
 * The catalogue's reads go to PostgreSQL through node-postgres rather than Prisma's `$queryRaw`: Prisma's
 * raw-query path maps every result (Decimal objects and all) on top of node-postgres, close to doubling
 * the api's share of a list request (docs/bench-catalogue.md). Statements are still built with
 * `Prisma.sql` (parameterised, never concatenated).
 */
import { createHash } from 'node:crypto';
import type { Prisma } from '@skins/db';
import type { QueryConfig, QueryResult, QueryResultRow } from 'pg';
import { namedCache } from './caches.ts';

/** What the reads need of a pool: pg.Pool, or one checked-out client. */
export interface Sql {
  query(config: QueryConfig): Promise<QueryResult>;
}

/**
 * `prepared`: the statement is parsed once per connection under a name derived from its text, and after
 * five runs PostgreSQL may plan it once for all values (a generic plan). Only for statements whose best
 * plan does not depend on the values; the number of distinct texts must be bounded (each connection
 * keeps every statement it prepared).
 */
export async function sqlRows<R extends QueryResultRow>(sql: Sql, statement: Prisma.Sql, { prepared = false } = {}): Promise<R[]> {
  return (await sql.query(queryConfig(statement, prepared))).rows as R[];
}

/** What sqlRows sends. */
export function queryConfig(statement: Prisma.Sql, prepared = false): QueryConfig {
  // Prisma.Sql builds `text` anew on every read: read it once.
  const text = statement.text;
  return prepared ? { name: preparedName(text), text, values: statement.values } : { text, values: statement.values };
}

const preparedNames = namedCache<string, string>('preparedNames');

function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (!name) preparedNames.set(text, (name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
  return name;
}
