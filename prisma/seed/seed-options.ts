import type { SeedOptions } from './seed.ts';

const DEFAULT_LISTINGS = 20_000;

/** Seed options from `--listings=N` or SEED_LISTINGS, and STAFF_EMAIL / STAFF_PASSWORD. */
export function seedOptionsFromEnv(argv: string[], env = process.env): Omit<SeedOptions, 'log'> {
  const flag = argv.find((arg) => arg.startsWith('--listings='))?.split('=')[1];
  const raw = flag ?? env.SEED_LISTINGS ?? String(DEFAULT_LISTINGS);
  const listings = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(listings) || listings < 0) {
    throw new Error(`Invalid listing count "${raw}" (--listings or SEED_LISTINGS): give a whole number.`);
  }
  const { STAFF_EMAIL: email, STAFF_PASSWORD: password } = env;
  if (Boolean(email) !== Boolean(password)) {
    throw new Error('Set both STAFF_EMAIL and STAFF_PASSWORD, or neither.');
  }
  return { listings, staff: email && password ? { email, password } : undefined };
}
