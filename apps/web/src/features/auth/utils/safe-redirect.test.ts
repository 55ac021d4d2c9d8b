import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('follows paths of this site', () => {
    expect(safeRedirect('/account?tab=orders')).toBe('/account?tab=orders');
  });

  it("refuses other sites, odd values and the backend's /auth paths", () => {
    for (const value of [null, '', 'account', '//evil.example', '/\\evil.example', 'https://evil.example', '/a\nb', '/auth/logout', '/auth']) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});
