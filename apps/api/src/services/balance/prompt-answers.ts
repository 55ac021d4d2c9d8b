/** Prompts from staff's side: what buyers asked for, and staff's answer, which the buyer reads in their balance history. */
import type { Prisma, PrismaClient } from '@skins/db';
import { PROMPT_ANSWER_MIN } from '@skins/shared/staff';
import { conflict, notFound, validationError } from '../../lib/errors.ts';

const WITH_BUYER = { user: { select: { email: true, name: true } } } as const;

export async function listPrompts(db: PrismaClient, { open }: { open: boolean }) {
  const rows = await db.purchase.findMany({ where: { promptId: { not: null }, ...(open ? { answeredAt: null } : {}) }, orderBy: { id: 'asc' }, take: 200, include: WITH_BUYER });
  return rows.map(promptView);
}

export async function getPrompt(db: PrismaClient, purchaseId: number) {
  const row = await db.purchase.findFirst({ where: { id: purchaseId, promptId: { not: null } }, include: WITH_BUYER });
  if (!row) throw notFound(`Prompt purchase ${purchaseId} not found`);
  return promptView(row);
}

function promptView(row: Prisma.PurchaseGetPayload<{ include: typeof WITH_BUYER }>) {
  return {
    id: row.id,
    prompt: row.title,
    text: row.promptText,
    buyer: row.user.email ?? row.user.name,
    paidEur: row.priceEur.toString(),
    createdAt: row.createdAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export async function answerPrompt(db: PrismaClient, purchaseId: number, answer: string) {
  const row = await db.purchase.findUnique({ where: { id: purchaseId }, select: { promptId: true } });
  if (!row?.promptId) throw notFound(`Prompt purchase ${purchaseId} not found`);
  if (answer.trim().length < PROMPT_ANSWER_MIN) {
    const message = `The answer needs at least ${PROMPT_ANSWER_MIN} characters (a link to the finished concept, say).`;
    throw validationError({ answer: [message] }, message);
  }
  const { count } = await db.purchase.updateMany({ where: { id: purchaseId, answeredAt: null }, data: { answer, answeredAt: new Date() } });
  if (count === 0) throw conflict(`Prompt purchase ${purchaseId} is answered already.`);
  return getPrompt(db, purchaseId);
}
