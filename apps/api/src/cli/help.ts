/** The --help texts, built from the command table so they never drift from what the parser accepts. */
import type { Command, OptionSpec } from './command.ts';

export const PROGRAM = 'npm run admin --';

/** Options every command takes. */
export const COMMON_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  json: { description: 'Print the answer as JSON (for scripts)' },
  help: { description: 'Show this help' },
};

const usage = (command: Command) =>
  [
    PROGRAM,
    ...command.path,
    ...command.args,
    ...Object.entries(command.options ?? {}).map(([name, spec]) => {
      const text = `--${name}${spec.value ? ` ${spec.value}` : ''}`;
      return spec.required ? text : `[${text}]`;
    }),
  ].join(' ');

function optionLines(options: Readonly<Record<string, OptionSpec>>): string[] {
  const labels = Object.entries(options).map(([name, spec]) => [`${name === 'help' ? '-h, ' : ''}--${name}${spec.value ? ` ${spec.value}` : ''}`, spec.description] as const);
  const size = Math.max(...labels.map(([label]) => label.length));
  return labels.map(([label, description]) => `  ${label.padEnd(size)}  ${description}`);
}

export function commandHelp(command: Command): string {
  return [`Usage: ${usage(command)}`, '', command.summary + '.', ...(command.details ?? []).flatMap((line) => ['', line]), '', 'Options:', ...optionLines({ ...command.options, ...COMMON_OPTIONS })].join('\n');
}

function commandList(commands: readonly Command[]): string[] {
  const names = commands.map((command) => [...command.path, ...command.args].join(' '));
  const size = Math.max(...names.map((name) => name.length));
  return commands.map((command, index) => `  ${(names[index] ?? '').padEnd(size)}  ${command.summary}`);
}

export function generalHelp(commands: readonly Command[]): string {
  return [
    `Usage: ${PROGRAM} <command> [arguments] [options]`,
    '',
    'The staff CLI of the skins marketplace: prices sell orders, settles orders, sets rates and settings.',
    '',
    'Commands:',
    ...commandList(commands),
    '',
    `Run "${PROGRAM} <command> --help" for a command's arguments and options.`,
    '',
    'Environment:',
    '  ADMIN_API_URL     The API (default http://127.0.0.1:3000)',
    '  ADMIN_PASSWORD    The password for login, instead of the prompt',
    '  ADMIN_TOKEN       A token to use instead of the stored one',
    '  ADMIN_TOKEN_FILE  Where login keeps the token (default ~/.config/skins-admin/token)',
  ].join('\n');
}

export function groupHelp(group: string, commands: readonly Command[]): string {
  return [`Usage: ${PROGRAM} ${group} <command> [arguments] [options]`, '', 'Commands:', ...commandList(commands), '', `Run "${PROGRAM} ${group} <command> --help" for details.`].join('\n');
}
