/**
 * Runs one CLI invocation and answers its exit code: 0 done, 1 the API (or the network) refused, 2 the
 * command was mistyped. Kept apart from admin.ts so the whole flow takes its input and output as values.
 */
import { parseArgs, UsageError, type ParsedArgs } from './args.ts';
import { CliError, createStaffClient, describeFailure, LOGIN_HINT } from './client.ts';
import type { CliContext, Command } from './command.ts';
import { COMMANDS } from './commands/index.ts';
import { COMMON_OPTIONS, commandHelp, generalHelp, groupHelp, PROGRAM } from './help.ts';
import type { Prompter } from './prompt.ts';
import { printable } from './table.ts';
import { readToken } from './token-store.ts';

export interface CliIo {
  env: Record<string, string | undefined>;
  out(text: string): void;
  err(text: string): void;
  prompt: Prompter;
}

export const DEFAULT_API_URL = 'http://127.0.0.1:3000';

const VALUE_OPTIONS = new Set(COMMANDS.flatMap((command) => Object.entries(command.options ?? {}).filter(([, spec]) => spec.value).map(([name]) => name)));

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let command: Command | undefined;
  try {
    const input = parseArgs(argv, VALUE_OPTIONS);
    command = findCommand(input.positionals);
    const help = input.options.has('help');
    if (!command) return noCommand(input, io, help);
    if (help) {
      io.out(commandHelp(command));
      return 0;
    }
    checkInput(command, input);
    await command.run(context(io, input), { ...input, positionals: input.positionals.slice(command.path.length) });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`Error: ${error.message}\nRun "${PROGRAM} ${command ? `${command.path.join(' ')} ` : ''}--help" for usage.`);
      return 2;
    }
    const [first = 'Unknown error', ...rest] = describeFailure(error, apiUrlOf(io.env));
    // The api's refusals may quote what a user typed.
    io.err(printable([`Error: ${first}`, ...rest].join('\n')));
    return 1;
  }
}

function findCommand(positionals: readonly string[]): Command | undefined {
  return COMMANDS.find((command) => command.path.every((word, index) => positionals[index] === word));
}

/** No command matched: help for the program or a group when asked, else a usage error. */
function noCommand(input: ParsedArgs, io: CliIo, help: boolean): number {
  const [first, second] = input.positionals;
  const group = COMMANDS.filter((command) => command.path.length > 1 && command.path[0] === first);
  if (group.length > 0 && (help || second === undefined)) {
    (help ? io.out : io.err)(groupHelp(first ?? '', group));
    return help ? 0 : 2;
  }
  if (first === undefined || first === 'help') {
    (help || first === 'help' ? io.out : io.err)(generalHelp(COMMANDS));
    return help || first === 'help' ? 0 : 2;
  }
  throw new UsageError(`Unknown command "${input.positionals.slice(0, group.length > 0 ? 2 : 1).join(' ')}".`);
}

function checkInput(command: Command, input: ParsedArgs): void {
  const allowed = { ...command.options, ...COMMON_OPTIONS };
  for (const name of input.options.keys()) {
    if (!(name in allowed)) throw new UsageError(`Unknown option --${name} for "${command.path.join(' ')}".`);
  }
  for (const [name, spec] of Object.entries(command.options ?? {})) {
    if (spec.required && !input.options.has(name)) throw new UsageError(`Missing --${name}${spec.value ? ` ${spec.value}` : ''}.`);
  }
  const given = input.positionals.length - command.path.length;
  // An argument written in brackets ("[<id>]") may be left out; the command says what it needs instead.
  const required = command.args.filter((arg) => !arg.startsWith('[')).length;
  if (given < required) throw new UsageError(`Missing ${command.args.slice(given).join(' ')}.`);
  if (given > command.args.length) throw new UsageError(`Too many arguments: ${input.positionals.slice(command.path.length + command.args.length).join(' ')}.`);
}

function apiUrlOf(env: CliIo['env']): string {
  return (env.ADMIN_API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');
}

function context(io: CliIo, input: ParsedArgs): CliContext {
  const apiUrl = apiUrlOf(io.env);
  if (!/^https?:\/\/[^/\s]+/.test(apiUrl)) throw new CliError(`ADMIN_API_URL must be an http(s) URL such as ${DEFAULT_API_URL} (got "${apiUrl}").`);
  return {
    apiUrl,
    env: io.env,
    prompt: io.prompt,
    out: io.out,
    json: input.options.has('json'),
    anonymous: () => createStaffClient(apiUrl),
    staff: async () => {
      const stored = await readToken(io.env, apiUrl);
      if (!stored) throw new CliError(`Not signed in. ${LOGIN_HINT}`);
      // A token goes only to the API that issued it, whatever ADMIN_API_URL says today.
      if (stored.apiUrl !== apiUrl) throw new CliError(`The stored token is for ${stored.apiUrl}, not ${apiUrl}. Sign in again, or set ADMIN_API_URL=${stored.apiUrl}.`);
      if (stored.expiresAt && new Date(stored.expiresAt).getTime() <= Date.now()) throw new CliError(`Your sign-in expired. ${LOGIN_HINT}`);
      return createStaffClient(apiUrl, stored.token);
    },
  };
}
