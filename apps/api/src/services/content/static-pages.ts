import type { Db } from '@skins/db';
import { DB_INT_MAX, type StaticPage, type StaticPageSummary } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';
import { resolveLanguageId } from '../i18n/resolve-language.ts';

const flags = (page: { isTerms: boolean; isPrivacy: boolean; isBuyerTerms: boolean; isSellerTerms: boolean }) => ({
  is_terms: page.isTerms ? 1 : 0,
  is_privacy: page.isPrivacy ? 1 : 0,
  is_buyer_terms: page.isBuyerTerms ? 1 : 0,
  is_seller_terms: page.isSellerTerms ? 1 : 0,
}) as const;

export async function listStaticPages(db: Db, langId: number | undefined): Promise<StaticPageSummary[]> {
  const languageId = await resolveLanguageId(db, langId);
  const pages = await db.staticPage.findMany({
    where: { isPublished: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    include: { translations: { where: { languageId }, select: { title: true } } },
  });
  return pages.map((page) => ({ id: page.id, slug: page.slug, title: page.translations[0]?.title ?? page.title, ...flags(page) }));
}

/** A page by slug, or by id for the legacy /static-page/{id} route (spec §2). */
export async function getStaticPage(db: Db, slugOrId: string, langId: number | undefined): Promise<StaticPage> {
  const languageId = await resolveLanguageId(db, langId);
  // Beyond the integer range no page has that id (and Prisma would refuse the number outright).
  const byId = /^\d{1,10}$/.test(slugOrId) && Number(slugOrId) <= DB_INT_MAX ? Number(slugOrId) : undefined;
  const page = await db.staticPage.findFirst({
    where: { isPublished: true, OR: [{ slug: slugOrId.toLowerCase() }, ...(byId ? [{ id: byId }] : [])] },
    include: { translations: { where: { languageId } } },
  });
  if (!page) throw notFound('Page not found');
  const translation = page.translations[0];
  return {
    id: page.id,
    slug: page.slug,
    title: translation?.title ?? page.title,
    content: translation?.content ?? page.content,
    ...flags(page),
  };
}
