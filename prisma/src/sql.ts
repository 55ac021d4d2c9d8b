/**
 * SQL statements the compiler checks: written with Kysely over the tables' types that `npm run db:generate`
 * derives from schema.prisma (prisma/generated/kysely), so a renamed or retyped column fails the typecheck in
 * every statement that uses it. Kysely only compiles here; the statement runs through Prisma's raw query on
 * the caller's client, so it joins the caller's transaction and the one pool, like any other statement.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type QueryCreator,
  type RawBuilder,
  type Selectable,
} from 'kysely';
import type { DB, DB as Tables } from '@skins/db/sql-tables';
import type { Db } from './client.ts';
import { Prisma } from '../generated/client/client.ts';

export type { DB as Tables } from '@skins/db/sql-tables';
export { expressionBuilder, sql } from 'kysely';
export { jsonBuildObject } from 'kysely/helpers/postgres';

/** A row of `table` as a statement reads it (snake_case columns, numeric as Decimal, bigint as bigint). */
export type TableRow<T extends keyof DB> = Selectable<DB[T]>;

/** A column of `table`, as the generated types name it. */
export type ColumnOf<T extends keyof DB> = keyof DB[T] & string;

/**
 * Names the columns of `table` in SQL written as Prisma's tagged fragments (the listing rules, the
 * catalogue's reads, which node-postgres runs), through the generated types: a renamed column fails the
 * typecheck there too. The text is the bare name, or `alias.name`, so the statement reads as written.
 */
export function columnsOf<T extends keyof DB>(_table: T, alias = ''): (name: ColumnOf<T>) => Prisma.Sql {
  return (name) => Prisma.raw(alias ? `${alias}.${name}` : name);
}

/**
 * A constant written into the statement's text rather than sent as a parameter (a status a partial index
 * names stays matched), typed as its own value, so an enum column takes only its values.
 */
export const literal = <const V extends string | number | boolean>(value: V): RawBuilder<V> => sql.lit(value);

/** Builds statements for PostgreSQL; it never connects (no driver of its own). */
export const statements = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The rows a statement answers, run on `db` (a client or a transaction's). */
export async function queryRows<R>(db: Db, statement: Compilable<R>): Promise<R[]> {
  const { sql: text, parameters } = statement.compile();
  return db.$queryRawUnsafe<R[]>(text, ...parameters);
}

/** The first row a statement answers, or null. */
export async function queryFirst<R>(db: Db, statement: Compilable<R>): Promise<R | null> {
  const [row] = await queryRows(db, statement);
  return row ?? null;
}

/** Runs a statement that answers no rows; resolves to how many rows it changed. */
export async function executeStatement(db: Db, statement: Compilable<unknown>): Promise<number> {
  const { sql: text, parameters } = statement.compile();
  return db.$executeRawUnsafe(text, ...parameters);
}

/** A fragment written for Prisma's tagged queries, used inside a Kysely statement (one rule, two builders). */
export function fromPrismaSql<T = unknown>(fragment: Prisma.Sql): RawBuilder<T> {
  const strings: TemplateStringsArray = Object.assign([...fragment.strings], { raw: [...fragment.strings] });
  return sql<T>(strings, ...fragment.values);
}

/**
 * Common table expressions written in one file for statements built in others: `chain` adds them to a
 * statement whose tables include `Needs` (the expressions it reads), and the result adds them to any such
 * statement, with their columns typed for what follows. (Kysely's `with` cannot be called on a statement of
 * an unknown, generic set of tables: the chain is typed on the tables it needs, then widened here.)
 */
export function cteStep<Needs extends object, Args extends unknown[], R>(chain: (qc: QueryCreator<Tables & Needs>, ...args: Args) => R) {
  return <T extends Tables & Needs>(qc: QueryCreator<T>, ...args: Args): R extends QueryCreator<infer Added> ? QueryCreator<T & Added> : never =>
    chain(qc as unknown as QueryCreator<Tables & Needs>, ...args) as never;
}

/** A statement's last part written in one file for statements built in others (see cteStep). */
export function finalStep<Needs extends object, Args extends unknown[], R>(build: (qc: QueryCreator<Tables & Needs>, ...args: Args) => R) {
  return <T extends Tables & Needs>(qc: QueryCreator<T>, ...args: Args): R => build(qc as unknown as QueryCreator<Tables & Needs>, ...args);
}

/** The tables (and common table expressions) a statement built by `chain` can read. */
export type TablesOf<Q> = Q extends QueryCreator<infer T> ? T : never;

/**
 * A builder for subqueries inside `statement` that read its common table expressions by name, typed by them
 * (`statement`'s own builder would repeat its WITH clause in the subquery).
 */
export function within<T>(_statement: QueryCreator<T>): QueryCreator<T> {
  return statements as unknown as QueryCreator<T>;
}
