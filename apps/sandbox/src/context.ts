import type { FastifyRequest } from 'fastify';
import type { SandboxConfig } from './config.ts';
import type { FaultStore } from './faults.ts';

/** What every stand-in needs from the app around it. */
export interface SandboxContext {
  config: SandboxConfig;
  faults: FaultStore;
  /** Base URL for links the sandbox hands out (SANDBOX_PUBLIC_URL, else the address it listens on). */
  publicBase(): string;
}

/** Flattens a parsed query or form body; a repeated key makes the whole request invalid (parameter pollution). */
export function singleValued(input: unknown): Record<string, string> | null {
  if (input === null || typeof input !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string') return null;
    out[key] = value;
  }
  return out;
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // a mangled cookie counts as no cookie
    }
  }
  return undefined;
}
