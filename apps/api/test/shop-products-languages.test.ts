/**
 * Packs and prompts are named and described in the visitor's language, as the other translated content is:
 * the list answers by `lang_id` (English for the default and for a language the shop does not have), and
 * the balance's history names what was bought in that language too.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { signedInBuyer } from './helpers/sessions.ts';

const ctx = useTestApp();

const LANG = { en: 1, ru: 2, de: 3 } as const;

async function shop(kind: 'packs' | 'prompts', langId?: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/${kind}${langId ? `?lang_id=${langId}` : ''}` });
  expect(response.statusCode).toBe(200);
  return new Map((response.json().payload as Array<{ slug: string; name: string; description: string }>).map((product) => [product.slug, product]));
}

describe('packs and prompts by language', () => {
  it('names and describes packs in ru and de, in English by default and for an unknown language', async () => {
    expect((await shop('packs')).get('ancient-treasure-pack')).toMatchObject({ name: 'Ancient Treasure Pack' });
    expect((await shop('packs', 99)).get('ancient-treasure-pack')).toMatchObject({ name: 'Ancient Treasure Pack' });
    const ru = (await shop('packs', LANG.ru)).get('ancient-treasure-pack')!;
    expect(ru.name).toBe('Набор «Древняя сокровищница»');
    expect(ru.description).toMatch(/^Один случайный предмет/);
    const de = (await shop('packs', LANG.de)).get('courier-crate')!;
    expect(de).toMatchObject({ name: 'Kurierkiste' });
    expect(de.description).toMatch(/^Ein garantierter Kurier/);
  });

  it('every active pack and prompt has its own ru and de name and description', async () => {
    for (const kind of ['packs', 'prompts'] as const) {
      const english = await shop(kind, LANG.en);
      for (const langId of [LANG.ru, LANG.de]) {
        for (const [slug, product] of await shop(kind, langId)) {
          if (slug.startsWith('test-')) continue;
          expect(product.name, `${kind} ${slug} ${langId}`).not.toBe(english.get(slug)!.name);
          expect(product.description, `${kind} ${slug} ${langId}`).not.toBe(english.get(slug)!.description);
        }
      }
    }
  });

  it("names a bought prompt in the history in the visitor's language", async () => {
    const { user, browser } = await signedInBuyer(ctx);
    await ctx.db.user.update({ where: { id: user.id }, data: { balance: '100' } });
    const prompt = await ctx.db.prompt.findUniqueOrThrow({ where: { slug: 'hero-set-concept' } });
    expect((await browser.post('/api/purchase/prompt', { prompt_id: prompt.id })).statusCode).toBe(200);
    const history = async (langId?: number) => (await browser.get(`/api/purchase/history${langId ? `?lang_id=${langId}` : ''}`)).json().payload[0];
    expect(await history()).toMatchObject({ type: 'prompt', title: 'Hero Set Concept' });
    expect(await history(LANG.de)).toMatchObject({ title: 'Heldenset-Konzept' });
    expect(await history(LANG.ru)).toMatchObject({ title: 'Концепт комплекта для героя' });
  });
});
