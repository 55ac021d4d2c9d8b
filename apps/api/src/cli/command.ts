/** What a CLI command is: its words, arguments, options, help text, and what it runs. */
import type { ParsedArgs } from './args.ts';
import type { StaffClient } from './client.ts';
import type { Prompter } from './prompt.ts';
import { printable } from './table.ts';

export interface OptionSpec {
  /** e.g. '<status>' for an option that takes a value; absent for a flag. */
  value?: string;
  description: string;
  /** The command cannot run without it (shown without brackets in the usage line). */
  required?: boolean;
}

export interface CliContext {
  apiUrl: string;
  env: Record<string, string | undefined>;
  /** The client with the stored token; fails with a sign-in hint when there is none. */
  staff(): Promise<StaffClient>;
  /** A client without a token (sign-in). */
  anonymous(): StaffClient;
  prompt: Prompter;
  out(text: string): void;
  /** --json: print the API's answer as JSON instead of the table. */
  json: boolean;
}

export interface Command {
  /** The command words, e.g. ['sell-orders', 'offer']. */
  path: readonly string[];
  /** Positional arguments, e.g. ['<id>', '<price>']. */
  args: readonly string[];
  options?: Readonly<Record<string, OptionSpec>>;
  summary: string;
  /** More help paragraphs and examples. */
  details?: readonly string[];
  run(context: CliContext, input: ParsedArgs): Promise<void>;
}

export function defineCommand(command: Command): Command {
  return command;
}

/**
 * Prints the answer as JSON with --json, else as the command's text; either way every control character
 * left in it (user text a command put in a line of its own) is escaped, and the JSON still parses the same.
 */
export function show(context: CliContext, data: unknown, text: () => string): void {
  context.out(printable(context.json ? JSON.stringify(data, null, 2) : text()));
}

export function option(input: ParsedArgs, name: string): string | undefined {
  const value = input.options.get(name);
  return typeof value === 'string' ? value : undefined;
}
