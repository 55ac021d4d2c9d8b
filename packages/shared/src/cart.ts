import { z } from 'zod';
import { DB_INT_MAX, recordId, text } from './text.ts';

/** Spec §3 Cart item. Unique-items mode: every count is 1. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_hash: z.string(),
  count: z.literal(1),
  is_variation: z.boolean(),
  title: z.string(),
  img_url: z.string(),
  img_url_big: z.string(),
  /** The generated art, relative to the image host: what the browser shows when img_url cannot load. */
  img_fallback_url: z.string(),
  type: z.string(),
  item_type: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  quality: z.string().nullable(),
  category: z.string(),
  /** When Steam lets this copy be traded, while still ahead (ISO 8601): its offer goes out then. null: now. */
  tradable_after: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A cart line whose listing was sold or is held by someone's open payment. */
export const unavailableCartItemSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item: z.object({ name: z.string(), image_url: z.string() }),
});
export type UnavailableCartItem = z.infer<typeof unavailableCartItemSchema>;

export const cartResponseSchema = z.object({
  status: z.literal('OK'),
  cart: z.array(cartItemSchema),
  unavailable: z.array(unavailableCartItemSchema),
  total: z.number(),
  currency: z.string(),
  currency_symbol: z.string(),
  message: z.string().optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const CART_MESSAGES = {
  alreadyInCart: 'This item is already in your cart',
  noLongerAvailable: 'This item is no longer available.',
  loginToAdd: 'please_login_to_add_to_cart',
  added: 'Item added to cart!',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  cartEmpty: 'Cart is empty',
} as const;

export const cartAddBodySchema = z.object({
  id: recordId('The id field is required.'),
  count: z.coerce.number().int().min(0).max(DB_INT_MAX).optional(),
});
export const cartRemoveBodySchema = z.object({
  id: recordId('The id field is required.'),
  is_variation: z.boolean().optional(),
});
export const cartUpdateBodySchema = z.object({
  item_id: recordId('The item id field is required.'),
  count: z.coerce.number().int().min(0).max(DB_INT_MAX),
});

// The cart's totals lines and its promo code (POST /cart/promo): the cart domain's, priced by the api's
// services/cart/cart-totals.ts; the reasons a code is refused are the promo domain's (PROMO_MESSAGES).
export const DELIVERY_NOTE = 'Free delivery by Steam trade offer to your trade URL';

export const applyPromoBodySchema = z.object({
  code: text({ error: 'The code field is required.' }).trim().min(1, 'The code field is required.').max(40).transform((code) => code.toUpperCase()),
  currency: z.string().trim().toUpperCase().length(3).optional(),
});

/** The totals lines of the cart summary and the checkout (spec §2 Cart: delivery, VAT and promo lines). */
export const cartTotalsSchema = z.object({
  currency: z.string(),
  currency_symbol: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  promo_code: z.string().nullable(),
  /** Why the applied code no longer counts (e.g. the cart fell below its minimum); null when it counts. */
  promo_problem: z.string().nullable(),
  delivery: z.number(),
  delivery_note: z.string(),
  vat_percent: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;
export const cartTotalsResponseSchema = z.object({ status: z.literal('OK'), message: z.string().optional(), totals: cartTotalsSchema });
