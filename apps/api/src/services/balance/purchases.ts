/**
 * Packs and prompts bought from the balance (spec §1, §7 purchase/*). The debit is one conditional
 * update (balance >= price), so concurrent purchases can never take the balance below zero, and the
 * ledger entry is written in the same transaction.
 */
import type { Prisma, PrismaClient } from '@skins/db';
import { convertFromEur, type BalanceHistoryEntry } from '@skins/shared';
import { notFound, validationError } from '../../lib/errors.ts';
import { resolveCurrency } from '../currencies/resolve-currency.ts';
import { debitBalance } from './debit-balance.ts';
import { resolveLanguageCode } from '../i18n/resolve-language.ts';

export const NOT_ENOUGH_FUNDS = 'Not enough funds!';

/**
 * A pack's or prompt's name and description in a language: its `translations` ({ ru: { name, description } },
 * from the seed's packs.json and prompts.json), else the English columns.
 */
function shopTexts(product: { name: string; description: string; translations: Prisma.JsonValue }, languageCode: string) {
  const all = product.translations;
  const own = all && typeof all === 'object' && !Array.isArray(all) ? all[languageCode] : undefined;
  const texts = own && typeof own === 'object' && !Array.isArray(own) ? own : {};
  return {
    name: typeof texts.name === 'string' && texts.name ? texts.name : product.name,
    description: typeof texts.description === 'string' && texts.description ? texts.description : product.description,
  };
}

export async function listShopProducts(db: PrismaClient, kind: 'pack' | 'prompt', currencyCode?: string, langId?: number) {
  const currency = await resolveCurrency(db, currencyCode);
  const languageCode = await resolveLanguageCode(db, langId);
  const rows = kind === 'pack' ? await db.pack.findMany({ where: { isActive: true }, orderBy: { sortOrder: 'asc' } }) : await db.prompt.findMany({ where: { isActive: true }, orderBy: { sortOrder: 'asc' } });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    ...shopTexts(row, languageCode),
    image_url: row.imagePath,
    price: convertFromEur(row.priceEur.toString(), currency.rate),
    currency: currency.code,
    currency_symbol: currency.symbol,
  }));
}

/** As checkout's: a busy pool makes a purchase wait for a connection rather than fail at once. */
const PURCHASE_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

/** A prompt: the balance pays, and the buyer's text is kept for staff to answer (`prompts answer`). Packs: open-pack.ts. */
export async function buyPrompt(db: PrismaClient, userId: number, promptId: number, promptText: string | undefined) {
  const product = await db.prompt.findFirst({ where: { id: promptId, isActive: true } });
  if (!product) throw notFound('Prompt not found');
  return db.$transaction(async (tx) => {
    const balance = await debitBalance(tx, userId, product.priceEur);
    if (!balance) throw validationError({ balance: [NOT_ENOUGH_FUNDS] }, NOT_ENOUGH_FUNDS);
    const bought = await tx.purchase.create({ data: { userId, title: product.name, priceEur: product.priceEur, promptId: product.id, promptText: promptText ?? null } });
    await tx.balanceEntry.create({
      data: {
        userId,
        kind: 'prompt_purchase',
        amountEur: product.priceEur.negated(),
        balanceAfter: balance,
        purchaseId: bought.id,
      },
    });
    return { purchase_id: bought.id, balance: Number(balance.toString()) };
  }, PURCHASE_TRANSACTION);
}

/**
 * Spec §3 purchase history, and everything else the balance saw: every ledger entry, newest first, with
 * created_at in unix seconds, image_url and sum in euro (the amount; `credit` when the balance received it). A pack's entry
 * names what it won and the order that delivers it; a prompt's carries the buyer's text and staff's answer.
 */
export async function purchaseHistory(db: PrismaClient, userId: number, langId?: number): Promise<BalanceHistoryEntry[]> {
  const languageCode = await resolveLanguageCode(db, langId);
  const entries = await db.balanceEntry.findMany({ where: { userId }, orderBy: { id: 'desc' }, take: 200 });
  const ids = entries.flatMap((entry) => (entry.purchaseId ? [entry.purchaseId] : []));
  const purchases = new Map(
    (await db.purchase.findMany({ where: { id: { in: ids } }, include: { pack: true, prompt: true, order: { include: { items: { select: { title: true } } } } } })).map((bought) => [bought.id, bought]),
  );
  return entries.map((entry) => {
    const bought = entry.purchaseId ? purchases.get(entry.purchaseId) : undefined;
    const type = entry.kind === 'top_up' ? 'top_up' : entry.kind === 'refund' ? 'refund' : entry.kind === 'item_purchase' ? 'item' : bought?.packId ? 'pack' : 'prompt';
    return {
      id: entry.id,
      // What was bought, named in the visitor's language as the shop names it now (the recorded title otherwise).
      title: (bought?.pack ?? bought?.prompt ? shopTexts((bought.pack ?? bought.prompt)!, languageCode).name : bought?.title) ?? entry.note ?? (entry.kind === 'top_up' ? 'Top-up' : 'Balance'),
      type,
      image_url: bought?.pack?.imagePath ?? bought?.prompt?.imagePath ?? null,
      sum: Math.abs(Number(entry.amountEur)),
      credit: entry.amountEur.isPositive(),
      created_at: Math.floor(entry.createdAt.getTime() / 1000),
      order_id: bought?.orderId ?? entry.orderId ?? null,
      ...(bought?.order ? { won: bought.order.items.map((item) => item.title) } : {}),
      ...(bought?.promptId ? { prompt_text: bought.promptText, answer: bought.answer } : {}),
    };
  });
}
