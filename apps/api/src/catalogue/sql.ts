/**
 * The catalogue's hot reads go to PostgreSQL through node-postgres rather than Prisma's `$queryRaw`: at a
 * million listings a page costs PostgreSQL ~0.4 ms, and Prisma's raw-query path added ~0.17 ms of CPU per
 * statement on top of node-postgres (result mapping, Decimal objects), close to doubling the api's share.
 * Statements are still built with `Prisma.sql` (parameterised, never concatenated).
 */
import { createHash } from 'node:crypto';
import type { Prisma } from '@skins/db';
import type { FieldDef, QueryArrayConfig, QueryArrayResult, QueryResultRow } from 'pg';

/** What the reads need of a pool: pg.Pool, or one checked-out client. */
export interface Sql {
  query(config: QueryArrayConfig): Promise<QueryArrayResult>;
}

/**
 * `prepared`: the statement is parsed once per connection under a name derived from its text, and after
 * five runs PostgreSQL may plan it once for all values (a generic plan). Only for statements whose best
 * plan does not depend on the values; the number of distinct texts must be bounded (each connection
 * keeps every statement it prepared).
 */
export async function sqlRows<R extends QueryResultRow>(sql: Sql, statement: Prisma.Sql, { prepared = false } = {}): Promise<R[]> {
  const { fields, rows } = await sql.query(queryConfig(statement, prepared));
  return rows.length === 0 ? [] : (rows.map(rowMaker(fields)) as R[]);
}

/** What sqlRows sends (exported so the benchmark sends exactly that). */
export function queryConfig(statement: Prisma.Sql, prepared = false): QueryArrayConfig {
  // Prisma.Sql builds `text` anew on every read: read it once.
  const text = statement.text;
  // Rows come as arrays and become objects in rowMaker.
  return prepared ? { name: preparedName(text), text, values: statement.values, rowMode: 'array' } : { text, values: statement.values, rowMode: 'array' };
}

const rowMakers = new Map<string, (values: unknown[]) => QueryResultRow>();

/**
 * Turns a row of values into an object named by the columns, with one fixed shape per column list.
 * node-postgres's own row objects are copies of a null-prototype template written column by column: V8
 * keeps them as dictionaries, so every write and every later read of a column was a hash lookup (the writes
 * alone: ~33k of a catalogue list request's ~1.24M instructions, ~11k with fixed shapes; issue 15, counted
 * by `npm run bench:instructions`). The maker is compiled once per column list; the names
 * are written as JSON string literals, so any name is a plain key and nothing from a row is ever code.
 */
function rowMaker(fields: FieldDef[]): (values: unknown[]) => QueryResultRow {
  let key = '';
  for (const field of fields) key += `${field.name}\u0000`;
  let make = rowMakers.get(key);
  if (!make) {
    // `"__proto__": v` in an object literal would set the prototype; a computed key defines the column.
    const properties = fields.map(({ name }, i) => `${name === '__proto__' ? '["__proto__"]' : JSON.stringify(name)}: v[${i}]`);
    make = new Function('v', `return { ${properties.join(', ')} };`) as (values: unknown[]) => QueryResultRow;
    // Column lists come from the api's own statements; the bound only guards against a caller that varies them.
    if (rowMakers.size >= 500) rowMakers.clear();
    rowMakers.set(key, make);
  }
  return make;
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
