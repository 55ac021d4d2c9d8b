/** Prisma's unique-constraint violation (P2002): the row another request created first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';
}
