/**
 * The statements written with Kysely (@skins/db/sql) are typed by the tables as schema.prisma declares them:
 * a column renamed there (its @map, which Prisma's own queries never notice) must fail the api's typecheck in
 * every such statement that uses it, and in the listing rules. The schema is copied with a few columns renamed,
 * the tables' types generated from the copy, and the api typechecked against them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prismaGenerate } from '../src/cli/prisma-generate.ts';
import { prismaRoot, repoRoot, schemaPath } from '../src/paths.ts';

const apiRoot = path.join(repoRoot, 'apps', 'api');
const renames = [
  { field: 'trackingId     String      @unique @map("tracking_id")', column: 'tracking_id' },
  { field: 'reservedOrderId Int?        @map("reserved_order_id")', column: 'reserved_order_id' },
  // The catalogue's reads (Prisma.Sql fragments run by node-postgres, columns named through columnsOf).
  { field: 'categoryId    Int           @map("category_id")', column: 'category_id' },
  { field: 'isTop         Boolean       @default(false) @map("is_top")', column: 'is_top' },
  { field: 'iconUrl        String? @map("icon_url")', column: 'icon_url' },
  // Statements written with Kysely: cart and checkout, sales, sell orders and quotes, watchlist, delivery speed.
  { field: 'soldAt        DateTime?     @map("sold_at")', column: 'sold_at' },
  { field: 'cartId    Int      @map("cart_id")', column: 'cart_id' },
  { field: 'idempotentResponse Json?   @map("idempotent_response")', column: 'idempotent_response' },
  { field: 'mailedAt    DateTime?        @map("mailed_at")', column: 'mailed_at' },
  { field: 'noQuoteReason String? @map("no_quote_reason")', column: 'no_quote_reason' },
  { field: 'maxPriceEur Decimal? @map("max_price_eur") @db.Decimal(12, 2)', column: 'max_price_eur' },
  { field: 'mailAttempts Int       @default(0) @map("mail_attempts")', column: 'mail_attempts' },
  { field: 'rateLimitedUntil DateTime? @map("rate_limited_until")', column: 'rate_limited_until' },
];
// Inside the workspace, so the generated file's imports (kysely, @skins/db) resolve; prisma/generated is ignored by git.
const work = fs.mkdtempSync(path.join(prismaRoot, 'generated', 'rename-check-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Source files under `dir` (recursively). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

describe('a column renamed in schema.prisma', () => {
  it('fails the typecheck in every typed statement and rule that uses it, and nowhere else', () => {
    let schema = fs.readFileSync(schemaPath, 'utf8');
    for (const { field, column } of renames) {
      expect(schema).toContain(field);
      schema = schema.replace(field, field.replace(`"${column}"`, `"${column}_renamed"`));
    }
    const copy = path.join(work, 'schema.prisma');
    fs.writeFileSync(copy, schema);
    const generated = prismaGenerate(copy, ['kysely']);
    expect(generated.status, generated.stderr.toString()).toBe(0);
    const tables = path.join(work, 'generated', 'kysely', 'tables.ts');
    expect(fs.readFileSync(tables, 'utf8')).toContain('tracking_id_renamed');

    const tsconfig = path.join(work, 'tsconfig.json');
    fs.writeFileSync(tsconfig, JSON.stringify({ extends: path.join(apiRoot, 'tsconfig.json'), compilerOptions: { paths: { '@skins/db/sql-tables': [tables] } } }));
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', tsconfig], { cwd: apiRoot, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    const failing = new Set([...run.stdout.matchAll(/^([^\s(][^(]*)\(\d+,\d+\): error/gm)].map((match) => path.resolve(apiRoot, match[1]!)));

    const usesRenamed = new RegExp(`\\b(${renames.map(({ column }) => column).join('|')})\\b`);
    const mentioning = sources(path.join(apiRoot, 'src')).filter((file) => usesRenamed.test(fs.readFileSync(file, 'utf8')));
    const typed = mentioning.filter((file) => fs.readFileSync(file, 'utf8').includes("from '@skins/db/sql'"));
    expect(typed.map((file) => path.relative(apiRoot, file))).toEqual(
      expect.arrayContaining([
        'src/services/listings/listing-rules.ts',
        'src/services/orders/apply-provider-transaction.ts',
        'src/services/orders/open-order-statement.ts',
        'src/catalogue/listing-filters.ts',
        'src/catalogue/product-json.ts',
        'src/catalogue/get-item.ts',
        'src/services/cart/cart.ts',
        'src/services/orders/checkout-reads.ts',
        'src/services/price-history/sales-queries.ts',
        'src/services/sell-quotes/quote-facts.ts',
        'src/services/sell-quotes/quote-inventory.ts',
        'src/services/sell-orders/seller-step-mails.ts',
        'src/services/watchlist/match-watches.ts',
        'src/services/watchlist/send-watch-mails.ts',
        'src/services/delivery-speed/measure-delivery-speed.ts',
        'src/trading/custody/custody.ts',
      ]),
    );
    for (const file of typed) expect(failing, `${path.relative(apiRoot, file)} still typechecks`).toContain(file);
    // Nothing else fails: the errors come from the renamed columns, not from typechecking against a copy.
    for (const file of failing) expect(mentioning, `${path.relative(apiRoot, file)} fails too:\n${run.stdout}`).toContain(file);
  }, 600_000);
});
