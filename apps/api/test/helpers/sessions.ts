import type { PrismaClient } from '@skins/db';
import { createXsrfToken } from '../../src/lib/xsrf.ts';
import { createSession } from '../../src/services/auth/sessions.ts';
import type { TestBrowser } from './http-client.ts';
import { testEnv } from './test-env.ts';

/** Puts a session for `userId` into the browser's cookie jar, as a Steam sign-in would (no password needed). */
export async function startSessionForTest(db: PrismaClient, browser: TestBrowser, userId: number): Promise<void> {
  const { token } = await createSession(db, userId, { idleMs: 3_600_000, maxMs: 86_400_000 });
  browser.cookies.set('skins_session', token);
  browser.cookies.set('XSRF-TOKEN', createXsrfToken(testEnv().SESSION_SECRET, token));
}
