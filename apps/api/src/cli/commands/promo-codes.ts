/** Promo codes. */
import { UsageError } from '../args.ts';
import { defineCommand, option, show } from '../command.ts';
import { table } from '../table.ts';

function count(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${what} must be a whole number of at least 1.`);
  return n;
}

export const listPromoCodes = defineCommand({
  path: ['promo-codes', 'list'],
  args: [],
  summary: 'List promo codes with their terms and how often they were used',
  async run(context) {
    const rows = await (await context.staff()).promoCodes.list.query();
    show(context, rows, () =>
      table(rows, [
        { header: 'Code', value: (row) => row.code },
        { header: 'Discount', value: (row) => (row.kind === 'percent' ? `${row.value}%` : `€${row.value}`), align: 'right' },
        { header: 'Min total', value: (row) => `€${row.minTotalEur}`, align: 'right' },
        { header: 'Valid', value: (row) => `${row.startsAt?.slice(0, 10) ?? '…'} – ${row.endsAt?.slice(0, 10) ?? '…'}` },
        { header: 'Used', value: (row) => `${row.usedCount}${row.maxUses === null ? '' : ` / ${row.maxUses}`}`, align: 'right' },
        { header: 'Per buyer', value: (row) => (row.maxUsesPerUser === null ? '' : String(row.maxUsesPerUser)), align: 'right' },
        { header: 'Active', value: (row) => (row.isActive ? 'yes' : 'no') },
      ]),
    );
  },
});

export const createPromoCode = defineCommand({
  path: ['promo-codes', 'create'],
  args: ['<CODE>'],
  options: {
    percent: { value: '<n>', description: 'A percentage off the cart (one of --percent or --fixed)' },
    fixed: { value: '<euro>', description: 'A fixed euro amount off, converted like every price' },
    min: { value: '<euro>', description: 'Minimum cart total (euro) for the code to apply' },
    from: { value: '<date>', description: 'Valid from (e.g. 2026-12-01)' },
    until: { value: '<date>', description: 'Valid until (e.g. 2026-12-31T23:59:00Z)' },
    'max-uses': { value: '<n>', description: 'Uses in all' },
    'max-per-buyer': { value: '<n>', description: 'Uses per buyer' },
  },
  summary: 'Create a promo code',
  details: ['Example: npm run admin -- promo-codes create WINTER10 --percent 10 --min 20 --until 2026-12-31 --max-uses 100 --max-per-buyer 1'],
  async run(context, input) {
    const [code] = input.positionals;
    const percent = option(input, 'percent');
    const fixed = option(input, 'fixed');
    if (!code) throw new UsageError('A code is needed, e.g. WINTER10.');
    if ((percent === undefined) === (fixed === undefined)) throw new UsageError('Give exactly one of --percent <n> or --fixed <euro>.');
    const created = await (await context.staff()).promoCodes.create.mutate({
      code,
      kind: percent !== undefined ? 'percent' : 'fixed',
      value: (percent ?? fixed)!,
      minTotalEur: option(input, 'min'),
      startsAt: option(input, 'from'),
      endsAt: option(input, 'until'),
      maxUses: count(option(input, 'max-uses'), '--max-uses'),
      maxUsesPerUser: count(option(input, 'max-per-buyer'), '--max-per-buyer'),
    });
    show(context, created, () => `Created ${created.code}: ${created.kind === 'percent' ? `${created.value}% off` : `€${created.value} off`}.`);
  },
});

export const disablePromoCode = defineCommand({
  path: ['promo-codes', 'disable'],
  args: ['<CODE>'],
  summary: 'Stop a promo code from applying (its past uses stay on their orders)',
  async run(context, input) {
    const [code] = input.positionals;
    if (!code) throw new UsageError('A code is needed.');
    const disabled = await (await context.staff()).promoCodes.disable.mutate({ code });
    show(context, disabled, () => `${disabled.code} is disabled.`);
  },
});

export const promoCodeCommands = [listPromoCodes, createPromoCode, disablePromoCode];
