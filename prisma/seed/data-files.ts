/** Reads and validates the seed's JSON files, so a typo in the data fails loudly with the file's name. */
import fs from 'node:fs';
import path from 'node:path';
import { packContentsSchema } from '@skins/shared/balance';
import { z } from 'zod';

const dataDir = path.join(import.meta.dirname, 'data');

function readJson<T extends z.ZodType>(relativePath: string, schema: T): z.infer<T> {
  const file = path.join(dataDir, relativePath);
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`Seed file ${relativePath} is invalid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

const decimalString = z.string().regex(/^\d+(\.\d+)?$/);
const translationsOf = <T extends z.ZodType>(shape: T) => z.record(z.string(), shape).default({});

// ---- Dota 2 data (data/dota2/README.md describes the fields)
export const heroRow = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  primary_attr: z.string(),
  img: z.string().nullable().optional(),
});
export const itemRow = z.object({
  id: z.number().int(),
  name: z.string(),
  hero_id: z.number().int().nullable(),
  type: z.string(),
  slot: z.string(),
  slot_name: z.string(),
  rarity: z.string().nullable(),
  image_inventory: z.string().nullable(),
  icon_url: z.string().nullable(),
  marketable: z.boolean().nullable(),
});
export const rarityRow = z.object({ key: z.string(), name: z.string(), value: z.number().nullable(), color: z.string() });
export const qualityRow = z.object({
  key: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  marketplace: z.boolean(),
});

export const loadHeroes = () => readJson('dota2/heroes.json', z.array(heroRow));
export const loadItems = () => readJson('dota2/items.json', z.array(itemRow));
export const loadRarities = () => readJson('dota2/rarities.json', z.array(rarityRow));
export const loadQualities = () => readJson('dota2/qualities.json', z.array(qualityRow));

// ---- content (data/content)
export const loadLanguages = () =>
  readJson(
    'content/languages.json',
    z.array(z.object({ id: z.number().int(), code: z.string(), title: z.string(), is_default: z.boolean() })),
  );
export const loadLocalization = (code: string) =>
  readJson(`content/localizations/${code}.json`, z.record(z.string(), z.string()));
export const loadCurrencies = () =>
  readJson(
    'content/currencies.json',
    z.array(
      z.object({ code: z.string().length(3), symbol: z.string(), title: z.string(), rate: decimalString, is_default: z.boolean() }),
    ),
  );
export const loadCountries = () =>
  readJson('content/countries.json', z.array(z.object({ iso: z.string().length(2), title: z.string() })));
export const loadSettings = () =>
  readJson(
    'content/settings.json',
    z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])),
  );
export const loadStaticPages = () =>
  readJson(
    'content/static-pages.json',
    z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        content: z.string(),
        is_terms: z.boolean().default(false),
        is_privacy: z.boolean().default(false),
        is_buyer_terms: z.boolean().default(false),
        is_seller_terms: z.boolean().default(false),
        sort_order: z.number().int().default(0),
        translations: translationsOf(z.object({ title: z.string(), content: z.string() })),
      }),
    ),
  );
export const loadSocialLinks = () =>
  readJson(
    'content/social-links.json',
    z.array(z.object({ title: z.string(), url: z.url(), icon: z.string(), sort_order: z.number().int().default(0) })),
  );

const categoryNode = z.object({
  slug: z.string(),
  name: z.string(),
  item_class: z.string().optional(),
  sort_order: z.number().int().default(0),
  translations: translationsOf(z.string()),
});
export const loadCategories = () =>
  readJson('content/categories.json', categoryNode.extend({ children: z.array(categoryNode) }));

const shopProduct = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: decimalString,
  image: z.string().optional(),
  sort_order: z.number().int().default(0),
  translations: translationsOf(z.object({ name: z.string(), description: z.string() })),
});
export const loadPacks = () => readJson('content/packs.json', z.array(shopProduct.extend({ contents: packContentsSchema })));
export const loadPrompts = () => readJson('content/prompts.json', z.array(shopProduct));
