export { createPgPool, createPrismaClient } from './client.ts';
export type { Db, DbClient, PrismaClientOptions } from './client.ts';
export { Prisma, PrismaClient } from '../generated/client/client.ts';
export type { BotAsset, Listing, Order, PromoCode, Refund, SellOrder, SellOrderEvent, SteamBot, Trade, TradeEvent, TradeItem, User } from '../generated/client/client.ts';
export * from '../generated/client/enums.ts';
export type * from '../generated/client/models.ts';
export { copyDatabase, ensureDatabase, dropDatabase, databaseName, listDatabases, maintenanceUrl } from './database.ts';
export { applyMigrations, diffSchemas, listMigrations, readSchema } from './migrations.ts';
export { loadDotEnv, postgresUrlSchema, requireDatabaseUrl } from './env.ts';
