import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, itemsListQuerySchema, registerBodySchema, sellOrderBodySchema, text, updateProfileBodySchema } from '../src/index.ts';

describe('text fields refuse control characters', () => {
  it('refuses every C0 control but tab, line feed and carriage return, and DEL', () => {
    const schema = text();
    for (let code = 0; code < 32; code++) {
      const char = String.fromCharCode(code);
      expect(schema.safeParse(`a${char}b`).success, `U+${code.toString(16)}`).toBe(['\t', '\n', '\r'].includes(char));
    }
    expect(schema.safeParse('a\u007fb').success).toBe(false);
    expect(schema.safeParse('Tornimäe 1, 東京').success).toBe(true);
  });

  it('refuses every C1 control (U+0080-U+009F: a terminal takes U+009B as the start of an escape sequence), not the letters after them', () => {
    const schema = text();
    for (let code = 0x80; code <= 0x9f; code++) {
      expect(schema.safeParse(`a${String.fromCharCode(code)}b`).success, `U+${code.toString(16)}`).toBe(false);
    }
    for (const letter of ['\u00a0', '¡', 'ß', 'é', 'ÿ', 'Ā']) expect(schema.safeParse(`a${letter}b`).success, letter).toBe(true);
  });

  it('refuses the bidirectional embedding, override and isolate controls, not the marks right-to-left text uses', () => {
    const schema = text();
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(schema.safeParse(`Pudge${String.fromCharCode(code)}egduP`).success, `U+${code.toString(16)}`).toBe(false);
    }
    for (const mark of ['\u200e', '\u200f', '\u061c']) expect(schema.safeParse(`שלום${mark} Pudge`).success).toBe(true);
  });

  it('holds in the request schemas built on it, for any text around the NUL', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const poisoned = `${before}\u0000${after}`;
        expect(itemsListQuerySchema.safeParse({ search: poisoned }).success).toBe(false);
        expect(itemsListQuerySchema.safeParse({ hero: poisoned }).success).toBe(false);
        expect(updateProfileBodySchema.safeParse({ city: poisoned }).success).toBe(false);
        expect(sellOrderBodySchema.safeParse({ skin_name: poisoned, quality: 'Arcana', price: 1, steam_link: 'https://x.test' }).success).toBe(false);
        expect(emailSchema.safeParse(`a${poisoned}@x.test`).success).toBe(false);
        expect(registerBodySchema.safeParse({ name: poisoned }).success).toBe(false);
      }),
    );
  });
});
