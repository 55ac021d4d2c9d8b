/** The footer's payments line on a 390 px phone: "3-D Secure" is never split across two lines, in any language. */
import { expect, test } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';

const LANGUAGES = [
  { id: 1, heading: 'Payment methods' },
  { id: 2, heading: 'Способы оплаты' },
  { id: 3, heading: 'Zahlungsarten' },
] as const;

for (const { id, heading } of LANGUAGES) {
  test(`"3-D Secure" stays on one line of the footer at 390 px (language ${id})`, async ({ page, context }) => {
    await acceptAllCookies(context);
    await context.addInitScript((languageId) => window.localStorage.setItem('languageId', languageId), String(id));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const line = page.getByRole('region', { name: heading }).locator('p');
    await expect(line).toContainText('3\u2011D\u00a0Secure');
    await line.scrollIntoViewIfNeeded();

    // The boxes of the words "3-D Secure" against the box of one character of the same line.
    const boxes = await line.evaluate((paragraph) => {
      const text = paragraph.firstChild as Text;
      const start = text.data.indexOf('3\u2011D');
      const range = (from: number, to: number) => {
        const r = document.createRange();
        r.setStart(text, from);
        r.setEnd(text, to);
        return r;
      };
      const words = range(start, start + '3\u2011D\u00a0Secure'.length);
      return {
        words: words.getBoundingClientRect().height,
        lines: new Set(Array.from(words.getClientRects(), (rect) => Math.round(rect.top))).size,
        oneLine: range(start, start + 1).getBoundingClientRect().height,
      };
    });
    expect(boxes.lines).toBe(1);
    expect(boxes.words).toBeCloseTo(boxes.oneLine, 0);
    await line.screenshot({ path: test.info().outputPath(`footer-secure-390-${id}.png`) });
  });
}
