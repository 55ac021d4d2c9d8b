/**
 * The one balance debit (prompts, packs, the trader API's buys) attacked as two requests racing: two payments
 * that together exceed the balance, at once, take it once, and the balance never goes below zero.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { debitBalance } from '../src/services/balance/debit-balance.ts';
import { useTestApp } from './helpers/build-test-app.ts';

describe('debitBalance', () => {
  const ctx = useTestApp();

  it('lets one of two racing payments through when the balance holds only one, never below zero', async () => {
    const user = await ctx.db.user.create({ data: { email: `racer-${randomUUID()}@test.local`, balance: '5.00' } });
    const pay = () => ctx.db.$transaction((tx) => debitBalance(tx, user.id, '4.99'));
    const results = await Promise.all([pay(), pay()]);
    expect(results.filter((left) => left === null)).toHaveLength(1);
    expect(results.find((left) => left !== null)?.toString()).toBe('0.01');
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).balance.toString()).toBe('0.01');
  });

  it('takes nothing for more than the balance, and takes nothing for hostile amounts', async () => {
    const user = await ctx.db.user.create({ data: { email: `hostile-${randomUUID()}@test.local`, balance: '1.00' } });
    expect(await ctx.db.$transaction((tx) => debitBalance(tx, user.id, '1.01'))).toBeNull();
    // A huge number or NaN is more than any balance; text that is no number is refused by PostgreSQL.
    for (const amount of ['1e400', 'NaN', '0.5; DROP TABLE users', '\u0000']) {
      const outcome = await ctx.db.$transaction((tx) => debitBalance(tx, user.id, amount)).catch(() => 'refused');
      expect([null, 'refused'], amount).toContain(outcome);
    }
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).balance.toString()).toBe('1');
  });
});
