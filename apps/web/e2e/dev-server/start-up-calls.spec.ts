import { expect, test } from '@playwright/test';
import { acceptAllCookies } from '../cookie-choice.ts';
import { settled } from '../settled.ts';

/*
 * What `npm start` serves mounts every component twice (React StrictMode). A query that handed its abort signal
 * to its request was aborted by the extra unmount and asked again: every start-up call went out twice, the first
 * failing with ERR_ABORTED.
 */
test.describe('npm start (Vite dev server, React StrictMode): start-up calls', () => {
  test('a first visit of the product list asks each start-up call once and aborts none', async ({ page, context }) => {
    await acceptAllCookies(context);
    const asked = new Map<string, number>();
    const aborted: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/images/')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) aborted.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    await page.goto('/products');
    await expect(page.locator('article.product-card').first()).toBeVisible();
    await settled(page);
    expect(aborted).toEqual([]);
    for (const path of ['/api/is-auth', '/api/languages', '/api/currencies', '/api/settings', '/api/static-pages', '/api/localizations', '/api/items/list']) {
      expect([path, asked.get(path)]).toEqual([path, 1]);
    }
  });
});
