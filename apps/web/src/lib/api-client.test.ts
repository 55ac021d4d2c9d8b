import { itemsListResponseSchema, okEnvelope } from '@skins/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiClient, NO_BODY, onApiFailure } from './api-client.ts';
import { ApiError, errorMessageKey } from './api-error.ts';
import { setPreferences } from './preferences.ts';

const okSchema = okEnvelope(z.object({ value: z.number() }));

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiClient', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends credentials, the currency and language, and parses the answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'OK', payload: { value: 7 } }));
    await expect(apiClient.get('/api/thing', okSchema, { query: { page: 2, sort: undefined } })).resolves.toEqual({
      status: 'OK',
      payload: { value: 7 },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing?currency=EUR&lang_id=1&page=2');
    expect(init?.credentials).toBe('include');
  });

  it('turns an error envelope into an ApiError with field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          status: 'ERROR',
          code: 'VALIDATION',
          message: 'The limit may not be greater than 100.',
          errors: { limit: ['The limit may not be greater than 100.'] },
        },
        422,
      ),
    );
    const error = await rejection(apiClient.get('/api/items/list', itemsListResponseSchema, { query: { limit: 200 } }));
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION', message: 'The limit may not be greater than 100.' });
    expect(error.fieldErrors).toEqual({ limit: ['The limit may not be greater than 100.'] });
    expect(error.isClientError).toBe(true);
  });

  it('maps an answer without an envelope to HTTP_ERROR', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await rejection(apiClient.get('/api/thing', okSchema));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', fieldErrors: {} });
    expect(errorMessageKey(error)).toBe('errors.serverError');
  });

  it('rejects an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'OK', payload: { value: 'seven' } }));
    const error = await rejection(apiClient.get('/api/thing', okSchema));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(apiClient.get('/api/thing', okSchema));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(errorMessageKey(error)).toBe('errors.network');
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = rejection(apiClient.get('/api/thing', okSchema));
    await vi.advanceTimersByTimeAsync(6000);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('uses the chosen currency', async () => {
    setPreferences({ currencyCode: 'USD' });
    fetchMock.mockResolvedValue(jsonResponse({ status: 'OK', payload: { value: 1 } }));
    await apiClient.get('/api/thing', okSchema);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/thing?currency=USD&lang_id=1');
    setPreferences({ currencyCode: 'EUR' });
  });

  describe('writes', () => {
    const thingBody = z.object({ a: z.number().optional() });
    const setXsrf = (value: string | null) => {
      document.cookie = value === null ? 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
    };
    const headerOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('X-XSRF-TOKEN');
    afterEach(() => setXsrf(null));

    it('echo the XSRF-TOKEN cookie as it is at request time, and put the currency and language in the body', async () => {
      setXsrf('first=token');
      fetchMock.mockImplementation(async () => jsonResponse({ status: 'OK', payload: { value: 1 } }));
      await apiClient.post('/api/thing', okSchema, thingBody, { a: 1 });
      setXsrf('second');
      await apiClient.put('/api/thing', okSchema, thingBody, { a: 2 });
      await apiClient.get('/api/thing', okSchema);
      expect([headerOf(0), headerOf(1), headerOf(2)]).toEqual(['first=token', 'second', null]);
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/thing');
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ currency: 'EUR', lang_id: 1, a: 1 });
    });

    it('ask for the cookie first when there is none', async () => {
      fetchMock.mockImplementation(async (input) => {
        if (String(input) === '/sanctum/csrf-cookie') {
          setXsrf('fresh');
          return new Response(null, { status: 204 });
        }
        return jsonResponse({ status: 'OK', payload: { value: 1 } });
      });
      await apiClient.post('/api/thing', okSchema, NO_BODY, undefined);
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/sanctum/csrf-cookie', '/api/thing']);
      expect(headerOf(1)).toBe('fresh');
    });

    it('are sent once more with a fresh token after CSRF_MISMATCH, whatever its text says', async () => {
      setXsrf('stale');
      const mismatch = { status: 'ERROR', code: 'CSRF_MISMATCH', message: 'Jeton CSRF invalide.' };
      fetchMock
        .mockResolvedValueOnce(jsonResponse(mismatch, 403))
        .mockImplementationOnce(async () => {
          setXsrf('renewed');
          return new Response(null, { status: 204 });
        })
        .mockResolvedValueOnce(jsonResponse({ status: 'OK', payload: { value: 3 } }));
      await expect(apiClient.post('/api/thing', okSchema, thingBody, {})).resolves.toEqual({ status: 'OK', payload: { value: 3 } });
      expect([headerOf(0), headerOf(2)]).toEqual(['stale', 'renewed']);
    });
  });

  it('reports failures to the listeners unless the call is silent', async () => {
    const listener = vi.fn();
    const stop = onApiFailure(listener);
    fetchMock.mockImplementation(async () => jsonResponse({ status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Unauthenticated.' }, 401));
    await rejection(apiClient.get('/api/user/profile', okSchema));
    await rejection(apiClient.get('/api/is-auth', okSchema, { silent: true }));
    stop();
    await rejection(apiClient.get('/api/user/profile', okSchema));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(listener.mock.calls[0]?.[1]).toEqual({ path: '/api/user/profile', method: 'GET' });
  });
});
