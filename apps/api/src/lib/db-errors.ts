/** Prisma's unique-constraint violation (P2002): the row another request created first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';
}

/**
 * Prisma codes for a value the database refused as data (too long, out of range, wrong type, an invalid
 * byte such as NUL): the request was bad, not the server. P2039 carries PostgreSQL's "invalid byte sequence".
 */
const DATA_ERROR_CODES = new Set(['P2000', 'P2006', 'P2007', 'P2019', 'P2020', 'P2023', 'P2033', 'P2039']);

/**
 * Whether PostgreSQL refused a value of the request (SQLSTATE class 22, data exception: NUL in text, an id
 * beyond integer, a malformed number), through the ORM or a raw query. The shared schemas refuse these
 * first; this keeps a field they miss a 4xx instead of a 500.
 */
export function isDataError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && DATA_ERROR_CODES.has(code)) return true;
  const meta = 'meta' in error ? (error.meta as { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } } | undefined) : undefined;
  const sqlState = meta?.driverAdapterError?.cause?.originalCode ?? meta?.driverAdapterError?.cause?.code;
  return typeof sqlState === 'string' && sqlState.startsWith('22');
}

/**
 * Every connection of the pool stayed busy past the wait for one (pg-pool's connectionTimeoutMillis): a load
 * peak, e.g. 200 checkouts at once, which the same request survives a moment later. A 503, not our bug.
 */
export function isPoolExhausted(error: unknown): boolean {
  return error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);
}
