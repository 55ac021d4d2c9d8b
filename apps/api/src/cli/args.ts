/**
 * The CLI's arguments, split by Node's own parser (util.parseArgs): positionals, `--name value`,
 * `--name=value`, boolean flags, `-h` and `--`. Which options take a value is known up front, so
 * `--status offer` and `--help offer` parse alike for every command; whether a command accepts an option
 * is checked by the command table. The parser runs loose (strict: false) and its tokens are read here, so
 * a negative amount ("-5") stays an argument (refused later as an amount) and every mistake is told in the
 * CLI's own words.
 */
import { parseArgs as parseNodeArgs } from 'node:util';

/** A mistake in how the command was typed: exit code 2 and a pointer to --help. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ParsedArgs {
  positionals: string[];
  options: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[], valueOptions: ReadonlySet<string>): ParsedArgs {
  const args = [...argv];
  const { tokens } = parseNodeArgs({
    args,
    options: { help: { type: 'boolean', short: 'h' }, ...Object.fromEntries([...valueOptions].map((name) => [name, { type: 'string' } as const])) },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  let negative = -1;
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const typed = args[token.index] ?? '';
    if (!typed.startsWith('--')) {
      // "-5" is a (refused later) amount, not an option; Node reads it as the short options -5 (or -1 -2).
      if (/^-\d/.test(typed)) {
        if (negative !== token.index) positionals.push(typed);
        negative = token.index;
        continue;
      }
      if (token.name !== 'help') throw new UsageError(`Unknown option ${typed}.`);
    }
    if (!token.name || typed.startsWith('--=')) throw new UsageError(`Option ${typed} has no name.`);
    if (!valueOptions.has(token.name)) {
      if (token.value !== undefined) throw new UsageError(`Option --${token.name} takes no value.`);
      options.set(token.name, true);
      continue;
    }
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) throw new UsageError(`Option --${token.name} needs a value.`);
    options.set(token.name, token.value);
  }
  return { positionals, options };
}

/** A sell order or order id as typed: a positive whole number. */
export function parseId(value: string | undefined, what = 'id'): number {
  if (value === undefined || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new UsageError(`The ${what} must be a positive whole number, e.g. 12 (got ${value ?? 'nothing'}).`);
  return Number(value);
}
