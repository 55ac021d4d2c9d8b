/**
 * A seller's skin arrived at a bot (the intake's offer was accepted and Steam's exchange details name its new
 * asset id): the asset is the shop's, the sell order becomes skin_received by itself (actor: system), and the
 * skin is listed at its resale price (resale-price.ts). The listing is on sale only once Steam lets the bot
 * trade the item on: until then it is withdrawn and the custody sweep releases it (custody.ts).
 */
import type { Prisma } from '@skins/db';
import { systemTransition } from '../../services/sell-orders/transition.ts';
import { DOTA2_APP_ID, readQuoteSettings } from '../../services/sell-quotes/quote-settings.ts';
import { resalePriceEur } from './resale-price.ts';

type Tx = Prisma.TransactionClient;

export interface ReceivedAsset {
  botId: number;
  assetId: string;
  classId: string;
  instanceId: string;
  tradableAfter: Date | null;
  protectedUntil: Date | null;
}

export async function receiveSkin(tx: Tx, sellOrderId: number, asset: ReceivedAsset, now = new Date()): Promise<{ botAssetId: number; listingId: number | null }> {
  const order = await tx.sellOrder.findUniqueOrThrow({ where: { id: sellOrderId }, select: { skinName: true, resalePriceEur: true, finalPriceEur: true, adminPriceEur: true } });
  const held = await tx.botAsset.create({
    data: { botId: asset.botId, assetId: asset.assetId, classId: asset.classId, instanceId: asset.instanceId, name: order.skinName, tradableAfter: asset.tradableAfter, protectedUntil: asset.protectedUntil },
  });
  await systemTransition(tx, { id: sellOrderId, action: 'receive', note: `skin received: Steam asset ${asset.assetId}` });
  await setPayoutDue(tx, sellOrderId, asset.protectedUntil, now);

  const item = await tx.item.findFirst({ where: { name: { equals: order.skinName.trim(), mode: 'insensitive' } }, include: { hero: true } });
  const category = item ? await tx.category.findFirst({ where: { itemClass: item.itemClass }, select: { id: true } }) : null;
  if (!item || !category) {
    // Listed by staff once they know what it is; the asset is held all the same.
    await tx.sellOrderEvent.create({ data: { sellOrderId, actorRole: 'system', toStatus: 'skin_received', note: `no catalogue item is named "${order.skinName}": list it by hand` } });
    return { botAssetId: held.id, listingId: null };
  }
  // A cooldown alone does not keep it off sale (it is sold with its date); a reversible trade does (custody.ts).
  const sellable = !asset.protectedUntil || asset.protectedUntil <= now;
  const listing = await tx.listing.create({
    data: {
      itemId: item.id,
      categoryId: category.id,
      title: item.name,
      hero: item.hero?.name ?? null,
      rarity: item.rarity,
      type: item.slotName,
      exteriorName: 'Standard',
      itemClass: item.itemClass,
      price: await resalePriceEur(tx, order),
      imgPath: `items/${item.id}.svg`,
      status: sellable ? 'available' : 'withdrawn',
    },
  });
  await tx.botAsset.update({ where: { id: held.id }, data: { listingId: listing.id } });
  return { botAssetId: held.id, listingId: listing.id };
}

/**
 * An instant quote's payout falls due at receipt for a game without Steam's trade protection, else once the
 * game's window (a setting per game) and any protection Steam reported have passed. Staff's sell orders keep
 * their own way (staff record the payout).
 */
async function setPayoutDue(tx: Tx, sellOrderId: number, protectedUntil: Date | null, now: Date): Promise<void> {
  const quote = await tx.sellQuote.findUnique({ where: { sellOrderId }, select: { id: true } });
  if (!quote) return;
  const days = (await readQuoteSettings(tx)).payoutHoldDays(DOTA2_APP_ID);
  const afterWindow = new Date(now.getTime() + days * 86_400_000);
  const due = protectedUntil && protectedUntil > afterWindow ? protectedUntil : afterWindow;
  await tx.sellOrder.update({ where: { id: sellOrderId }, data: { payoutDueAt: due } });
}
