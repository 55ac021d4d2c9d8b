import { filterDataResponseSchema, itemsListResponseSchema, itemDetailsResponseSchema, type Item } from '@skins/shared';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oneByteJson, serializerCompiler, toSerializationSchema } from '../src/lib/response-serializer.ts';

/** A string as the serializer writes it: JSON, with one or two wide characters escaped. */
const oneByteJsonString = (text: string) => oneByteJson(JSON.stringify(text));

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const compiled = (schema: unknown) => serializerCompiler(route(schema) as never) as (data: unknown) => string;
const viaZod = (schema: unknown) => zodSerializerCompiler(route(schema) as never) as (data: unknown) => string;

const TRICKY = ['plain', 'quote " and \\ backslash', 'line\nbreak\ttab', '\u0000\u001f control', '\u2028\u2029 separators', 'Ünïcødé ✓ 🐉', '\ud800 lone surrogate', ''];

function product(id: number, title: string): Item & { extra: string } {
  return {
    id,
    title,
    price: id * 1.25,
    old_price: id % 2 ? null : 0.1 + 0.2,
    img_url: `items/${id}.svg`,
    img_fallback_url: `items/${id}.svg`,
    type: 'Weapon',
    category: 'dota2',
    hero: id % 3 ? 'Pudge' : null,
    quality: null,
    exterior_name: 'Standard',
    class: 'Wearable',
    is_new: true,
    is_sale: false,
    is_top: id % 2 === 0,
    currency: 'EUR',
    currency_symbol: '€',
    tradable_after: null,
    // Not in the contract: must never reach the wire.
    extra: 'internal',
  };
}

describe('response serializer', () => {
  it('writes catalogue answers as zod + JSON.stringify did, dropping unknown keys, with the euro sign escaped', () => {
    const products = TRICKY.map((title, i) => product(i + 1, title));
    const list = { status: 'OK', payload: products, meta: { total: 8, pages: 1, page: 1, limit: 16, total_is_estimate: false }, debug: 1 };
    const details = { status: 'OK', payload: { ...products[1]!, status: 'sold', other_copies: products.slice(2, 4), other_copies_total: 2, similar: products } };
    const filters = { status: 'OK', payload: { types: TRICKY, qualities: [], heroes: ['Axe'], exterior_names: [], classes: [], ages: ['3-5-years'], price_min: 0.01, price_max: 1e7 } };
    for (const [schema, data] of [
      [itemsListResponseSchema, list],
      [itemDetailsResponseSchema, details],
      [filterDataResponseSchema, filters],
    ] as const) {
      expect(toSerializationSchema(schema), 'compiled, not the zod fallback').not.toBeNull();
      const bytes = compiled(schema)(data);
      const before = viaZod(schema)(data);
      // The same JSON: the '€' of each item is written as a \u escape instead.
      expect(JSON.parse(bytes)).toEqual(JSON.parse(before));
      // So are the two line separators of one title; a title with three wide characters stays as it was.
      expect(bytes).toBe(before.replaceAll('"€"', '"\\u20ac"').replace('\u2028\u2029', '\\u2028\\u2029'));
      expect(bytes).not.toContain('internal');
    }
  });

  it('writes every string as JSON that reads back the same, a few wide characters as escapes', () => {
    const samples = [...TRICKY, '€', '€€ 12', 'Mjöllnir ½', '"€"\\', '\ud83d\udc09 dragon', '\udc00\ud800 reversed', 'x'.repeat(5000) + '€'];
    for (const text of samples) {
      const json = oneByteJsonString(text);
      expect(JSON.parse(json)).toBe(text);
      if ((text.match(/[\u0100-\uffff]/g) ?? []).length <= 2) expect(json).not.toMatch(/[\u0100-\uffff]/);
    }
    // Text in another script stays as it is: as escapes, the Russian interface strings took 115 kB instead
    // of 55 kB. Only a few characters in an otherwise one-byte string (a currency sign, an emoji) are escaped.
    expect(oneByteJsonString('Загрузка...')).toBe('"Загрузка..."');
    expect(oneByteJsonString('Ünïcødé ✓ 🐉')).toBe(JSON.stringify('Ünïcødé ✓ 🐉'));
    expect(oneByteJsonString('Hook 🐉')).toBe('"Hook \\ud83d\\udc09"');
    // Latin-1 letters stay as they are; ASCII without escapes is only quoted.
    expect(oneByteJsonString('Mjöllnir')).toBe('"Mjöllnir"');
    expect(oneByteJsonString('Dragonclaw Hook')).toBe('"Dragonclaw Hook"');
    expect(oneByteJsonString('€')).toBe('"\\u20ac"');
  });

  it('keeps the zod serializer where a JSON schema cannot say the same thing', () => {
    const schemas = [
      z.object({ at: z.date() }),
      z.object({ n: z.string().transform((value) => value.length) }),
      z.object({ x: z.string().default('d') }),
      z.object({ u: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]) }),
    ];
    for (const schema of schemas) expect(toSerializationSchema(schema)).toBeNull();
    const dated = compiled(schemas[0]);
    expect(dated({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    // Still validated as before: a wrong value is a server error, not a silently coerced answer.
    expect(() => dated({ at: 'not a date' })).toThrow();
  });
});
