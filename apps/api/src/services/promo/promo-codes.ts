/** Promo codes as staff manage them (issue 7): create, list, disable. Amounts are euro. */
import { Prisma, type PrismaClient } from '@skins/db';
import type { NewPromoCode } from '@skins/shared/staff';
import { AppError, conflict, notFound, validationError } from '../../lib/errors.ts';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

function date(value: string | undefined, field: string): Date | null {
  if (value === undefined) return null;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw validationError({ [field]: [`The ${field} must be a date like 2026-12-31 or 2026-12-31T23:59:00Z.`] });
  return parsed;
}

export function presentPromoCode(row: Prisma.PromoCodeGetPayload<object>) {
  return {
    code: row.code,
    kind: row.kind,
    // A fixed amount is money (two decimals); a percentage reads best as typed (15, 12.5).
    value: row.kind === 'fixed' ? row.value.toFixed(2) : row.value.toString(),
    minTotalEur: row.minTotalEur.toFixed(2),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    usedCount: row.usedCount,
    isActive: row.isActive,
  };
}

export async function createPromoCode(db: PrismaClient, input: NewPromoCode) {
  const code = input.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{3,40}$/.test(code)) throw validationError({ code: ['A code has 3 to 40 letters, digits, - or _.'] });
  if (!AMOUNT.test(input.value) || Number(input.value) <= 0) throw validationError({ value: ['The value must be a positive amount like 10 or 5.50.'] });
  if (input.kind === 'percent' && Number(input.value) > 100) throw validationError({ value: ['A percentage cannot be more than 100.'] });
  if (input.minTotalEur !== undefined && !AMOUNT.test(input.minTotalEur)) throw validationError({ minTotalEur: ['The minimum must be a euro amount like 20.00.'] });
  const startsAt = date(input.startsAt, 'from');
  const endsAt = date(input.endsAt, 'until');
  if (startsAt && endsAt && endsAt <= startsAt) throw new AppError('VALIDATION', 'The end of the validity window must come after its start.');
  try {
    const row = await db.promoCode.create({
      data: {
        code,
        kind: input.kind,
        value: input.value,
        minTotalEur: input.minTotalEur ?? '0',
        startsAt,
        endsAt,
        maxUses: input.maxUses ?? null,
        maxUsesPerUser: input.maxUsesPerUser ?? null,
      },
    });
    return presentPromoCode(row);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw conflict(`The code ${code} exists already.`);
    throw error;
  }
}

export async function listPromoCodes(db: PrismaClient) {
  return (await db.promoCode.findMany({ orderBy: { createdAt: 'desc' } })).map(presentPromoCode);
}

/** Disabling keeps the code and its redemptions (orders point at it); it just stops applying. */
export async function disablePromoCode(db: PrismaClient, rawCode: string) {
  const code = rawCode.trim().toUpperCase();
  const existing = await db.promoCode.findUnique({ where: { code } });
  if (!existing) throw notFound(`Promo code ${code} not found`);
  return presentPromoCode(await db.promoCode.update({ where: { code }, data: { isActive: false } }));
}
