/**
 * Password hashing (argon2id, OWASP ASVS parameters: m=19 MiB, t=2, p=1). It lives in the db package
 * because it is the lowest Node-side package that both the api and the seed (staff account) depend on.
 */
import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which verbatimModuleSyntax cannot import: 2 is Algorithm.Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
