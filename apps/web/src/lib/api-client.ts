import { API_TIMEOUT_MS, errorEnvelopeSchema } from '@skins/shared';
import type { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';
import { getPreferences } from './preferences.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  /** Parses the successful answer; the call rejects with INVALID_RESPONSE when it does not match. */
  schema: z.ZodType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Cancels the call (TanStack Query passes one per query). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Paths are same-origin (`/api/...`): Vite proxies them in development, the api serves the app otherwise. */
export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * GETs carry the visitor's currency and language so prices and texts come back localised; a query's own
 * `currency` or `lang_id` (the one its key was built from) wins.
 */
function withPreferences(method: string, query: Record<string, QueryValue> | undefined): Record<string, QueryValue> {
  if (method !== 'GET') return query ?? {};
  const { currencyCode, languageId } = getPreferences();
  return { currency: currencyCode, lang_id: languageId, ...query };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    const { code, message, errors } = envelope.data;
    return new ApiError({ status, code, message, fieldErrors: errors });
  }
  return new ApiError({ status, code: CLIENT_ERROR_CODES.http, message: statusText || `HTTP ${status}` });
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, withPreferences(method, options.query)), {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) {
        throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.timeout, message: 'The request timed out' });
      }
      // A cancellation by the caller stays a cancellation, so TanStack Query can ignore it.
      if (options.signal?.aborted) throw error;
      throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: 'The server could not be reached' });
    }

    const body = await readJson(response);
    if (!response.ok) throw toApiError(response.status, response.statusText, body);
    if (errorEnvelopeSchema.safeParse(body).success) throw toApiError(response.status, response.statusText, body);

    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: CLIENT_ERROR_CODES.invalidResponse,
        message: `Unexpected answer from ${path}`,
      });
    }
    return parsed.data;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

export const apiClient = {
  get<T>(path: string, schema: z.ZodType<T>, options: Omit<RequestOptions<T>, 'schema' | 'method' | 'body'> = {}) {
    return apiRequest(path, { ...options, schema, method: 'GET' });
  },
  post<T>(path: string, schema: z.ZodType<T>, body?: unknown, options: Omit<RequestOptions<T>, 'schema' | 'method' | 'body'> = {}) {
    return apiRequest(path, { ...options, schema, method: 'POST', body });
  },
};
