import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { reloadAuthState } from '../features/auth/index.ts';
import { apiClient } from '../lib/api-client.ts';
import { reloadPreferences } from '../lib/preferences.ts';
import { AppStartup } from './app-startup.tsx';

const SCRIPT = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/startup-requests.js'), 'utf8');
type Early = { __earlyRequests?: Map<string, Promise<Response>> };

/** What public/startup-requests.js asks for, as the page loads. */
function scriptRequests(): string[] {
  const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
  new Function(SCRIPT)();
  return fetchMock.mock.calls.map(([input]) => String(input));
}

/** What the app's startup asks for, with nothing answered yet. */
async function startupRequests(): Promise<string[]> {
  const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AppStartup>
        <p>page</p>
      </AppStartup>
    </QueryClientProvider>,
  );
  await act(async () => {});
  return fetchMock.mock.calls.map(([input]) => String(input));
}

describe('the startup requests index.html starts (public/startup-requests.js)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete (globalThis as Early).__earlyRequests;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as Early).__earlyRequests;
  });

  it.each([
    ['nothing stored', {}],
    ['a stored currency and language', { currencyCode: 'usd', languageId: '2' }],
    ['stored values the app does not accept', { currencyCode: 'dollars', languageId: '-3' }],
  ])('are exactly the ones the app asks for, with %s', async (_name, stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    reloadPreferences();
    reloadAuthState();
    const early = scriptRequests();
    expect(early).toHaveLength(7);
    delete (globalThis as Early).__earlyRequests;
    expect(early.sort()).toEqual((await startupRequests()).sort());
  });

  it('are taken by the api client instead of asking again, once each', async () => {
    const answer = new Response(JSON.stringify({ status: 'OK', payload: [] }), { headers: { 'Content-Type': 'application/json' } });
    (globalThis as Early).__earlyRequests = new Map([['/api/languages?currency=EUR&lang_id=1', Promise.resolve(answer)]]);
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ status: 'OK', payload: [1] }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    reloadPreferences();
    const schema = z.object({ payload: z.array(z.number()) });
    expect(await apiClient.get('/api/languages', schema)).toEqual({ payload: [] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiClient.get('/api/languages', schema)).toEqual({ payload: [1] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('still let a caller cancel while the early answer is on its way', async () => {
    (globalThis as Early).__earlyRequests = new Map([['/api/settings?currency=EUR&lang_id=1', new Promise<Response>(() => {})]]);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    reloadPreferences();
    const controller = new AbortController();
    const call = apiClient.get('/api/settings', z.unknown(), { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
