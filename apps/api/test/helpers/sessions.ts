import type { PrismaClient } from '@skins/db';
import { createXsrfToken } from '../../src/lib/xsrf.ts';
import { createSession } from '../../src/services/auth/sessions.ts';
import type { TestContext } from './build-test-app.ts';
import { TestBrowser } from './http-client.ts';
import { createTestUser } from './identity.ts';
import { testEnv } from './test-env.ts';

/** Puts a session for `userId` into the browser's cookie jar, as a Steam sign-in would (no password needed). */
export async function startSessionForTest(db: PrismaClient, browser: TestBrowser, userId: number): Promise<void> {
  const { token } = await createSession(db, userId, { idleMs: 3_600_000, maxMs: 86_400_000 });
  browser.cookies.set('skins_session', token);
  browser.cookies.set('XSRF-TOKEN', createXsrfToken(testEnv().SESSION_SECRET, token));
}

/** A new buyer signed in in a browser of its own (the usual start of a cart or checkout test). */
export async function signedInBuyer(ctx: TestContext, options: { steamId?: string } = {}) {
  const user = await createTestUser(ctx.db, { userType: 'buyer', ...options });
  const browser = new TestBrowser(ctx.app);
  await startSessionForTest(ctx.db, browser, user.id);
  return { user, browser };
}
