import pg from 'pg';

/** The name of the database a connection URL points at. */
export function databaseName(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/** The same server, but the `postgres` maintenance database: where CREATE/DROP DATABASE run. */
export function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function withMaintenanceClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: maintenanceUrl(databaseUrl), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(databaseUrl).host;
    throw new Error(
      `PostgreSQL is not reachable at ${where} (${(error as Error).message}). Start it, or fix DATABASE_URL in .env.`,
      { cause: error },
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the database if it does not exist yet. Returns true when it was created. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  return withMaintenanceClient(databaseUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
    } catch (error) {
      // Two processes may race to create it (parallel test workers); the loser finds it there.
      if ((error as { code?: string }).code !== '42P04') throw error;
      return false;
    }
    return true;
  });
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withMaintenanceClient(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  });
}

/**
 * Builds `databaseUrl` afresh as a copy of `templateUrl` (CREATE DATABASE ... TEMPLATE): a seeded database in
 * well under a second, where migrating and seeding takes a minute. Nobody may be connected to the template.
 */
export async function copyDatabase(templateUrl: string, databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withMaintenanceClient(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(databaseName(templateUrl))}`);
  });
}

/** The names of the server's databases that start with `prefix`. */
export async function listDatabases(serverUrl: string, prefix: string): Promise<string[]> {
  return withMaintenanceClient(serverUrl, async (client) => {
    const rows = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname', [prefix]);
    return rows.rows.map((row) => row.datname);
  });
}
