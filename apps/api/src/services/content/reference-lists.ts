import type { Db } from '@skins/db';
import type { Country, Currency, SocialLink } from '@skins/shared';

export async function listSocialLinks(db: Db): Promise<SocialLink[]> {
  const links = await db.socialLink.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
  return links.map(({ id, title, url, icon }) => ({ id, title, url, icon }));
}

export async function listCurrencies(db: Db): Promise<Currency[]> {
  const currencies = await db.currency.findMany({ where: { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] });
  return currencies.map((c) => ({ code: c.code, symbol: c.symbol, title: c.title, value: Number(c.rate), default: c.isDefault ? 1 : 0 }));
}

export async function listCountries(db: Db): Promise<Country[]> {
  return db.country.findMany({ orderBy: { title: 'asc' }, select: { id: true, title: true, iso: true } });
}
