/** Static pages (with translations), social links, packs and prompts. */
import type { PrismaClient } from '../generated/client/client.ts';
import { loadLanguages, loadPacks, loadPrompts, loadSocialLinks, loadStaticPages } from './data-files.ts';

export async function seedStaticPages(db: PrismaClient): Promise<void> {
  const languageIds = new Map(loadLanguages().map((language) => [language.code, language.id]));
  for (const page of loadStaticPages()) {
    const fields = {
      title: page.title,
      content: page.content,
      isTerms: page.is_terms,
      isPrivacy: page.is_privacy,
      isBuyerTerms: page.is_buyer_terms,
      isSellerTerms: page.is_seller_terms,
      sortOrder: page.sort_order,
    };
    const saved = await db.staticPage.upsert({ where: { slug: page.slug }, create: { slug: page.slug, ...fields }, update: fields });
    for (const [code, translation] of Object.entries(page.translations)) {
      const languageId = languageIds.get(code);
      if (languageId === undefined) throw new Error(`Static page ${page.slug}: unknown language ${code}`);
      await db.staticPageTranslation.upsert({
        where: { pageId_languageId: { pageId: saved.id, languageId } },
        create: { pageId: saved.id, languageId, ...translation },
        update: translation,
      });
    }
  }
}

export async function seedSocialLinks(db: PrismaClient): Promise<void> {
  const links = loadSocialLinks();
  await db.$transaction([
    db.socialLink.deleteMany(),
    db.socialLink.createMany({
      data: links.map((link) => ({ title: link.title, url: link.url, icon: link.icon, sortOrder: link.sort_order })),
    }),
  ]);
}

type ShopProduct = ReturnType<typeof loadPrompts>[number];

function shopFields(product: ShopProduct) {
  return {
    name: product.name,
    description: product.description,
    imagePath: product.image ?? null,
    priceEur: product.price,
    sortOrder: product.sort_order,
    translations: product.translations,
  };
}

export async function seedPacksAndPrompts(db: PrismaClient): Promise<void> {
  for (const pack of loadPacks()) {
    const fields = { ...shopFields(pack), contents: pack.contents };
    await db.pack.upsert({ where: { slug: pack.slug }, create: { slug: pack.slug, ...fields }, update: fields });
  }
  for (const prompt of loadPrompts()) {
    const fields = shopFields(prompt);
    await db.prompt.upsert({ where: { slug: prompt.slug }, create: { slug: prompt.slug, ...fields }, update: fields });
  }
}
