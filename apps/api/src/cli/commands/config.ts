/** Currency rates and settings. */
import { SETTING_KEYS as SETTING_KEY_LIST } from '@skins/shared/settings';
import { UsageError } from '../args.ts';
import { defineCommand, show } from '../command.ts';
import { table } from '../table.ts';

const SETTING_KEYS = SETTING_KEY_LIST.join(', ');

export const listCurrencies = defineCommand({
  path: ['currencies', 'list'],
  args: [],
  summary: 'List currencies and their rates per euro',
  async run(context) {
    const rows = await (await context.staff()).currencies.list.query();
    show(context, rows, () =>
      table(rows, [
        { header: 'Code', value: (row) => row.code },
        { header: 'Symbol', value: (row) => row.symbol },
        { header: 'Rate', value: (row) => row.rate, align: 'right' },
        { header: 'Default', value: (row) => (row.isDefault ? 'yes' : '') },
        { header: 'Active', value: (row) => (row.isActive ? 'yes' : 'no') },
      ]),
    );
  },
});

export const setRate = defineCommand({
  path: ['currencies', 'set-rate'],
  args: ['<CODE>', '<rate>'],
  summary: 'Set how many units of a currency one euro buys; prices show it at once',
  details: ['Example: npm run admin -- currencies set-rate USD 1.0845'],
  async run(context, input) {
    const [code, rate] = input.positionals;
    if (code === undefined || rate === undefined) throw new UsageError('A currency code and a rate are needed, e.g. USD 1.0845.');
    const result = await (await context.staff()).currencies.setRate.mutate({ code, rate });
    show(context, result, () => `${result.code}: ${result.previousRate} -> ${result.rate} per euro.`);
  },
});

export const setSetting = defineCommand({
  path: ['settings', 'set'],
  args: ['<key>', '<value>'],
  summary: `Set a setting (${SETTING_KEYS})`,
  details: ['Example: npm run admin -- settings set vat_percent 20', 'An empty value: npm run admin -- settings set google_tag ""'],
  async run(context, input) {
    const [key, value] = input.positionals;
    if (key === undefined || value === undefined) throw new UsageError(`A key and a value are needed. Keys: ${SETTING_KEYS}.`);
    const result = await (await context.staff()).settings.set.mutate({ key, value });
    show(context, result, () => `${result.key}: ${result.previousValue ?? '(unset)'} -> ${result.value || '(empty)'}`);
  },
});

export const configCommands = [listCurrencies, setRate, setSetting];
