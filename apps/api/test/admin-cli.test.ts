import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { acceptOfferBodySchema } from '@skins/shared/sell-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/lib/secrets.ts';
import { acceptOffer } from '../src/services/sell-orders/seller-actions.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { createTestUser } from './helpers/identity.ts';
import { createPendingOrder, restoreListings } from './helpers/orders.ts';
import { ACCEPT_BODY, createSeller, receivedBySystem, sellOrderIn, STAFF_EMAIL, STAFF_PASSWORD } from './helpers/sell-orders.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
/**
 * The staff CLI as the production build bundles it (scripts/build-server.mjs), built once for this file: a plain
 * `node` start, where `npm run admin`'s tsx compiles the CLI's imports again on each of the dozens of runs here.
 * One test also runs it through `npm run admin`, the way staff run it from a checkout.
 */
const BUILD = path.join(REPO, 'node_modules', '.cache', `skins-admin-cli-${process.pid}`);
const CLI = path.join(BUILD, 'admin.js');

function buildCli(): void {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', `--outdir=${path.relative(REPO, BUILD)}`, '--only=admin'], { cwd: REPO, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the staff CLI failed:\n${build.stdout}${build.stderr}`);
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI as staff run it: a real process, its own environment, answers on stdin when given. */
function run(args: string[], env: Record<string, string>, stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO, env: { PATH: process.env.PATH ?? '', HOME: env.HOME ?? os.tmpdir(), ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(stdin);
  });
}

describe('the admin CLI (npm run admin -- ...) against a listening api', () => {
  const ctx = useTestApp();
  let dir: string;
  let env: Record<string, string>;
  const admin = (...args: string[]) => run(args, env);

  beforeAll(async () => {
    buildCli();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    dir = await mkdtemp(path.join(os.tmpdir(), 'skins-admin-'));
    env = {
      HOME: dir,
      ADMIN_API_URL: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`,
      ADMIN_TOKEN_FILE: path.join(dir, 'config', 'token'),
      // Set, so the repository's .env (read by the CLI) cannot fill them in.
      ADMIN_TOKEN: '',
      ADMIN_PASSWORD: '',
    };
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(BUILD, { recursive: true, force: true });
  });

  it('runs from a checkout as staff start it, through `npm run admin` (tsx, no build)', async () => {
    const viaNpm = await new Promise<Run>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'admin', '--', 'bots', '--help'], { cwd: REPO, env: { PATH: process.env.PATH ?? '', ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(viaNpm).toMatchObject({ code: 0, stderr: '' });
    expect(viaNpm.stdout).toContain('Usage: npm run admin -- bots');
  });

  it('prints help for the program, a group and each command, and refuses mistyped commands (exit 2)', async () => {
    const help = await admin('--help');
    expect(help.code).toBe(0);
    for (const command of ['login', 'logout', 'sell-orders list', 'sell-orders offer <id> <price>', 'sell-orders resale-price <id> <price>', 'orders attention', 'orders reconcile <id>', 'orders refund <id>', 'orders resend-receipt <id>', 'trades cancel <id>', 'prompts list', 'prompts show <id>', 'prompts answer <id> <answer>', 'trades attention', 'trades show [<id>]', 'trades resend <id>', 'trades intakes', 'bots', 'currencies set-rate <CODE> <rate>', 'settings set <key> <value>']) {
      expect(help.stdout).toContain(`  ${command}`);
    }
    const sold = await admin('sell-orders', 'sold', '--help');
    expect(sold).toMatchObject({ code: 0, stderr: '' });
    expect(sold.stdout).toContain('Usage: npm run admin -- sell-orders sold <id> <final-price> --payout <reference>');
    // No staff command claims a skin received: the seller's acceptance of the bot's offer is what receives it.
    expect((await admin('sell-orders', '--help')).stdout).not.toContain('sell-orders receive');

    const unknown = await admin('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Error: Unknown command "frobnicate".');
    const missing = await admin('sell-orders', 'sold', '12', '100');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Error: Missing --payout <reference>.');
    const badId = await admin('sell-orders', 'show', 'twelve');
    expect(badId.code).toBe(2);
    expect(badId.stderr).toContain('The id must be a positive whole number');
    expect((await admin('sell-orders', 'list', '--colour', 'red')).code).toBe(2);
  });

  it('needs a sign-in; refuses a wrong password; login then offer then show', async () => {
    const notSignedIn = await admin('sell-orders', 'list');
    expect(notSignedIn.code).toBe(1);
    expect(notSignedIn.stderr).toContain('Error: Not signed in. Sign in with: npm run admin -- login');

    const wrong = await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: 'not-the-password' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Error: These credentials do not match our records.');

    const login = await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: STAFF_PASSWORD });
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`Signed in to ${env.ADMIN_API_URL} as ${STAFF_EMAIL}.`);
    const file = env.ADMIN_TOKEN_FILE!;
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(file, 'utf8')) as { token: string; apiUrl: string };
    expect(stored.apiUrl).toBe(env.ADMIN_API_URL);
    expect(await ctx.db.apiToken.findUnique({ where: { tokenHash: sha256Hex(stored.token) } })).not.toBeNull();

    const seller = await createSeller(ctx.db);
    const order = await sellOrderIn(ctx.db, seller.id, 'pending');
    const offer = await admin('sell-orders', 'offer', String(order.id), '120.50');
    expect(offer).toMatchObject({ code: 0, stderr: '' });
    expect(offer.stdout).toBe(`Sell order ${order.id} (Dragonclaw Hook) is now Offer Available, offer €120.50; the seller is e-mailed.\n`);

    const shown = await admin('sell-orders', 'show', String(order.id));
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/Status\s+Offer Available \(offer\)/);
    expect(shown.stdout).toMatch(/Offer\s+€120\.50/);
    const history = shown.stdout.slice(shown.stdout.indexOf('History'));
    expect(history).toMatch(/When\s+Who\s+From\s+To\s+Price\s+Note/);
    expect(history).toMatch(new RegExp(`${STAFF_EMAIL.replace('.', '\\.')}\\s+pending\\s+offer\\s+€120\\.50\\s+offer made`));

    const listed = await admin('sell-orders', 'list', '--status', 'offer');
    expect(listed.code).toBe(0);
    const [header, rule, ...rows] = listed.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^\s*ID\s+Status\s+Skin\s+Rarity\s+Asking\s+Offer\s+Final\s+Seller\s+Created$/);
    expect(rule).toMatch(/^-+( +-+)+$/);
    const row = rows.find((line) => line.trim().startsWith(`${order.id} `));
    expect(row).toMatch(/offer\s+Dragonclaw Hook\s+Immortal\s+€150\.00\s+€120\.50\s+—/);
    // Columns line up: every cell of a column starts where its header does.
    expect(row?.indexOf('Dragonclaw Hook')).toBe(header?.indexOf('Skin'));

    const json = JSON.parse((await admin('sell-orders', 'list', '--status', 'offer', '--json')).stdout) as Array<{ id: number; offerEur: string }>;
    expect(json.find((item) => item.id === order.id)?.offerEur).toBe('120.50');
  });

  it('walks an accepted order to sold, recording the payout once, and explains refusals (exit 1)', async () => {
    await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: STAFF_PASSWORD });
    const seller = await createSeller(ctx.db);
    const order = await sellOrderIn(ctx.db, seller.id, 'offer');
    const id = String(order.id);

    const early = await admin('sell-orders', 'sold', id, '120', '--payout', `EARLY-${order.id}`);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('Error: This sell order cannot be marked as sold while it is Offer Available.');
    const badPrice = await admin('sell-orders', 'offer', id, 'ten');
    expect(badPrice.code).toBe(1);
    expect(badPrice.stderr).toContain('Error: price: Must be a euro amount like 12.50.');

    await acceptOffer(ctx.db, seller.id, order.id, acceptOfferBodySchema.parse(ACCEPT_BODY));
    // Accepted, the bot's offer on its way: staff cannot claim the skin arrived, so no payout either.
    const beforeArrival = await admin('sell-orders', 'sold', id, '120', '--payout', `EARLY-${order.id}`);
    expect(beforeArrival.stderr).toContain('cannot be marked as sold while it is Accepted');
    await receivedBySystem(ctx.db, order.id);
    const reference = `SEPA-${order.id}-${Date.now()}`;
    const unexplained = await admin('sell-orders', 'sold', id, '125', '--payout', reference);
    expect(unexplained.code).toBe(1);
    expect(unexplained.stderr).toContain('needs a reason the seller will see (--reason)');
    const sold = await admin('sell-orders', 'sold', id, '125', '--payout', reference, '--reason', 'the market price rose before we paid');
    expect(sold.code).toBe(0);
    expect(sold.stdout).toContain(`is now Sold at €125.00, payout ${reference}.`);
    const again = await admin('sell-orders', 'sold', id, '130', '--payout', `${reference}-2`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('cannot be marked as sold while it is Sold');
    expect(await ctx.db.sellOrder.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'sold', payoutReference: reference });

    const missing = await admin('sell-orders', 'show', '999999999');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Error: Sell order 999999999 not found');
    const noOrder = await admin('orders', 'reconcile', '999999999');
    expect(noOrder.code).toBe(1);
    expect(noOrder.stderr).toContain('Error: Order 999999999 not found');
  });

  it('lists orders needing attention, sets a rate and a setting', async () => {
    await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: STAFF_PASSWORD });
    const attention = await admin('orders', 'attention');
    expect(attention.code).toBe(0);
    expect(attention.stdout).toMatch(/No orders need attention\.|ID\s+Status\s+Charged/);
    const noReceipt = await admin('orders', 'resend-receipt', '999999999');
    expect(noReceipt.code).toBe(1);
    expect(noReceipt.stderr).toContain('Order 999999999 has no receipt waiting to be sent.');

    const rate = (await ctx.db.currency.findUniqueOrThrow({ where: { code: 'CHF' } })).rate.toString();
    const setRate = await admin('currencies', 'set-rate', 'chf', rate);
    expect(setRate).toMatchObject({ code: 0, stdout: `CHF: ${rate} -> ${rate} per euro.\n` });
    const euro = await admin('currencies', 'set-rate', 'EUR', '2');
    expect(euro.code).toBe(1);
    expect(euro.stderr).toContain('The euro is the base currency');

    const vat = (await ctx.db.setting.findUnique({ where: { key: 'vat_percent' } }))?.value ?? '0';
    expect((await admin('settings', 'set', 'vat_percent', vat)).stdout).toBe(`vat_percent: ${vat} -> ${vat}\n`);
    const badKey = await admin('settings', 'set', 'colour', 'red');
    expect(badKey.code).toBe(1);
    expect(badKey.stderr).toContain('key: The key must be one of');
  });

  it('creates, lists and disables promo codes, refusing bad terms', async () => {
    await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: STAFF_PASSWORD });
    const code = `CLI${Date.now().toString(36).toUpperCase()}`;
    const created = await admin('promo-codes', 'create', code.toLowerCase(), '--percent', '15', '--min', '20', '--until', '2099-12-31', '--max-uses', '100', '--max-per-buyer', '1');
    expect(created).toMatchObject({ code: 0, stdout: `Created ${code}: 15% off.\n` });
    expect(await ctx.db.promoCode.findUniqueOrThrow({ where: { code } })).toMatchObject({ kind: 'percent', maxUses: 100, maxUsesPerUser: 1 });

    const list = await admin('promo-codes', 'list');
    expect(list.stdout).toMatch(new RegExp(`${code}\\s+15%\\s+€20.00`));
    const twice = await admin('promo-codes', 'create', code, '--fixed', '5');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('exists already');
    const both = await admin('promo-codes', 'create', 'OTHER', '--fixed', '5', '--percent', '5');
    expect(both.code).toBe(2);
    expect((await admin('promo-codes', 'create', 'OTHER', '--percent', '150')).stderr).toContain('cannot be more than 100');

    expect(await admin('promo-codes', 'disable', code)).toMatchObject({ code: 0, stdout: `${code} is disabled.\n` });
    expect((await ctx.db.promoCode.findUniqueOrThrow({ where: { code } })).isActive).toBe(false);
  });

  it('lists the prompts buyers paid for, shows one whole and answers it once', async () => {
    await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: STAFF_PASSWORD });
    const buyer = await createTestUser(ctx.db, { userType: 'buyer' });
    const prompt = await ctx.db.prompt.findFirstOrThrow({ where: { isActive: true } });
    const text = `A frost-blue Crystal Maiden set, with snowflakes trailing her staff, and a cape that shimmers like ice ${Date.now()}`;
    const bought = await ctx.db.purchase.create({ data: { userId: buyer.id, title: prompt.name, priceEur: prompt.priceEur, promptId: prompt.id, promptText: text } });

    const list = await admin('prompts', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`\\b${bought.id}\\s+${prompt.name}`));
    // The list shows the start of a long text; `show` prints it whole.
    expect(list.stdout).not.toContain(text);
    expect((await admin('prompts', 'show', String(bought.id))).stdout).toContain(text);

    expect(await admin('prompts', 'answer', String(bought.id), 'Your concept: https://example.test/c/1')).toMatchObject({ code: 0, stdout: `Prompt ${bought.id} (${prompt.name}) is answered.\n` });
    const again = await admin('prompts', 'answer', String(bought.id), 'Another one');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('answered already');
    expect((await admin('prompts', 'list')).stdout).not.toMatch(new RegExp(`\\b${bought.id}\\s+${prompt.name}`));
    expect((await ctx.db.purchase.findUniqueOrThrow({ where: { id: bought.id } })).answer).toBe('Your concept: https://example.test/c/1');
  });

  it("prints a buyer's control characters as visible escapes, in the list, the whole text and --json", async () => {
    await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: STAFF_PASSWORD });
    const buyer = await createTestUser(ctx.db, { userType: 'buyer' });
    const prompt = await ctx.db.prompt.findFirstOrThrow({ where: { isActive: true } });
    // Stored as a row from before the text rule refused them would be: a retitle, a cleared screen, a C1 colour.
    const text = `Frost\u001b]0;pwned\u0007\u001b[2J\u009b31m red\u202e ${Date.now()}\r\nsecond line`;
    const bought = await ctx.db.purchase.create({ data: { userId: buyer.id, title: prompt.name, priceEur: prompt.priceEur, promptId: prompt.id, promptText: text } });
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    const obeyed = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

    const shown = await admin('prompts', 'show', String(bought.id));
    expect(shown.code).toBe(0);
    expect(shown.stdout).not.toMatch(obeyed);
    expect(shown.stdout).toContain('Frost\\u001B]0;pwned\\u0007\\u001B[2J\\u009B31m red\\u202E');
    expect(shown.stdout).toContain('\nsecond line');
    const listed = await admin('prompts', 'list', '--all');
    expect(listed.stdout).not.toMatch(obeyed);
    expect(listed.stdout).toContain('Frost\\u001B]0;pwned');
    const json = await admin('prompts', 'show', String(bought.id), '--json');
    expect(json.stdout).not.toMatch(obeyed);
    expect((JSON.parse(json.stdout) as { text: string }).text).toBe(text);
  }, 90_000);

  it('goes from an order to its trade: trade ids in orders attention, trades show --order', async () => {
    await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: STAFF_PASSWORD });
    const { order, user, listingIds } = await createPendingOrder(ctx.db);
    try {
      await ctx.db.order.update({ where: { id: order.id }, data: { status: 'refund_required', failureReason: 'paid after its items were sold' } });
      const bot = await ctx.db.steamBot.upsert({ where: { steamId: '76561198000000777' }, create: { steamId: '76561198000000777', accountName: 'cli-test-bot' }, update: {} });
      const trade = await ctx.db.trade.create({ data: { kind: 'delivery', botId: bot.id, orderId: order.id, userId: user.id, status: 'declined', tradeUrl: order.tradeUrl!, partnerSteamId: order.steamId! } });

      const attention = await admin('orders', 'attention');
      expect(attention.stdout).toMatch(/ID\s+Status\s+Charged\s+Total\s+Buyer\s+Trades/);
      expect(attention.stdout.split('\n').find((line) => line.trim().startsWith(`${order.id} `))).toMatch(new RegExp(`refund_required.*\\s${trade.id}\\s`));

      const byOrder = await admin('trades', 'show', '--order', String(order.id));
      expect(byOrder).toMatchObject({ code: 0, stderr: '' });
      expect(byOrder.stdout).toContain(`Trade ${trade.id}\n`);
      expect(byOrder.stdout).toMatch(new RegExp(`For\\s+order #${order.id}`));
      expect((await admin('trades', 'show', String(trade.id))).stdout).toContain(`Trade ${trade.id}\n`);

      const none = await admin('trades', 'show', '--order', '999999999');
      expect(none.code).toBe(1);
      expect(none.stderr).toContain('Error: Order 999999999 not found');
      const neither = await admin('trades', 'show');
      expect(neither.code).toBe(2);
      expect(neither.stderr).toContain('Give a trade id or --order <id>');
    } finally {
      await ctx.db.trade.deleteMany({ where: { orderId: order.id } });
      await ctx.db.order.update({ where: { id: order.id }, data: { status: 'canceled' } });
      await restoreListings(ctx.db, listingIds);
    }
  }, 90_000);

  it('words validator refusals for people and looks the prompt up before judging the answer', async () => {
    await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: STAFF_PASSWORD });
    const unknown = await admin('prompts', 'answer', '999999999', 'ok');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Error: Prompt purchase 999999999 not found');

    const buyer = await createTestUser(ctx.db, { userType: 'buyer' });
    const prompt = await ctx.db.prompt.findFirstOrThrow({ where: { isActive: true } });
    const bought = await ctx.db.purchase.create({ data: { userId: buyer.id, title: prompt.name, priceEur: prompt.priceEur, promptId: prompt.id, promptText: 'A blue hat' } });
    const short = await admin('prompts', 'answer', String(bought.id), 'ok');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('The answer needs at least 3 characters');
    expect(short.stderr).not.toMatch(/Too small|expected string/);

    const seller = await createSeller(ctx.db);
    const order = await sellOrderIn(ctx.db, seller.id, 'pending');
    const reason = await admin('sell-orders', 'sold', String(order.id), '120', '--payout', 'X', '--reason', 'no');
    expect(reason.stderr).toContain('The reason needs at least 3 characters.');
    expect(reason.stderr).not.toMatch(/Too small|expected string/);
  }, 90_000);

  it('says where an offer reaches a seller with no e-mail, and counts bot items by the shop\'s records only', async () => {
    await run(['login', '--email', STAFF_EMAIL], { ...env, ADMIN_PASSWORD: STAFF_PASSWORD });
    const seller = await createSeller(ctx.db);
    await ctx.db.user.update({ where: { id: seller.id }, data: { email: null, steamId: `7656119800${String(seller.id).padStart(7, '0')}` } });
    const order = await sellOrderIn(ctx.db, seller.id, 'pending');
    const offer = await admin('sell-orders', 'offer', String(order.id), '99');
    expect(offer.code).toBe(0);
    expect(offer.stdout).toContain('the seller has no e-mail and sees it on their Sell Orders tab');
    expect(offer.stdout).not.toContain('e-mailed');

    const bots = await admin('bots');
    expect(bots.code).toBe(0);
    expect(bots.stdout).toMatch(/Bot\s+Session\s+Items \(ours\)/);
    expect(bots.stdout).not.toContain('Steam inventory');
  }, 90_000);

  it('reads e-mail and password from stdin, refuses to send the token to another api, and logs out', async () => {
    const login = await run(['login'], env, `${STAFF_EMAIL}\n${STAFF_PASSWORD}\n`);
    expect(login.code).toBe(0);
    expect(login.stderr).toContain('E-mail: ');
    expect(login.stderr).toContain('Password: ');
    const { token } = JSON.parse(await readFile(env.ADMIN_TOKEN_FILE!, 'utf8')) as { token: string };
    expect((await admin('whoami')).stdout).toContain(STAFF_EMAIL);

    const elsewhere = await run(['whoami'], { ...env, ADMIN_API_URL: 'http://127.0.0.1:59999' });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain(`The stored token is for ${env.ADMIN_API_URL}, not http://127.0.0.1:59999.`);

    const logout = await admin('logout');
    expect(logout.code).toBe(0);
    expect(logout.stdout).toContain('Signed out');
    await expect(stat(env.ADMIN_TOKEN_FILE!)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await ctx.db.apiToken.findUniqueOrThrow({ where: { tokenHash: sha256Hex(token) } })).revokedAt).not.toBeNull();
    const revoked = await run(['whoami'], { ...env, ADMIN_TOKEN: token });
    expect(revoked.code).toBe(1);
    expect(revoked.stderr).toContain('Unauthenticated.');
    expect(revoked.stderr).toContain('Sign in with: npm run admin -- login');

    const down = await run(['whoami'], { ...env, ADMIN_API_URL: 'http://127.0.0.1:59999', ADMIN_TOKEN: token });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('Cannot reach the API at http://127.0.0.1:59999 (ECONNREFUSED)');
  });
});
