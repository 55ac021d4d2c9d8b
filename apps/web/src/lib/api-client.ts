import { API_ERROR, API_TIMEOUT_MS, errorEnvelopeSchema } from '@skins/shared';
import { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES, hasErrorCode } from './api-error.ts';
import { getPreferences } from './preferences.ts';
import { hasXsrfCookie, isWriteMethod, xsrfHeaders } from './xsrf.ts';

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
  /** Leaves the failure listeners (session expiry, unverified e-mail) out of this call's errors. */
  silent?: boolean;
  /** false: no currency and language are added (spec §7: a request may opt out). */
  withLocale?: boolean;
  /** Extra request headers (say, the checkout's Idempotency-Key). */
  headers?: Record<string, string>;
}

export type ApiMethod = NonNullable<RequestOptions<unknown>['method']>;

/** A failed call, for app-wide reactions (spec §4 Session, §2 unverified redirect). */
export type ApiFailureListener = (error: ApiError, request: { path: string; method: ApiMethod }) => void;

const failureListeners = new Set<ApiFailureListener>();

export function onApiFailure(listener: ApiFailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
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
 * Spec §7: GETs carry the visitor's currency and language in the query, writes in their (object) body, so
 * prices and texts come back localised; a call's own `currency` or `lang_id` (the one its key was built from) wins.
 */
function withPreferences(method: string, query: Record<string, QueryValue> | undefined): Record<string, QueryValue> {
  if (method !== 'GET') return query ?? {};
  const { currencyCode, languageId } = getPreferences();
  return { currency: currencyCode, lang_id: languageId, ...query };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function bodyWithPreferences(method: string, body: unknown): unknown {
  if (method === 'GET' || method === 'DELETE' || !isPlainObject(body)) return body;
  const { currencyCode, languageId } = getPreferences();
  return { currency: currencyCode, lang_id: languageId, ...body };
}

async function requestCsrfCookie(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch {
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: 'The server could not be reached' });
  }
  if (!response.ok) throw new ApiError({ status: response.status, code: CLIENT_ERROR_CODES.http, message: response.statusText || `HTTP ${response.status}` });
}

let pendingCsrfCookie: Promise<void> | null = null;

/**
 * `GET /sanctum/csrf-cookie` (backend base): a fresh XSRF-TOKEN cookie for this browser's session (spec §7:
 * before sign-in and sign-up). One request however many callers are waiting for it.
 */
export function fetchCsrfCookie(): Promise<void> {
  pendingCsrfCookie ??= requestCsrfCookie().finally(() => {
    pendingCsrfCookie = null;
  });
  return pendingCsrfCookie;
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

async function sendRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const withLocale = options.withLocale ?? true;
  const body = withLocale ? bodyWithPreferences(method, options.body) : options.body;
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
      response = await fetch(buildUrl(path, withLocale ? withPreferences(method, options.query) : (options.query ?? {})), {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...options.headers,
          ...xsrfHeaders(method),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
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

    const answer = await readJson(response);
    if (!response.ok) throw toApiError(response.status, response.statusText, answer);
    if (errorEnvelopeSchema.safeParse(answer).success) throw toApiError(response.status, response.statusText, answer);

    const parsed = options.schema.safeParse(answer);
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

const isCsrfMismatch = (error: unknown): error is ApiError => hasErrorCode(error, API_ERROR.CSRF_MISMATCH);

/**
 * One api call. A write first makes sure the XSRF-TOKEN cookie exists, and is sent once more with a fresh
 * token when the api answers CSRF_MISMATCH (the session, and with it the token, changed meanwhile,
 * say in another tab). Failures are then reported to the listeners unless the call is `silent`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  try {
    if (isWriteMethod(method) && !hasXsrfCookie()) await fetchCsrfCookie().catch(() => undefined);
    try {
      return await sendRequest(path, options);
    } catch (error) {
      if (!isWriteMethod(method) || !isCsrfMismatch(error)) throw error;
      await fetchCsrfCookie();
      return await sendRequest(path, options);
    }
  } catch (error) {
    if (error instanceof ApiError && !options.silent) {
      for (const listener of failureListeners) listener(error, { path, method });
    }
    throw error;
  }
}

type CallOptions<T> = Omit<RequestOptions<T>, 'schema' | 'method' | 'body'>;

/** The visitor's currency and language, which spec §7 adds to every write body (a call's own value wins). */
interface LocaleFields {
  currency?: string;
  lang_id?: number;
}

/**
 * A write's body, typed as the input of the request schema of `packages/shared` that the api validates it
 * with, so the web never restates a request shape (CONVENTIONS §1).
 */
export type WriteBody<S extends z.ZodType> = z.input<S> extends undefined ? undefined : z.input<S> & LocaleFields;

/** The request schema of a write without a body (sign-out). */
export const NO_BODY = z.undefined();

export const apiClient = {
  get<T>(path: string, schema: z.ZodType<T>, options: CallOptions<T> = {}) {
    return apiRequest(path, { ...options, schema, method: 'GET' });
  },
  /**
   * `_request` is the shared schema of the body. It is there to type `body` and to name the contract at the
   * call; the body is not parsed again here: the forms validated it with that schema and the api does.
   */
  post<T, S extends z.ZodType>(path: string, schema: z.ZodType<T>, _request: S, body: WriteBody<S>, options: CallOptions<T> = {}) {
    return apiRequest(path, { ...options, schema, method: 'POST', body });
  },
  put<T, S extends z.ZodType>(path: string, schema: z.ZodType<T>, _request: S, body: WriteBody<S>, options: CallOptions<T> = {}) {
    return apiRequest(path, { ...options, schema, method: 'PUT', body });
  },
  delete<T>(path: string, schema: z.ZodType<T>, options: CallOptions<T> = {}) {
    return apiRequest(path, { ...options, schema, method: 'DELETE' });
  },
};
