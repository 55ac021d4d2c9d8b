/**
 * The cart (spec §2 Cart, §4 Cart): unique-items mode, one of each listing. A line whose listing was sold,
 * or is held by someone else's open payment, is shown as unavailable rather than silently dropped.
 */
import type { Db } from '@skins/db';
import { fromPrismaSql, queryFirst, queryRows, statements } from '@skins/db/sql';
import { convertFromEur } from '@skins/shared';
import { CART_MESSAGES, type CartItem, type UnavailableCartItem } from '@skins/shared/cart';
import { conflict, notFound } from '../../lib/errors.ts';
import { resolveCurrency } from '../currencies/resolve-currency.ts';
import { LOCAL_IMAGE_HOST, productImageUrl } from '../images/product-image.ts';
import { buyableBy, onSale, readyNow } from '../listings/listing-rules.ts';

export interface CartView {
  cart: CartItem[];
  unavailable: UnavailableCartItem[];
  total: number;
  currency: string;
  currency_symbol: string;
}

async function cartId(db: Db, userId: number): Promise<number> {
  const cart = await db.cart.upsert({ where: { userId }, create: { userId }, update: {}, select: { id: true } });
  return cart.id;
}

/** Lines of the user's cart with their listings, oldest first, each saying whether the buyer can have it. */
export async function cartLines(db: Db, userId: number) {
  const [lines, buyable] = await Promise.all([
    db.cartItem.findMany({
      where: { cart: { userId } },
      orderBy: { id: 'asc' },
      include: { listing: { include: { category: { select: { slug: true } }, item: { select: { iconUrl: true } } } } },
    }),
    queryRows(
      db,
      statements
        .selectFrom('carts as c')
        .innerJoin('cart_items as ci', 'ci.cart_id', 'c.id')
        .innerJoin('listings as l', 'l.id', 'ci.listing_id')
        .select(['l.id', fromPrismaSql<boolean>(readyNow()).as('ready')])
        .where('c.user_id', '=', userId)
        .where(fromPrismaSql<boolean>(buyableBy(userId))),
    ),
  ]);
  const byId = new Map(buyable.map((row) => [row.id, row.ready]));
  return lines.map((line) => ({ ...line, buyable: byId.has(line.listingId), ready: byId.get(line.listingId) ?? false }));
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/** Available to this buyer: on sale, or held by the buyer's own open payment (listing-rules.ts buyableBy). */
export const isBuyable = (line: CartLine): boolean => line.buyable;

export async function getCart(db: Db, userId: number, currencyCode?: string, imageHost: string = LOCAL_IMAGE_HOST): Promise<CartView> {
  const [currency, lines] = await Promise.all([resolveCurrency(db, currencyCode), cartLines(db, userId)]);
  const cart: CartItem[] = [];
  const unavailable: UnavailableCartItem[] = [];
  let totalMinor = 0;
  for (const line of lines) {
    const { listing } = line;
    if (!isBuyable(line)) {
      unavailable.push({ id: line.id, item_id: listing.id, item: { name: listing.title, image_url: listing.imgPath } });
      continue;
    }
    const price = convertFromEur(listing.price.toString(), currency.rate);
    totalMinor += Math.round(price * 100);
    cart.push({
      id: line.id,
      item_id: listing.id,
      item_hash: String(listing.id),
      count: 1,
      is_variation: false,
      title: listing.title,
      img_url: productImageUrl(imageHost, listing.imgPath, listing.item.iconUrl, 'card'),
      img_url_big: productImageUrl(imageHost, listing.imgPath, listing.item.iconUrl, 'large'),
      img_fallback_url: listing.imgPath,
      type: listing.type,
      item_type: listing.itemClass,
      price,
      old_price: listing.oldPrice ? convertFromEur(listing.oldPrice.toString(), currency.rate) : null,
      quality: listing.rarity,
      category: listing.category.slug,
      tradable_after: !line.ready && listing.tradableAfter ? listing.tradableAfter.toISOString() : null,
    });
  }
  return { cart, unavailable, total: totalMinor / 100, currency: currency.code, currency_symbol: currency.symbol };
}

export async function addToCart(db: Db, userId: number, listingId: number): Promise<void> {
  const listing = await queryFirst(
    db,
    statements.selectFrom('listings as l').select(fromPrismaSql<boolean>(onSale()).as('on_sale')).where('l.id', '=', listingId),
  );
  if (!listing) throw notFound('Product not found');
  if (!listing.on_sale) throw conflict(CART_MESSAGES.noLongerAvailable, 'ITEM_UNAVAILABLE');
  const id = await cartId(db, userId);
  const created = await db.cartItem.createMany({ data: [{ cartId: id, listingId }], skipDuplicates: true });
  if (created.count === 0) throw conflict(CART_MESSAGES.alreadyInCart, 'ALREADY_IN_CART');
}

/**
 * Removes one line. The spec's payload calls it `id`, and clients send either the cart line's id or the
 * product's; a line id is tried first, so one call never removes two lines whose ids happen to coincide.
 */
export async function removeFromCart(db: Db, userId: number, id: number): Promise<void> {
  const byLine = await db.cartItem.deleteMany({ where: { cart: { userId }, id } });
  if (byLine.count > 0) return;
  const byListing = await db.cartItem.deleteMany({ where: { cart: { userId }, listingId: id } });
  if (byListing.count === 0) throw notFound('This item is not in your cart');
}

export async function clearCart(db: Db, userId: number): Promise<void> {
  await db.cartItem.deleteMany({ where: { cart: { userId } } });
}
