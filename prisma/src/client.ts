import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/client/client.ts';

export interface PrismaClientOptions {
  databaseUrl: string;
  /** Pool size per process; the api and the worker each hold one pool. */
  maxConnections?: number;
  /**
   * Milliseconds before a statement is cancelled (default 15 s, so a hung query never holds a request);
   * 0 for none: the seed's bulk inserts of a million listings may take longer on a busy machine.
   */
  statementTimeoutMs?: number;
  /**
   * A node-postgres pool to run on instead of opening one (the api shares its pool between Prisma and the
   * catalogue's raw reads, so both count against one limit). The caller ends it.
   */
  pool?: pg.Pool;
}

const STATEMENT_TIMEOUT_MS = 15_000;

/** A node-postgres pool with the settings every process uses. */
export function createPgPool({ databaseUrl, maxConnections = 10 }: Omit<PrismaClientOptions, 'pool'>): pg.Pool {
  return new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    connectionTimeoutMillis: 5000,
    // Fail a query that hangs (a stopped server, a lock) rather than holding a request forever.
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
}

/** The one way every process (api, worker, CLI, seed, tests) opens the database. */
export function createPrismaClient({ databaseUrl, maxConnections = 10, pool, statementTimeoutMs = STATEMENT_TIMEOUT_MS }: PrismaClientOptions): PrismaClient {
  const adapter = new PrismaPg(
    pool ?? {
      connectionString: databaseUrl,
      max: maxConnections,
      connectionTimeoutMillis: 5000,
      statement_timeout: statementTimeoutMs,
    },
  );
  return new PrismaClient({ adapter });
}

export type DbClient = PrismaClient;
/** A client or an interactive-transaction client: what services take as their first argument. */
export type Db = PrismaClient | Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
