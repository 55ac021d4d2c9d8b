/** Signing the CLI in and out. */
import os from 'node:os';
import { UsageError } from '../args.ts';
import { CliError, createStaffClient } from '../client.ts';
import { defineCommand, option, show } from '../command.ts';
import { forgetToken, readToken, saveToken, tokenFile } from '../token-store.ts';

/** Names the token in the API's list, so a stray one can be told apart ("ana@laptop"). */
function device(): string {
  try {
    return `${os.userInfo().username}@${os.hostname()}`;
  } catch {
    return os.hostname();
  }
}

export const login = defineCommand({
  path: ['login'],
  args: [],
  options: {
    email: { value: '<e-mail>', description: 'The staff e-mail (asked when missing)' },
    password: { value: '<password>', description: 'The password (asked when missing; prefer ADMIN_PASSWORD or the prompt, a flag shows in the process list)' },
  },
  summary: 'Sign in with a staff e-mail and password; keeps a token for the other commands',
  details: [
    'The token is kept in ADMIN_TOKEN_FILE, or $XDG_CONFIG_HOME/skins-admin/token (~/.config/skins-admin/token), readable only by you. It expires after 30 days.',
    'Example: npm run admin -- login --email staff@skins.local',
  ],
  async run(context, input) {
    const email = option(input, 'email') ?? (await context.prompt.ask('E-mail: '));
    const password = option(input, 'password') ?? (context.env.ADMIN_PASSWORD || (await context.prompt.ask('Password: ', { hidden: true })));
    if (!email.trim() || !password) throw new UsageError('An e-mail and a password are needed.');
    const previous = await readToken({ ...context.env, ADMIN_TOKEN: undefined }, context.apiUrl).catch(() => null);
    const signedIn = await context.anonymous().auth.signIn.mutate({ email, password, device: device() });
    const file = await saveToken(context.env, { apiUrl: context.apiUrl, token: signedIn.token, email: signedIn.user.email, expiresAt: signedIn.expiresAt });
    // The token this one replaces is of no more use to anyone: revoke it (best effort, it may have expired).
    if (previous && previous.apiUrl === context.apiUrl) await createStaffClient(previous.apiUrl, previous.token).auth.signOut.mutate().catch(() => undefined);
    show(context, { email: signedIn.user.email, expiresAt: signedIn.expiresAt, tokenFile: file }, () =>
      [`Signed in to ${context.apiUrl} as ${signedIn.user.email}.`, `Token saved in ${file} (expires ${signedIn.expiresAt.slice(0, 10)}).`].join('\n'),
    );
  },
});

export const logout = defineCommand({
  path: ['logout'],
  args: [],
  summary: 'Revoke the stored token and forget it',
  async run(context) {
    const stored = await readToken(context.env, context.apiUrl);
    if (!stored) throw new CliError('Not signed in.');
    // Revoked at the API it came from, even if ADMIN_API_URL points elsewhere now.
    await createStaffClient(stored.apiUrl, stored.token)
      .auth.signOut.mutate()
      .catch(() => undefined);
    const removed = context.env.ADMIN_TOKEN ? false : await forgetToken(context.env);
    const notes = [`Signed out${stored.email ? ` (${stored.email})` : ''}.`];
    if (removed) notes.push(`Removed ${tokenFile(context.env)}.`);
    if (context.env.ADMIN_TOKEN) notes.push('ADMIN_TOKEN is revoked; unset it in your environment.');
    show(context, { signedOut: true }, () => notes.join('\n'));
  },
});

export const whoami = defineCommand({
  path: ['whoami'],
  args: [],
  summary: 'Show who the stored token signs in as',
  async run(context) {
    const me = await (await context.staff()).auth.me.query();
    show(context, me, () => `${me.email} (${me.name || 'staff'}) at ${context.apiUrl}`);
  },
});
