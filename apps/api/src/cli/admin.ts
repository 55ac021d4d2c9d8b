/**
 * The staff CLI: `npm run admin -- <command>` (run `npm run admin -- --help`). A typed tRPC client of the
 * staff router at ADMIN_API_URL; it reads the repository's .env for ADMIN_* variables, never the api's secrets.
 */
import { loadCliEnv } from '../config/env.ts';
import { createPrompter } from './prompt.ts';
import { runCli } from './run.ts';

const prompt = createPrompter();
try {
  process.exitCode = await runCli(process.argv.slice(2), {
    env: loadCliEnv(),
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    prompt,
  });
} finally {
  prompt.close();
}
