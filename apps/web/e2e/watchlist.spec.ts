import { expect, test } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import pg from 'pg';
import { itemsListResponseSchema } from '@skins/shared';
import { SANDBOX, signUpBuyer } from './checkout-support.ts';

/** A watch, a listing that appears, exactly one e-mail in the sandbox inbox, one-click unsubscribe. */

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins_e2e';

interface InboxMessage {
  subject: string;
  text: string;
  links: string[];
}

async function inbox(email: string): Promise<InboxMessage[]> {
  const response = await fetch(`${SANDBOX}/mail/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as InboxMessage[]).filter((message) => /watchlist/i.test(message.subject));
}

/** A skin put on sale: a new available listing, copied from an existing one, at `price` euro. */
async function listNewCopy(productId: number, price: string): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO listings (item_id, category_id, title, hero, rarity, type, exterior_name, item_class, price, img_path, status, created_at, updated_at)
       SELECT item_id, category_id, title, hero, rarity, type, 'Standard', item_class, $2, img_path, 'available', now(), now()
       FROM listings WHERE id = $1 RETURNING id`,
      [productId, price],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/**
 * Resolves after one more watchlist run has gone by whole: a listing nobody watches is put on sale, and a run
 * takes every listing that changed from the inbox at its start. Once the second of two such listings has left
 * the inbox, the run that took the first has finished (one queue, one run at a time), mails included.
 */
async function aWholeWatchlistRun(unwatchedProductId: number): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    for (let round = 0; round < 2; round++) {
      const listed = await listNewCopy(unwatchedProductId, '999.00');
      await expect
        .poll(async () => (await client.query('SELECT 1 FROM watchlist_inbox WHERE listing_id = $1', [listed])).rowCount, { timeout: 90_000, message: 'a watchlist run' })
        .toBe(0);
      await client.query('DELETE FROM listings WHERE id = $1', [listed]);
    }
  } finally {
    await client.end();
  }
}

test.describe('watchlist and alerts (issue 16.2)', () => {
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('a watched hero and rarity under a price: one e-mail per new match, and one click unsubscribes', async ({ page, request }) => {
    // Five of the worker's watchlist cycles (20 s each at full length), at least.
    test.setTimeout(360_000);
    const list = itemsListResponseSchema.parse(await (await request.get('/api/items/list', { params: { limit: 40, currency: 'EUR' } })).json()).payload;
    const sample = list.find((product) => product.hero && product.quality)!;
    const unwatched = list.find((product) => product.hero && product.hero !== sample.hero)!;
    const { email } = await signUpBuyer(page);

    // Watching one item from its page.
    await page.goto(`/products/all/all/${sample.id}`);
    await page.getByRole('button', { name: 'Watch this item' }).click();
    await expect(page.getByText('You are watching this item.')).toBeVisible();

    // Watching a search from the account page.
    await page.goto('/account?tab=watchlist');
    await expect(page.getByRole('tab', { name: 'Watchlist', selected: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Watch a hero or a search' });
    await form.getByLabel('Hero').fill(sample.hero!);
    await form.getByLabel('Rarity').selectOption(sample.quality!);
    await form.getByLabel('Under (EUR)').fill('0.02');
    await form.getByRole('button', { name: 'Watch' }).click();
    const label = `${sample.hero}, ${sample.quality}, under €0.02`;
    const watch = page.getByRole('listitem', { name: label });
    await expect(watch).toBeVisible();
    await expect(watch.getByText('Nothing matched yet.')).toBeVisible();

    // A copy at one cent appears; the worker mails it once.
    const listed = await listNewCopy(sample.id, '0.01');
    await expect.poll(async () => (await inbox(email)).length, { timeout: 90_000, message: 'the watchlist e-mail' }).toBe(1);
    const [message] = await inbox(email);
    expect(message!.subject).toMatch(/Your watchlist found \d+ new listings?/);
    expect(message!.text).toContain(label);
    expect(message!.text).toContain(`/products/all/all/${listed}`);
    await page.reload();
    await expect(page.getByRole('listitem', { name: label }).getByRole('link', { name: sample.title })).toBeVisible();

    // Two more whole worker runs later there is still one mail.
    await aWholeWatchlistRun(unwatched.id);
    await aWholeWatchlistRun(unwatched.id);
    expect(await inbox(email)).toHaveLength(1);

    // The mail groups matches by watch (the item watched from its page matched too); each has its own link.
    const group = message!.text.split('\n\n').find((part) => part.startsWith(`${label}:`))!;
    const unsubscribe = /Stop watching this: (\S+)/.exec(group)![1]!;
    await page.goto(unsubscribe);
    await expect(page).toHaveURL(/\/account\?tab=watchlist&unsubscribed=1$/);
    await expect(page.getByText('You no longer watch that. No more e-mails about it.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: label })).toHaveCount(0);
  });
});
