import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { countriesResponseSchema, filterDataResponseSchema, languagesResponseSchema, localizationsResponseSchema } from '@skins/shared';
import { en, placeholdersOf } from '@skins/shared/i18n';
import { acceptAllCookies } from '../cookie-choice.ts';
import { CARDS, availableItems, deliveryAccount, payInWidget, saveProfile, signInWithSteam } from '../checkout-support.ts';

/*
 * A purchase walked in Russian and in German finds no English value on the way: not the interface texts, nor
 * what the api sends in English (item types, rarities, qualities, classes, country names, a bank's decline
 * reason), nor dates. Runs under `npm start`, since the walk goes through the Payment details dialog.
 */

/** Every English text that has a translation in the language: seen on a page, it was left untranslated. */
async function englishTexts(request: APIRequestContext, language: { id: number; code: string }): Promise<Set<string>> {
  const dictionary = localizationsResponseSchema.parse(await (await request.get('/api/localizations', { params: { lang_id: language.id } })).json()).payload;
  const texts = new Set<string>();
  for (const [key, english] of Object.entries(en)) {
    if (placeholdersOf(english).length === 0 && dictionary[key] !== undefined && dictionary[key] !== english) texts.add(english);
  }
  // The catalogue's values come from the api in English (the filters send them back as they are): each is
  // shown in the language, unless the language says it alike (de: 'Standard').
  const alike = new Set<string>(Object.entries(en).filter(([key, english]) => dictionary[key] === english).map(([, english]) => english));
  const filters = filterDataResponseSchema.parse(await (await request.get('/api/items/filter-data')).json()).payload;
  for (const value of [...filters.types, ...filters.qualities, ...filters.exterior_names, ...filters.classes]) if (!alike.has(value)) texts.add(value);
  // The api names countries in English; the interface names them in the visitor's language.
  const names = new Intl.DisplayNames([language.code], { type: 'region' });
  const countries = countriesResponseSchema.parse(await (await request.get('/api/countries')).json()).payload;
  for (const country of countries) if (names.of(country.iso) !== country.title) texts.add(country.title);
  return texts;
}

/** The words on the page: its text nodes and the texts of its attributes that people read or hear. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, noscript') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) found.push(element.getAttribute(name) ?? '');
    }
    return found.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

const ENGLISH_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}\b/;

const LANGUAGES = ['ru', 'de'] as const;

for (const code of LANGUAGES) {
  test(`a purchase walked in ${code} shows no English value`, async ({ page, request }) => {
    const languages = languagesResponseSchema.parse(await (await request.get('/api/languages')).json()).payload;
    const language = languages.find((candidate) => candidate.code === code)!;
    const english = await englishTexts(request, language);
    await acceptAllCookies(page.context());
    await page.setViewportSize({ width: 1440, height: 900 });

    const left: string[] = [];
    const look = async (where: string) => {
      for (const text of await pageTexts(page)) {
        // The phone input's countries read 'Latvia (+371)'.
        if (english.has(text.replace(/ \(\+\d+\)$/, '')) || ENGLISH_DATE.test(text)) left.push(`${where}: ${text}`);
      }
    };

    const [product] = await availableItems(request, 1);
    // Signed in with Steam (in English: the helper reads the sandbox's and the header's words), then the language.
    await signInWithSteam(page);
    await page.addInitScript((id) => window.localStorage.setItem('languageId', String(id)), language.id);
    // What the checkout is prefilled from, as the account page saves it (the walk types only the e-mail, by its
    // type: the labels are not English here): name, phone, billing address, and the trade URL of the account.
    const latvia = countriesResponseSchema.parse(await (await request.get('/api/countries')).json()).payload.find((country) => country.iso === 'LV')!;
    const { tradeUrl } = await deliveryAccount(page);
    await saveProfile(page, { name: 'Ada', surname: 'Lovelace', phone: '+371 2000 0000', country_id: latvia.id, city: 'Riga', zip: 'LV-1050', address: 'Brivibas iela 1', trade_url: tradeUrl });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('article.product-card').first()).toBeVisible();
    await look('home');

    await page.goto('/products/all/all');
    await expect(page.locator('article.product-card').first()).toBeVisible();
    await expect(page.locator('.filter-panel input[type="checkbox"]').first()).toBeAttached();
    await look('catalogue');

    await page.goto(`/products/${product!.category}/all/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
    await page.locator('.product-details').getByRole('button').first().click();
    await expect(page.getByRole('banner').getByRole('link').filter({ has: page.locator('.cart-link__badge', { hasText: '1' }) }).first()).toBeAttached();
    await look('product');

    await page.goto('/cart');
    await expect(page.locator('.cart-item').first()).toBeVisible();
    await look('cart');

    await page.locator('.cart-summary input[type="checkbox"]').check();
    await page.locator('.cart-summary__proceed').click();
    const modal = page.locator('dialog[open] .checkout-modal__form');
    await expect(modal).toBeVisible();
    await modal.locator('input[type="email"]').fill(`walk-${code}-${Date.now()}@example.test`);
    await look('checkout');
    await modal.locator('button[data-payment-type="paysage_widget"]').click();
    await payInWidget(page, CARDS.declined);
    await expect(page).toHaveURL(/\/fail-payment\?/);
    await expect(page.locator('.payment-result__note')).toBeVisible();
    await look('payment failed');

    await page.goto('/account?tab=personal');
    await expect(page.locator('.account-header__since')).toBeVisible();
    await look('account');
    await page.goto('/account?tab=orders');
    await expect(page.locator('[data-order-id]').first()).toBeVisible();
    await look('order history');

    expect(left).toEqual([]);
  });
}
