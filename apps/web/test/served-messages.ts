import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Messages } from '../src/lib/i18n/create-translator.ts';

const LOCALIZATIONS = 'prisma/seed/data/content/localizations';

/** The checkout's root, wherever the tests were started from in it. */
function repositoryRoot(from = process.cwd()): string {
  if (existsSync(join(from, LOCALIZATIONS))) return from;
  if (dirname(from) === from) throw new Error(`${LOCALIZATIONS} not found above ${process.cwd()}`);
  return repositoryRoot(dirname(from));
}

/** The texts the shop serves for a language (ru, de): its seeded localizations. */
export const servedMessages = (code: string): Messages => JSON.parse(readFileSync(join(repositoryRoot(), LOCALIZATIONS, `${code}.json`), 'utf8')) as Messages;
