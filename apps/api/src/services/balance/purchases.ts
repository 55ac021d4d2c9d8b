/**
 * Packs and prompts bought from the balance (spec §1, §7 purchase/*). The debit is one conditional
 * update (balance >= price), so concurrent purchases can never take the balance below zero, and the
 * ledger entry is written in the same transaction.
 */
import type { PrismaClient } from '@skins/db';
import { convertFromEur } from '@skins/shared';
import { notFound, validationError } from '../../lib/errors.ts';
import { resolveCurrency } from '../currencies/resolve-currency.ts';

export const NOT_ENOUGH_FUNDS = 'Not enough funds!';

export async function listShopProducts(db: PrismaClient, kind: 'pack' | 'prompt', currencyCode?: string) {
  const currency = await resolveCurrency(db, currencyCode);
  const rows = kind === 'pack' ? await db.pack.findMany({ where: { isActive: true }, orderBy: { sortOrder: 'asc' } }) : await db.prompt.findMany({ where: { isActive: true }, orderBy: { sortOrder: 'asc' } });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image_url: row.imagePath,
    price: convertFromEur(row.priceEur.toString(), currency.rate),
    currency: currency.code,
    currency_symbol: currency.symbol,
  }));
}

export async function purchase(db: PrismaClient, userId: number, kind: 'pack' | 'prompt', productId: number) {
  const product = kind === 'pack' ? await db.pack.findFirst({ where: { id: productId, isActive: true } }) : await db.prompt.findFirst({ where: { id: productId, isActive: true } });
  if (!product) throw notFound(kind === 'pack' ? 'Pack not found' : 'Prompt not found');
  return db.$transaction(async (tx) => {
    const debited = await tx.$queryRaw<Array<{ balance: { toString(): string } }>>`
      UPDATE users SET balance = balance - ${product.priceEur}::numeric, updated_at = now()
      WHERE id = ${userId} AND balance >= ${product.priceEur}::numeric
      RETURNING balance`;
    if (debited.length === 0) throw validationError({ balance: [NOT_ENOUGH_FUNDS] }, NOT_ENOUGH_FUNDS);
    const bought = await tx.purchase.create({
      data: { userId, title: product.name, priceEur: product.priceEur, ...(kind === 'pack' ? { packId: product.id } : { promptId: product.id }) },
    });
    await tx.balanceEntry.create({
      data: {
        userId,
        kind: kind === 'pack' ? 'pack_purchase' : 'prompt_purchase',
        amountEur: product.priceEur.negated(),
        balanceAfter: debited[0]!.balance.toString(),
        purchaseId: bought.id,
      },
    });
    return { purchase_id: bought.id, balance: Number(debited[0]!.balance.toString()) };
  });
}

/** Spec §3 purchase history: created_at in unix seconds, image_url, sum (euro), other fields passed through. */
export async function purchaseHistory(db: PrismaClient, userId: number) {
  const rows = await db.purchase.findMany({ where: { userId }, orderBy: { id: 'desc' }, include: { pack: true, prompt: true } });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.packId ? ('pack' as const) : ('prompt' as const),
    image_url: row.pack?.imagePath ?? row.prompt?.imagePath ?? null,
    sum: Number(row.priceEur),
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  }));
}
