/**
 * Serializes answers from compiled JSON schemas (fast-json-stringify) instead of zod-encoding each answer
 * and running JSON.stringify over the result: on the catalogue list that pair cost ~5% of the request.
 * The JSON schema is generated once per route from the same shared zod schema, so the contract is still
 * written once and the JSON is the same (properties in schema order, unknown keys dropped).
 *
 * fast-json-stringify does not validate, and a few zod features have no faithful JSON-schema form
 * (transforms, dates, defaults, unions picked by trial parsing). A schema using any of them keeps the zod
 * serializer, so such a route behaves exactly as before.
 *
 * Strings are written by oneByteJsonString (below) rather than fast-json-stringify's own writer, so every
 * catalogue answer is a one-byte string in V8 (issue 15); a few characters past U+00FF come as \u escapes,
 * which is the only difference from the bytes JSON.stringify writes.
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

/** Up to this many characters past U+00FF in one string are written as escapes (see oneByteJsonString). */
const MAX_ESCAPED = 2;

/**
 * The JSON string literal of `text`, with a few characters past U+00FF written as `\uXXXX` escapes, which any
 * JSON reader turns back into the same text. Why: one such character (the '€' every catalogue item carries
 * as its currency symbol) makes V8 store the whole answer as a two-byte string, and encoding a two-byte
 * string to UTF-8 (for the ETag, the length and the socket) cost ~8% of a list request's instructions; a
 * one-byte answer of ASCII is copied as it is (issue 15). Only a few: text written in another script stays as
 * it is, since an escape is 6 bytes where UTF-8 needs 2 or 3 (the Russian interface strings grew from 55 kB
 * to 115 kB). Latin-1 letters ('ö') fit in one byte and are never escaped.
 */
export function oneByteJsonString(text: string): string {
  // A character loop, as fast-json-stringify's own writer: cheaper than a regular expression for the short
  // strings answers are made of.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || code > 0xff) return escapedOneByte(text);
  }
  return `"${text}"`;
}

/** Escaped strings recently written: the same few (a currency symbol) come back in every answer. */
const escapedRecently = new Map<string, string>();

function escapedOneByte(text: string): string {
  let out = escapedRecently.get(text);
  if (out === undefined) {
    out = escapeFewWide(text);
    // Bounded: any string may come through here once.
    if (escapedRecently.size >= 256) escapedRecently.clear();
    if (text.length <= 64) escapedRecently.set(text, out);
  }
  return out;
}

function escapeFewWide(text: string): string {
  // JSON.stringify escapes quotes, backslashes, control characters and lone surrogates exactly as before.
  const json = JSON.stringify(text);
  let wide = 0;
  for (let i = 0; i < json.length; i++) if (json.charCodeAt(i) > 0xff && ++wide > MAX_ESCAPED) return json;
  if (wide === 0) return json;
  // Rebuilt from one-byte pieces: a slice of a two-byte string would still be stored two-byte.
  let out = '';
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    out += code <= 0xff ? String.fromCharCode(code) : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return out;
}

/** fast-json-stringify's serializer for a JSON schema, writing strings with oneByteJsonString. */
function compileSerializer(json: JsonSchema): (data: unknown) => string {
  // Debug mode hands back the generated code and the serializer it runs with, and `restore` builds the
  // function from them (both public API); the string writer is replaced on this serializer only.
  const compiled = fastJson(json, { mode: 'debug' }) as unknown as { serializer: { asString: (text: string) => string } };
  compiled.serializer.asString = oneByteJsonString;
  return fastJson.restore(compiled as never) as (data: unknown) => string;
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
