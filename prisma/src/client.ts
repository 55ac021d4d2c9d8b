import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client/client.ts';

export interface PrismaClientOptions {
  databaseUrl: string;
  /** Pool size per process; the api and the worker each hold one pool. */
  maxConnections?: number;
}

/** The one way every process (api, worker, CLI, seed, tests) opens the database. */
export function createPrismaClient({ databaseUrl, maxConnections = 10 }: PrismaClientOptions): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: maxConnections,
    connectionTimeoutMillis: 5000,
    // Fail a query that hangs (a stopped server, a lock) rather than holding a request forever.
    statement_timeout: 15_000,
  });
  return new PrismaClient({ adapter });
}

export type DbClient = PrismaClient;
/** A client or an interactive-transaction client: what services take as their first argument. */
export type Db = PrismaClient | Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
