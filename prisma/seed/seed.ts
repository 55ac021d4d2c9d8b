/** Seeds everything the product needs. Idempotent: every step can run again without duplicating rows. */
import type { PrismaClient } from '../generated/client/client.ts';
import { createPrismaClient } from '../src/client.ts';
import { seedCategories, seedHeroesAndItems } from './catalogue.ts';
import { seedListingAssets, seedSandboxBots } from './custody.ts';
import { seedPacksAndPrompts, seedSocialLinks, seedStaticPages } from './content.ts';
import { seedListings } from './listings.ts';
import { seedSalesHistory, seedSandboxSkinSales } from './sales-history.ts';
import { seedCountries, seedCurrencies, seedLanguages, seedSettings } from './reference-data.ts';
import { seedStaffAccount } from './staff.ts';

/**
 * The client every seeding door uses: no statement timeout, since the bulk inserts (a million listings, or the
 * test catalogue on a machine busy with other work) may take longer than the 15 s every other client allows.
 */
export function openSeedClient(databaseUrl: string, maxConnections = 2): PrismaClient {
  return createPrismaClient({ databaseUrl, maxConnections, statementTimeoutMs: 0 });
}

export interface SeedOptions {
  listings: number;
  staff?: { email: string; password: string };
  /**
   * A recent sales history of the skins sandbox users start out holding, so the sandbox's sellers get instant
   * quotes (default). The api tests leave it out: each sets the sales its skins need.
   */
  sandboxSales?: boolean;
  log?: (message: string) => void;
}

export async function seedDatabase(db: PrismaClient, { listings, staff, sandboxSales = true, log = () => {} }: SeedOptions): Promise<void> {
  log('Languages and interface strings...');
  await seedLanguages(db);
  log('Currencies, countries, settings...');
  await seedCurrencies(db);
  await seedCountries(db);
  await seedSettings(db);
  log('Static pages, social links, packs and prompts...');
  await seedStaticPages(db);
  await seedSocialLinks(db);
  await seedPacksAndPrompts(db);
  log('Categories, heroes and Dota 2 items...');
  await seedCategories(db);
  await seedHeroesAndItems(db);
  log(`Listings (up to ${listings.toLocaleString('en-US')})...`);
  const added = await seedListings(db, {
    target: listings,
    onProgress: (done, target) => log(`  ${done.toLocaleString('en-US')} / ${target.toLocaleString('en-US')}`),
  });
  log(added ? `Added ${added.toLocaleString('en-US')} listings.` : 'The catalogue already has enough listings.');
  log('Steam assets of the listings (held by the sandbox bots)...');
  await seedSandboxBots(db);
  const assets = await seedListingAssets(db);
  log(assets ? `Recorded ${assets.toLocaleString('en-US')} assets.` : 'Every listing already has its asset.');
  // A copy in a cooldown writes its date into its listing (a trigger), which clears the visibility map of
  // nearly every page of listings: the catalogue's counts would read the table beside each index entry.
  if (assets) await db.$executeRawUnsafe('VACUUM ANALYZE listings');
  log('Sales history (price charts, reference prices)...');
  const sales = await seedSalesHistory(db);
  log(sales ? `Added ${sales.toLocaleString('en-US')} past sales.` : 'Every listed item already has a sales history.');
  if (sandboxSales) {
    const recent = await seedSandboxSkinSales(db);
    if (recent) log(`Added ${recent} recent sales of the sandbox users' starting skins.`);
  }
  if (staff) {
    await seedStaffAccount(db, staff.email, staff.password);
    log(`Staff account ${staff.email} is ready.`);
  }
}

/** True when the database has never been seeded (setup seeds only then). */
export async function isEmpty(db: PrismaClient): Promise<boolean> {
  return (await db.language.count()) === 0;
}
