/**
 * Serializes answers with compiled JSON schemas (fast-json-stringify), generated once per route from the
 * shared zod schema: cheaper than zod-encoding and JSON.stringify on every answer, with the same JSON
 * (schema order, unknown keys dropped). A schema using what has no faithful JSON-schema form (transforms,
 * dates, defaults, unions picked by trial parsing) keeps the zod serializer. Characters past U+00FF are
 * written as \u escapes (oneByteJson), as PostgreSQL writes the catalogue's products, so an answer stays a
 * one-byte string (docs/bench-catalogue.md says what that buys).
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords fast-json-stringify would act on differently from zod, or that pick a branch by validating. */
const UNSAFE_KEYWORDS = new Set(['default', '$ref', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'patternProperties', 'prefixItems']);
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** True when every node of the schema is one fast-json-stringify writes exactly as zod + JSON.stringify would. */
export function isFaithful(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(isFaithful);
  if (typeof node !== 'object' || node === null) return true;
  const schema = node as JsonSchema;
  for (const key of Object.keys(schema)) if (UNSAFE_KEYWORDS.has(key)) return false;
  // fast-json-stringify turns Dates into strings for these formats; zod never lets a Date through.
  if (typeof schema.format === 'string' && /date|time/.test(schema.format)) return false;
  // Nullable scalars only: a type list with an object or array in it is resolved by validation.
  if (Array.isArray(schema.type) && !schema.type.every((type) => PRIMITIVES.has(type as string))) return false;
  const properties = schema.properties;
  if (typeof properties === 'object' && properties !== null && !Object.values(properties).every(isFaithful)) return false;
  return [schema.additionalProperties, schema.items].every((child) => typeof child !== 'object' || isFaithful(child));
}

/** The JSON schema of a zod response schema, or null when it cannot be serialized faithfully from one. */
export function toSerializationSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }) as JsonSchema;
    return isFaithful(json) ? json : null;
  } catch {
    return null;
  }
}

/** Up to this many characters past U+00FF in one string are written as escapes (see oneByteJson). */
const MAX_ESCAPED = 2;
const WIDE = /[\u0100-\uffff]/;
/** A JSON string literal holding a character past U+00FF. Between literals JSON is ASCII, so no match starts there. */
const WIDE_LITERAL = /"(?:[^"\\\u0100-\uffff]|\\.)*[\u0100-\uffff](?:[^"\\]|\\.)*"/g;

/**
 * JSON text with each string literal that holds one or two characters past U+00FF written with those as
 * `\uXXXX` escapes, which any JSON reader turns back into the same text. Why: one such character (the '€'
 * of a currency symbol) makes V8 store a whole answer as a two-byte string, which costs more to encode to
 * UTF-8 than a one-byte one (docs/bench-catalogue.md: the list's answers stay one-byte this way). Only a
 * few: text written in another script stays as it is, since an escape is 6 bytes where UTF-8 needs 2 or 3.
 * Latin-1 letters ('ö') fit in one byte and are never escaped.
 */
export function oneByteJson(json: string): string {
  return WIDE.test(json) ? json.replace(WIDE_LITERAL, escapeFewWide) : json;
}

function escapeFewWide(literal: string): string {
  let wide = 0;
  for (let i = 0; i < literal.length; i++) if (literal.charCodeAt(i) > 0xff && ++wide > MAX_ESCAPED) return literal;
  let out = '';
  for (let i = 0; i < literal.length; i++) {
    const code = literal.charCodeAt(i);
    out += code <= 0xff ? literal[i] : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return out;
}

/** fast-json-stringify's serializer for a JSON schema, with a few wide characters escaped (oneByteJson). */
function compileSerializer(json: JsonSchema): (data: unknown) => string {
  const serialize = fastJson(json);
  return (data) => oneByteJson(serialize(data));
}

/** The serializer a route answering `schema` gets (for answers a route writes in parts: catalogue/page-answer.ts). */
export function serializerFor(schema: z.ZodType): (data: unknown) => string {
  const json = toSerializationSchema(schema);
  return json ? compileSerializer(json) : (data) => JSON.stringify(schema.parse(data));
}

export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const json = toSerializationSchema(route.schema);
  return json ? compileSerializer(json) : zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
