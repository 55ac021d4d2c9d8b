/**
 * The typed tRPC client of the staff router, and the one place that turns its failures into sentences a
 * person at a terminal can act on.
 */
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { StaffRouter } from '../trpc/router.ts';

export type StaffClient = ReturnType<typeof createTRPCClient<StaffRouter>>;

/** Fails a command with a message for the person (exit code 1). */
export class CliError extends Error {
  override name = 'CliError';
}

export function createStaffClient(apiUrl: string, token?: string): StaffClient {
  return createTRPCClient<StaffRouter>({
    links: [
      httpLink({
        url: `${apiUrl}/api/trpc`,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(30_000) }),
      }),
    ],
  });
}

interface ErrorData {
  httpStatus?: number;
  fieldErrors?: Record<string, string[]> | null;
}

export const LOGIN_HINT = 'Sign in with: npm run admin -- login';

/** The lines to print for a failed call. */
export function describeFailure(error: unknown, apiUrl: string): string[] {
  if (error instanceof CliError) return [error.message];
  if (!(error instanceof TRPCClientError)) return [error instanceof Error ? error.message : String(error)];
  const data = error.data as ErrorData | undefined;
  if (!data?.httpStatus) return [unreachable(error, apiUrl)];
  const lines = [error.message];
  for (const [field, messages] of Object.entries(data.fieldErrors ?? {})) {
    for (const message of messages) if (!error.message.endsWith(message)) lines.push(`  ${field}: ${message}`);
  }
  if (data.httpStatus === 401) lines.push(LOGIN_HINT);
  return lines;
}

/** No tRPC answer at all: the API is down, the URL is wrong, or something else answered. */
function unreachable(error: TRPCClientError<StaffRouter>, apiUrl: string): string {
  const code = errorCode(error);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ECONNRESET') {
    return `Cannot reach the API at ${apiUrl} (${code}). Is it running? Set ADMIN_API_URL if it runs elsewhere.`;
  }
  if (code === 'TimeoutError' || code === 'ABORT_ERR') return `The API at ${apiUrl} did not answer within 30 seconds.`;
  return `The API at ${apiUrl} did not answer as the staff API does (${error.message}). Is ADMIN_API_URL right?`;
}

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return candidate.code;
    if (candidate.name === 'TimeoutError') return 'TimeoutError';
    current = candidate.cause;
  }
  return undefined;
}
