import type { Page } from '@playwright/test';

/**
 * Resolves once the page has run what it had queued: two frames (React's effects, StrictMode's second pass
 * included) and then a task (events those effects queued). A check that something did NOT happen waits for
 * this instead of a fixed pause, which a busy machine can outrun.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}
