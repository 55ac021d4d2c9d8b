/**
 * The catalogue's hot reads go to PostgreSQL through node-postgres rather than Prisma's `$queryRaw`: at a
 * million listings a page costs PostgreSQL ~0.4 ms, and Prisma's raw-query path added ~0.17 ms of CPU per
 * statement on top of node-postgres (result mapping, Decimal objects), close to doubling the api's share.
 * Statements are still built with `Prisma.sql` (parameterised, never concatenated).
 */
import { createHash } from 'node:crypto';
import type { Prisma } from '@skins/db';
import type { QueryConfig, QueryResult, QueryResultRow } from 'pg';

/** What the reads need of a pool: pg.Pool, or one checked-out client. */
export interface Sql {
  query<R extends QueryResultRow>(config: QueryConfig): Promise<QueryResult<R>>;
}

/**
 * `prepared`: the statement is parsed once per connection under a name derived from its text, and after
 * five runs PostgreSQL may plan it once for all values (a generic plan). Only for statements whose best
 * plan does not depend on the values; the number of distinct texts must be bounded (each connection
 * keeps every statement it prepared).
 */
export async function sqlRows<R extends QueryResultRow>(sql: Sql, statement: Prisma.Sql, { prepared = false } = {}): Promise<R[]> {
  return (await sql.query<R>(queryConfig(statement, prepared))).rows;
}

/** What sqlRows sends (exported so the benchmark sends exactly that). */
export function queryConfig(statement: Prisma.Sql, prepared = false): QueryConfig {
  // Prisma.Sql builds `text` anew on every read: read it once.
  const text = statement.text;
  return prepared ? { name: preparedName(text), text, values: statement.values } : { text, values: statement.values };
}

const names = new Map<string, string>();

function preparedName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // The texts are bounded by their callers; the map only saves a hash per run.
    if (names.size > 1_000) names.clear();
    names.set(text, name);
  }
  return name;
}
