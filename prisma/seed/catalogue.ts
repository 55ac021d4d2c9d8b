/** The category tree, heroes and item definitions from the real Dota 2 data. */
import type { PrismaClient } from '../generated/client/client.ts';
import { loadCategories, loadHeroes, loadItems, loadLanguages, loadRarities } from './data-files.ts';

/** items.json `type` -> the item kind shown as "class" (DESIGN.md field mapping). */
export const ITEM_CLASS_BY_TYPE: Record<string, string> = {
  wearable: 'Wearable',
  courier: 'Courier',
  ward: 'Ward',
  hud_skin: 'HUD',
  announcer: 'Announcer',
  taunt: 'Taunt',
  loading_screen: 'Loading Screen',
};

export async function seedCategories(db: PrismaClient): Promise<void> {
  const languageIds = new Map(loadLanguages().map((language) => [language.code, language.id]));
  const root = loadCategories();

  async function save(node: Omit<typeof root, 'children'>, parentId: number | null) {
    const fields = { name: node.name, itemClass: node.item_class ?? null, sortOrder: node.sort_order, parentId };
    const saved = await db.category.upsert({ where: { slug: node.slug }, create: { slug: node.slug, ...fields }, update: fields });
    for (const [code, name] of Object.entries(node.translations)) {
      const languageId = languageIds.get(code);
      if (languageId === undefined) throw new Error(`Category ${node.slug}: unknown language ${code}`);
      await db.categoryTranslation.upsert({
        where: { categoryId_languageId: { categoryId: saved.id, languageId } },
        create: { categoryId: saved.id, languageId, name },
        update: { name },
      });
    }
    return saved.id;
  }

  const rootId = await save(root, null);
  for (const child of root.children) await save(child, rootId);
}

export async function seedHeroesAndItems(db: PrismaClient): Promise<void> {
  // Item definitions are read-only input (data/dota2): rows already present are kept as they are.
  await db.hero.createMany({
    data: loadHeroes().map((hero) => ({
      id: hero.id,
      key: hero.key,
      name: hero.name,
      primaryAttr: hero.primary_attr,
      imagePath: hero.img ?? null,
    })),
    skipDuplicates: true,
  });

  const rarityNames = new Map(loadRarities().map((rarity) => [rarity.key, rarity.name]));
  const items = loadItems().map((item) => {
    const itemClass = ITEM_CLASS_BY_TYPE[item.type];
    if (!itemClass) throw new Error(`Item ${item.id} has an unknown type ${item.type}`);
    return {
      id: item.id,
      name: item.name,
      heroId: item.hero_id,
      itemClass,
      slot: item.slot,
      slotName: item.slot_name,
      rarity: item.rarity ? (rarityNames.get(item.rarity) ?? null) : null,
      imageInventory: item.image_inventory,
      iconUrl: item.icon_url,
      marketable: item.marketable ?? false,
    };
  });
  await db.item.createMany({ data: items, skipDuplicates: true });
}
