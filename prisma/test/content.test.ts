/**
 * Consistency checks for the seed's content files (prisma/seed/data/content):
 * localizations against the canonical English dictionary, static pages,
 * countries, currencies, languages, categories, packs and prompts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { en } from '../../packages/shared/src/i18n/en.ts';
import { placeholdersOf } from '../../packages/shared/src/i18n/translate.ts';
import { RESERVED_SLUGS } from '../../packages/shared/src/constants.ts';
import * as seedFiles from '../seed/data-files.ts';

const contentDir = path.join(import.meta.dirname, '..', 'seed', 'data', 'content');

function load<T>(relativePath: string): T {
  return JSON.parse(fs.readFileSync(path.join(contentDir, relativePath), 'utf8')) as T;
}

interface StaticPage {
  slug: string;
  title: string;
  content: string;
  is_terms: boolean;
  is_privacy: boolean;
  is_buyer_terms: boolean;
  is_seller_terms: boolean;
  sort_order: number;
  translations: Record<string, { title: string; content: string }>;
}
interface Country {
  iso: string;
  title: string;
}
interface Currency {
  code: string;
  symbol: string;
  title: string;
  rate: string;
  is_default: boolean;
}
interface Language {
  id: number;
  code: string;
  title: string;
  is_default: boolean;
}
interface CategoryNode {
  slug: string;
  name: string;
  item_class?: string;
  translations: Record<string, string>;
  children?: CategoryNode[];
}
interface ShopProduct {
  slug: string;
  name: string;
  description: string;
  price: string;
  image?: string;
  translations: Record<string, { name: string; description: string }>;
}

const TRANSLATED_LANGUAGES = ['ru', 'de'] as const;
/** Spec §2: paths that can never be a static page's slug (plus the empty one). */
const SPEC_RESERVED_SLUGS = [
  'products',
  'account',
  'cart',
  'auth',
  'contact',
  'email-verification',
  'verify-email',
  'success-payment',
  'fail-payment',
  'processing-payment',
  'static-page',
];
/** DESIGN.md: the `class` filter values, one sub-category each. */
const ITEM_CLASSES = ['Wearable', 'Courier', 'Ward', 'HUD', 'Announcer', 'Taunt', 'Loading Screen'];
const PAGE_FLAGS = ['is_terms', 'is_privacy', 'is_buyer_terms', 'is_seller_terms'] as const;

const englishKeys = Object.keys(en);
const words = (html: string) => html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;

describe('localizations', () => {
  it('the English dictionary is non-empty and has no blank texts', () => {
    expect(englishKeys.length).toBeGreaterThan(300);
    const blank = Object.entries(en).filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(blank).toEqual([]);
  });

  for (const code of TRANSLATED_LANGUAGES) {
    describe(code, () => {
      const dict = load<Record<string, unknown>>(`localizations/${code}.json`);

      it('has exactly the keys of en', () => {
        const missing = englishKeys.filter((key) => !(key in dict));
        const extra = Object.keys(dict).filter((key) => !(key in en));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('has a non-empty string for every key', () => {
        const bad = Object.entries(dict)
          .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
          .map(([key]) => key);
        expect(bad).toEqual([]);
      });

      it('keeps every English placeholder and adds none', () => {
        const problems: string[] = [];
        for (const [key, english] of Object.entries(en)) {
          const text = dict[key];
          if (typeof text !== 'string') continue;
          const expected = placeholdersOf(english).sort();
          const actual = placeholdersOf(text).sort();
          if (expected.join(',') !== actual.join(',')) {
            problems.push(`${key}: expected {${expected.join('},{')}} got {${actual.join('},{')}}`);
          }
        }
        expect(problems).toEqual([]);
      });
    });
  }

  it('speaks to the visitor as du in German, never Sie', () => {
    const dict = load<Record<string, string>>('localizations/de.json');
    // Formal address: "Ihr/Ihre/Ihnen…" anywhere, "Sie" inside a sentence ("Sie sollte…" opening one means the URL).
    const formal = Object.entries(dict).filter(([, text]) => /\b(Ihr\w*|Ihnen)\b|[\p{Ll},] Sie\b/u.test(text)).map(([key]) => key);
    expect(formal).toEqual([]);
  });
});

describe('static pages', () => {
  const pages = load<StaticPage[]>('static-pages.json');

  it('have unique slugs, none of them reserved', () => {
    const slugs = pages.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const reserved = new Set<string>([...SPEC_RESERVED_SLUGS, ...RESERVED_SLUGS]);
    expect(slugs.filter((slug) => reserved.has(slug) || slug.trim() === '')).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('have exactly one page whose title contains "cookie", in every language', () => {
    const cookiePages = pages.filter((page) => page.title.toLowerCase().includes('cookie'));
    expect(cookiePages.map((page) => page.slug)).toHaveLength(1);
    const cookiePage = cookiePages[0]!;
    for (const code of TRANSLATED_LANGUAGES) {
      expect(cookiePage.translations[code]?.title.toLowerCase()).toContain('cookie');
    }
  });

  it.each(PAGE_FLAGS)('set %s on exactly one page', (flag) => {
    expect(pages.filter((page) => page[flag] === true)).toHaveLength(1);
  });

  it('have complete ru and de translations', () => {
    for (const page of pages) {
      for (const code of TRANSLATED_LANGUAGES) {
        const translation = page.translations[code];
        expect(translation, `${page.slug}.${code}`).toBeDefined();
        expect(translation!.title.trim(), `${page.slug}.${code}.title`).not.toBe('');
        // a full translation, not a summary: at least 70% of the English length in words
        expect(words(translation!.content), `${page.slug}.${code}.content`).toBeGreaterThan(words(page.content) * 0.7);
      }
    }
  });

  it('have substantial English content and a FAQ with 10+ questions', () => {
    for (const page of pages) expect(words(page.content), page.slug).toBeGreaterThanOrEqual(280);
    const faq = pages.find((page) => page.slug === 'faq');
    expect(faq).toBeDefined();
    expect(faq!.content.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
  });

  it("never claim the seller's payout card checks who they are: it is only kept with the sale, in every language", () => {
    // Nothing charges, verifies or pays to that card (the payout goes to the IBAN); the accept modal says the same.
    const sellerTerms = pages.find((page) => page.is_seller_terms)!;
    const contents = [sellerTerms.content, ...Object.values(sellerTerms.translations).map((t) => t.content)];
    for (const html of contents) expect(html).not.toMatch(/confirms who you are|подтверждает вашу личность|bestätigt, wer du bist/);
    expect(sellerTerms.content).toContain('the card is never charged, checked with your bank or paid to');
  });

  it('link only to existing pages or to the support mailbox', () => {
    const slugs = new Set(pages.map((page) => page.slug));
    for (const page of pages) {
      const contents = [page.content, ...Object.values(page.translations).map((t) => t.content)];
      for (const html of contents) {
        for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
          if (href!.startsWith('mailto:')) expect(href).toBe('mailto:support@skins.example');
          else expect(slugs.has(href!.replace(/^\//, '')), `${page.slug}: ${href}`).toBe(true);
        }
      }
    }
  });
});

describe('countries', () => {
  const countries = load<Country[]>('countries.json');

  it('have unique upper-case two-letter ISO codes and titles', () => {
    for (const country of countries) {
      expect(country.iso).toMatch(/^[A-Z]{2}$/);
      expect(country.title.trim()).not.toBe('');
    }
    expect(new Set(countries.map((c) => c.iso)).size).toBe(countries.length);
  });

  it('cover ISO 3166-1 (about 249 entries) sorted by title', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(252);
    const titles = countries.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    for (const iso of ['DE', 'EE', 'US', 'GB', 'RU']) expect(countries.some((c) => c.iso === iso)).toBe(true);
  });
});

describe('currencies', () => {
  const currencies = load<Currency[]>('currencies.json');

  it('have exactly one default: EUR at rate 1', () => {
    const defaults = currencies.filter((c) => c.is_default);
    expect(defaults.map((c) => c.code)).toEqual(['EUR']);
    expect(Number(defaults[0]!.rate)).toBe(1);
  });

  it('have unique codes and positive six-decimal rates', () => {
    expect(new Set(currencies.map((c) => c.code)).size).toBe(currencies.length);
    for (const currency of currencies) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect(currency.rate).toMatch(/^\d+\.\d{6}$/);
      expect(Number(currency.rate)).toBeGreaterThan(0);
    }
  });
});

describe('languages', () => {
  const languages = load<Language[]>('languages.json');

  it('have exactly one default, which has id 1 and is English', () => {
    const defaults = languages.filter((l) => l.is_default);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ id: 1, code: 'en' });
  });

  it('have unique ids and codes, and a localization file for every non-English language', () => {
    expect(new Set(languages.map((l) => l.id)).size).toBe(languages.length);
    expect(new Set(languages.map((l) => l.code)).size).toBe(languages.length);
    for (const language of languages.filter((l) => l.code !== 'en')) {
      expect(fs.existsSync(path.join(contentDir, 'localizations', `${language.code}.json`)), language.code).toBe(true);
    }
  });
});

describe('categories', () => {
  const root = load<CategoryNode>('categories.json');

  it('are a dota2 root with one child per item kind', () => {
    expect(root.slug).toBe('dota2');
    const children = root.children ?? [];
    expect(children.map((child) => child.item_class).sort()).toEqual([...ITEM_CLASSES].sort());
    expect(new Set(children.map((child) => child.slug)).size).toBe(children.length);
  });

  it('are translated into ru and de', () => {
    for (const node of [root, ...(root.children ?? [])]) {
      for (const code of TRANSLATED_LANGUAGES) expect(node.translations[code], `${node.slug}.${code}`).toBeTruthy();
    }
  });
});

describe('packs and prompts', () => {
  for (const file of ['packs.json', 'prompts.json']) {
    it(`${file} has unique slugs, euro prices and ru/de translations`, () => {
      const products = load<ShopProduct[]>(file);
      expect(products.length).toBeGreaterThanOrEqual(5);
      expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
      for (const product of products) {
        expect(product.price).toMatch(/^\d+\.\d{2}$/);
        for (const code of TRANSLATED_LANGUAGES) {
          expect(product.translations[code]?.name, `${product.slug}.${code}`).toBeTruthy();
          expect(product.translations[code]?.description, `${product.slug}.${code}`).toBeTruthy();
        }
      }
    });
  }
});

describe('settings and social links', () => {
  it('settings carry the support e-mail and requisites', () => {
    const settings = load<Record<string, unknown>>('settings.json');
    expect(settings).toMatchObject({ support_email: 'support@skins.example', is_reg_enabled: true });
    expect(settings['requisites']).toEqual(expect.stringContaining('16789012'));
    expect(settings['min_top_up']).toMatch(/^\d+\.\d{2}$/);
  });

  it('social links have https urls and distinct sort orders', () => {
    const links = load<{ url: string; sort_order: number }[]>('social-links.json');
    for (const link of links) expect(link.url).toMatch(/^https:\/\//);
    expect(new Set(links.map((l) => l.sort_order)).size).toBe(links.length);
  });
});

describe('seed loaders', () => {
  it('accept every content file', () => {
    expect(() => {
      seedFiles.loadLanguages();
      for (const code of TRANSLATED_LANGUAGES) seedFiles.loadLocalization(code);
      seedFiles.loadCurrencies();
      seedFiles.loadCountries();
      seedFiles.loadSettings();
      seedFiles.loadStaticPages();
      seedFiles.loadSocialLinks();
      seedFiles.loadCategories();
      seedFiles.loadPacks();
      seedFiles.loadPrompts();
    }).not.toThrow();
  });
});
