import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/**
 * The shop's margin when it buys a skin from a seller, shown on the sell form beside the item's reference
 * price: the suggested asking price is the 30-day median less this fee, what the shop can resell it for.
 */
export const SELL_FEE_PERCENT = 10;

/**
 * 'Sell from my inventory' asks Steam at most once a minute per Steam account (the api keeps the answer),
 * and one seller may refresh it this often a minute.
 */
export const INVENTORY_LIMITS = { cacheSeconds: 60, refreshesPerMinute: 20 } as const;

/** One skin of the seller's Steam inventory, ready to fill the sell form. Prices in the requested currency. */
export const inventoryItemSchema = z.object({
  asset_id: z.string(),
  name: z.string(),
  /** One of the sell form's rarities, or null when Steam's tag is not one of them. */
  rarity: z.string().nullable(),
  hero: z.string().nullable(),
  slot: z.string().nullable(),
  tradable: z.boolean(),
  /** The item's 30-day median sale price here; null with too few sales. */
  reference_price: z.number().nullable(),
  fee_percent: z.number(),
  fee: z.number().nullable(),
  suggested_price: z.number().nullable(),
  currency_symbol: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export const inventoryResponseSchema = okEnvelope(z.array(inventoryItemSchema));

/** Steam's inventory answer (GET {community}/inventory/{steamid}/570/2), the parts we read. */
export const steamInventoryAnswerSchema = z.object({
  assets: z.array(z.object({ assetid: z.string(), classid: z.string(), instanceid: z.string() })).default([]),
  descriptions: z
    .array(
      z.object({
        classid: z.string(),
        instanceid: z.string(),
        name: z.string(),
        market_hash_name: z.string().optional(),
        tradable: z.coerce.number().optional(),
        tags: z.array(z.object({ category: z.string(), localized_tag_name: z.string().optional(), name: z.string().optional() })).default([]),
      }),
    )
    .default([]),
  /** Steam pages an inventory: more follows from `last_assetid`. */
  more_items: z.coerce.number().optional(),
  last_assetid: z.string().optional(),
  success: z.coerce.number(),
});
