/**
 * The caller's X-Request-Id was taken verbatim at any length: echoed in the response header and the error
 * envelope and written into every log line of the request. A caller's id is kept when it looks like one
 * (a load balancer's or a client's trace id); anything else gets an id of ours.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('X-Request-Id', () => {
  const ctx = useTestApp();
  const answerTo = (requestId: string) => ctx.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': requestId } });

  it('keeps a well-formed id of the caller (nginx, a trace id, a UUID)', async () => {
    for (const requestId of ['0f8fad5bd9cb469fa16570867728950e', 'trace-abc-123', '2b1e4c1a-7e2f-4c43-9d0a-4a8d61f3b0e2']) {
      const response = await answerTo(requestId);
      expect(response.headers['x-request-id']).toBe(requestId);
      expect(response.json().request_id).toBe(requestId);
    }
  });

  it('replaces an id that is too long or holds anything but letters, digits and - _ . :', async () => {
    for (const requestId of ['x'.repeat(10_000), 'a'.repeat(65), '<script>alert(1)</script>', 'id with spaces', 'ümlaut', 'a\u0000b', '"quoted"']) {
      const response = await answerTo(requestId);
      const echoed = response.headers['x-request-id'] as string;
      expect(echoed, requestId.slice(0, 20)).not.toBe(requestId);
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.json().request_id).toBe(echoed);
    }
  });
});
