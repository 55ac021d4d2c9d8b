/**
 * A comparable description of a database's schema, read from the Postgres catalog: tables, columns,
 * indexes, constraints, enums and extensions. Two databases with equal fingerprints have the same schema.
 * (The schema engine cannot introspect Postgres in this version, see knowhow/prisma-offline.md.)
 */
import pg from 'pg';

const QUERIES = {
  columns: `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
                   character_maximum_length, numeric_precision, numeric_scale
            FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
            ORDER BY table_name, column_name`,
  indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes
            WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
            ORDER BY tablename, indexname`,
  constraints: `SELECT rel.relname AS table_name, con.conname, pg_get_constraintdef(con.oid) AS definition
                FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
                JOIN pg_namespace ns ON ns.oid = rel.relnamespace
                WHERE ns.nspname = 'public' AND rel.relname <> '_prisma_migrations'
                ORDER BY rel.relname, con.conname`,
  enums: `SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels
          FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname ORDER BY t.typname`,
  extensions: `SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname`,
} as const;

export type SchemaFingerprint = Record<keyof typeof QUERIES, unknown[]>;

export async function schemaFingerprint(databaseUrl: string): Promise<SchemaFingerprint> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const entries = await Promise.all(
      Object.entries(QUERIES).map(async ([name, sql]) => [name, (await client.query(sql)).rows] as const),
    );
    return Object.fromEntries(entries) as SchemaFingerprint;
  } finally {
    await client.end();
  }
}

export async function executeScript(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
