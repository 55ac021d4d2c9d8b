/**
 * A small argument parser (no dependency): positionals, `--name value`, `--name=value`, boolean flags and
 * `-h`. Which options take a value is known up front, so `--status offer` and `--help offer` parse alike
 * for every command; whether a command accepts an option is checked by the command table.
 */

/** A mistake in how the command was typed: exit code 2 and a pointer to --help. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ParsedArgs {
  positionals: string[];
  options: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[], valueOptions: ReadonlySet<string>): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    if (token === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (token === '-h') {
      options.set('help', true);
      continue;
    }
    // "-5" is a (refused later) amount, not an option.
    if (!token.startsWith('--')) {
      if (/^-[a-z]/i.test(token)) throw new UsageError(`Unknown option ${token}.`);
      positionals.push(token);
      continue;
    }
    const [name = '', inline] = splitOnce(token.slice(2), '=');
    if (!name) throw new UsageError(`Option ${token} has no name.`);
    if (!valueOptions.has(name)) {
      if (inline !== undefined) throw new UsageError(`Option --${name} takes no value.`);
      options.set(name, true);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`Option --${name} needs a value.`);
    options.set(name, value);
  }
  return { positionals, options };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** A sell order or order id as typed: a positive whole number. */
export function parseId(value: string | undefined, what = 'id'): number {
  if (value === undefined || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new UsageError(`The ${what} must be a positive whole number, e.g. 12 (got ${value ?? 'nothing'}).`);
  return Number(value);
}
