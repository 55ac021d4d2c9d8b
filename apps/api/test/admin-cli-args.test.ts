/** How the staff CLI reads what was typed (src/cli/args.ts, over Node's util.parseArgs). */
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../src/cli/args.ts';

const VALUES = new Set(['status', 'payout']);
const parsed = (...argv: string[]) => {
  const { positionals, options } = parseArgs(argv, VALUES);
  return { positionals, options: Object.fromEntries(options) };
};

describe('staff CLI arguments', () => {
  it('reads positionals, --name value, --name=value, flags, -h and --', () => {
    expect(parsed('sell-orders', 'list', '--status', 'offer', '--json')).toEqual({ positionals: ['sell-orders', 'list'], options: { status: 'offer', json: true } });
    expect(parsed('sell-orders', 'sold', '12', '100', '--payout=PAY-1', '-h')).toEqual({ positionals: ['sell-orders', 'sold', '12', '100'], options: { payout: 'PAY-1', help: true } });
    expect(parsed('settings', 'set', 'note', '--', '--status', 'x')).toEqual({ positionals: ['settings', 'set', 'note', '--status', 'x'], options: {} });
    expect(parsed('x', '--status=')).toEqual({ positionals: ['x'], options: { status: '' } });
  });

  it('keeps a negative amount an argument, so the command refuses it as an amount', () => {
    expect(parsed('sell-orders', 'offer', '12', '-5')).toEqual({ positionals: ['sell-orders', 'offer', '12', '-5'], options: {} });
    expect(parsed('x', '-12.5')).toEqual({ positionals: ['x', '-12.5'], options: {} });
  });

  it('refuses what cannot be read, in its own words', () => {
    expect(() => parsed('x', '--status')).toThrow('Option --status needs a value.');
    expect(() => parsed('x', '--status', '--json')).toThrow('Option --status needs a value.');
    expect(() => parsed('x', '--json=yes')).toThrow('Option --json takes no value.');
    expect(() => parsed('x', '-x')).toThrow('Unknown option -x.');
    expect(() => parsed('x', '--=y')).toThrow('Option --=y has no name.');
    // An option no command has is refused by the command table, which names the command.
    expect(parsed('x', '--colour')).toEqual({ positionals: ['x'], options: { colour: true } });
  });
});
