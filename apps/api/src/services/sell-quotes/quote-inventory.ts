/**
 * The seller's page of instant quotes: every skin of their Steam inventory with what the shop pays now and
 * why, or why it goes to staff. A quote stands until its `validUntil`: the page shows the same quote until
 * then (refreshing never moves a price), and a new one after. Facts are gathered for the whole inventory in
 * one statement and the new quotes written in one.
 */
import { Prisma, type Db } from '@skins/db';
import { queryRows, sql, statements } from '@skins/db/sql';
import { convertFromEur, minorUnitsToDecimalString, quoteSkin, STEAM_MARKET_FEE_PERCENT, type QuoteReason, type SellQuote, type SellQuotes } from '@skins/shared';
import { AppError } from '../../lib/errors.ts';
import type { PriceCurrency } from '../currencies/resolve-currency.ts';
import { INVENTORY_MESSAGES, type LoadSteamInventory, type SteamInventoryAnswer } from '../steam-inventory/steam-inventories.ts';
import { gatherQuoteFacts } from './quote-facts.ts';
import { DOTA2_APP_ID, readQuoteSettings } from './quote-settings.ts';

export interface InventorySkin {
  assetId: string;
  name: string;
  rarity: string | null;
  quality: string | null;
  tradable: boolean;
}

/** The skins of Steam's inventory answer, in its order. */
export function inventorySkins(answer: SteamInventoryAnswer): InventorySkin[] {
  const descriptions = new Map(answer.descriptions.map((d) => [`${d.classid}_${d.instanceid}`, d]));
  return answer.assets.flatMap((asset) => {
    const description = descriptions.get(`${asset.classid}_${asset.instanceid}`);
    if (!description) return [];
    const tagOf = (category: string) => description.tags.find((t) => t.category === category)?.localized_tag_name ?? null;
    return [{ assetId: asset.assetid, name: description.market_hash_name ?? description.name, rarity: tagOf('Rarity'), quality: tagOf('Quality'), tradable: description.tradable === 1 }];
  });
}

const quoteSelect = { id: true, assetId: true, priceEur: true, reasons: true, noQuoteReason: true, validUntil: true } as const;
type StoredQuote = Prisma.SellQuoteGetPayload<{ select: typeof quoteSelect }>;

const centsToEuro = (cents: number) => minorUnitsToDecimalString(BigInt(cents));

export async function quoteInventory(db: Db, userId: number, inventories: LoadSteamInventory, currency: PriceCurrency, now = new Date()): Promise<SellQuotes> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { steamId: true, iban: true } });
  if (!user.steamId) throw new AppError('CONFLICT', INVENTORY_MESSAGES.noSteam);
  const [skins, settings] = await Promise.all([inventories(user.steamId).then(inventorySkins), readQuoteSettings(db)]);

  const standing = await db.sellQuote.findMany({
    where: { userId, assetId: { in: skins.map((skin) => skin.assetId) }, validUntil: { gt: now }, acceptedAt: null },
    orderBy: { id: 'desc' },
    select: quoteSelect,
  });
  const kept = new Map<string, StoredQuote>();
  for (const quote of standing) if (!kept.has(quote.assetId)) kept.set(quote.assetId, quote);

  const fresh = skins.filter((skin) => !kept.has(skin.assetId));
  const facts = await gatherQuoteFacts(db, fresh.map((skin) => skin.name));
  const validUntil = new Date(now.getTime() + settings.validMinutes * 60_000);
  const rows = fresh.map((skin): QuoteRow => {
    const known = facts.get(skin.name.trim().toLowerCase());
    const result = quoteSkin(
      { itemId: known?.itemId ?? null, tradable: skin.tradable, quality: skin.quality, medianCents: known?.medianCents ?? null, sales: known?.sales ?? 0, held: known?.held ?? 0, sellDays: known?.sellDays ?? null, rarityFloorCents: known?.rarityFloorCents ?? null },
      settings,
    );
    return {
      userId,
      assetId: skin.assetId,
      skinName: skin.name,
      rarity: skin.rarity ?? known?.rarity ?? null,
      itemId: known?.itemId ?? null,
      priceEur: 'priceCents' in result ? centsToEuro(result.priceCents) : null,
      reasons: result.reasons,
      noQuoteReason: 'noQuote' in result ? result.noQuote : null,
      validUntil,
    };
  });
  for (const quote of await insertQuotes(db, rows)) kept.set(quote.assetId, quote);

  const money = (euro: string) => convertFromEur(euro, currency.rate);
  return {
    quotes: skins.map((skin) => presentQuote(skin, kept.get(skin.assetId)!, money)),
    max_skins: settings.maxSkinsPerTrade,
    payout: { method: 'iban', account_ending: user.iban ? user.iban.replace(/\s+/g, '').slice(-4) : null, fee: 0, due_days_after_receipt: settings.payoutHoldDays(DOTA2_APP_ID), steam_fee_percent: STEAM_MARKET_FEE_PERCENT },
    currency_symbol: currency.symbol,
  };
}

interface QuoteRow {
  userId: number;
  assetId: string;
  skinName: string;
  rarity: string | null;
  itemId: number | null;
  priceEur: string | null;
  reasons: QuoteReason[];
  noQuoteReason: string | null;
  validUntil: Date;
}

/** The new quotes in one statement (an insert of arrays): a page of 500 skins is one round trip. */
async function insertQuotes(db: Db, rows: readonly QuoteRow[]): Promise<StoredQuote[]> {
  if (rows.length === 0) return [];
  const column = <T>(pick: (row: QuoteRow) => T) => rows.map(pick);
  const statement = statements
    .insertInto('sell_quotes')
    .columns(['user_id', 'asset_id', 'skin_name', 'rarity', 'item_id', 'price_eur', 'reasons', 'no_quote_reason', 'valid_until'])
    .expression(
      sql`SELECT * FROM unnest(${column((row) => row.userId)}::int[], ${column((row) => row.assetId)}::text[], ${column((row) => row.skinName)}::text[],
      ${column((row) => row.rarity)}::text[], ${column((row) => row.itemId)}::int[], ${column((row) => row.priceEur)}::numeric[],
      ${column((row) => JSON.stringify(row.reasons))}::jsonb[], ${column((row) => row.noQuoteReason)}::text[], ${column((row) => row.validUntil)}::timestamp[])`,
    )
    .returning((eb) => ['id', 'asset_id', sql<string | null>`${eb.ref('price_eur')}::text`.as('price_eur'), 'reasons', 'no_quote_reason', 'valid_until']);
  const inserted = await queryRows(db, statement);
  return inserted.map((row) => ({
    id: row.id,
    assetId: row.asset_id,
    priceEur: row.price_eur === null ? null : new Prisma.Decimal(row.price_eur),
    reasons: row.reasons as Prisma.JsonValue,
    noQuoteReason: row.no_quote_reason,
    validUntil: row.valid_until,
  }));
}

/** A stored quote as the seller sees it: amounts in their currency. */
export function presentQuote(skin: InventorySkin, quote: StoredQuote, money: (euro: string) => number): SellQuote {
  const reasons = (quote.reasons as QuoteReason[]).map((reason): QuoteReason => ('amount' in reason ? { ...reason, amount: money(centsToEuro(reason.amount)) } : reason));
  const median = (quote.reasons as QuoteReason[]).find((reason) => reason.code === 'median');
  const steamNetCents = median && 'amount' in median ? Math.round((median.amount * (100 - STEAM_MARKET_FEE_PERCENT)) / 100) : null;
  return {
    id: quote.priceEur === null ? null : quote.id,
    asset_id: skin.assetId,
    name: skin.name,
    rarity: skin.rarity,
    quality: skin.quality,
    tradable: skin.tradable,
    price: quote.priceEur === null ? null : money(quote.priceEur.toString()),
    reasons,
    no_quote: (quote.noQuoteReason as SellQuote['no_quote']) ?? null,
    steam_net: steamNetCents === null ? null : money(centsToEuro(steamNetCents)),
    valid_until: quote.priceEur === null ? null : quote.validUntil.toISOString(),
  };
}
