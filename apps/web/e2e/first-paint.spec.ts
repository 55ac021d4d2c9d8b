import { expect, test } from '@playwright/test';
import type { Route } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';

/**
 * Paint first, then fill: the product list's shell (header, filters with their texts, which came inline with the
 * page, skeleton cards) is on screen before the list answers, and the first row's images are on their way, at
 * high priority, before the cards that show them are drawn.
 */
test.describe('first paint', () => {
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('the header, the filters with their texts and skeleton cards show before any answer; then the products fill them', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/items/list?**', async (route: Route) => {
      await released;
      await route.continue();
    });
    // The texts came inline with the page (the first frame): none is asked for.
    const textRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/localizations') textRequests.push(request.url());
    });
    await page.goto('/products');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('.filter-panel')).toBeVisible();
    await expect(page.locator('.product-card--skeleton').first()).toBeVisible();
    await expect(page.locator('.filter-panel__title')).not.toBeEmpty();
    await expect(page.locator('article.product-card')).toHaveCount(0);
    release();
    await expect(page.locator('article.product-card').first()).toBeVisible();
    await expect(page.locator('.product-card--skeleton')).toHaveCount(0);
    expect(textRequests).toEqual([]);
  });

  test('the header’s words are on screen before the script runs; the app’s own header then takes its place', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto('/products', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    await expect(banner.locator('.site-logo__text')).toHaveText('Skinshop');
    await expect(banner.getByRole('link', { name: 'Products' })).toBeVisible();
    // No script has run: the search box is the app's.
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    release();
    await expect(page.getByRole('searchbox').first()).toBeVisible();
    await expect(page.locator('header.site-header')).toHaveCount(1);
    await expect(page.getByRole('banner').locator('.site-logo__text')).toHaveText('Skinshop');
  });

  test('the first row’s images are asked for at high priority before their cards are drawn', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (type === 'Image' && !priorities.has(request.url)) priorities.set(request.url, request.initialPriority);
    });
    // When the first card enters the page (noted in the page's own clock, as its resource timings are).
    await page.addInitScript(() => {
      new MutationObserver((_mutations, observer) => {
        if (!document.querySelector('article.product-card')) return;
        (window as unknown as { firstCardAt: number }).firstCardAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/products');
    await expect(page.locator('article.product-card').first()).toBeVisible();
    const firstRow = await page.locator('article.product-card img').evaluateAll((images) => images.slice(0, 3).map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
    expect(firstRow.length).toBe(3);
    for (const url of firstRow) {
      const { startedAt, firstCardAt } = await page.evaluate((src) => {
        const entry = performance.getEntriesByName(src)[0];
        return { startedAt: entry?.startTime ?? Number.NaN, firstCardAt: (window as unknown as { firstCardAt: number }).firstCardAt };
      }, url);
      expect(startedAt, url).toBeLessThanOrEqual(firstCardAt);
      expect(priorities.get(url), url).toMatch(/^(High|VeryHigh)$/);
    }
    // Further rows keep loading lazily, behind the first.
    const later = await page.locator('article.product-card img').nth(8).getAttribute('loading');
    expect(later).toBe('lazy');
  });
});
