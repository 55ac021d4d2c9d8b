-- CreateEnum
CREATE TYPE "TraderApiScope" AS ENUM ('read', 'read_buy');

-- AlterEnum
ALTER TYPE "BalanceEntryKind" ADD VALUE 'item_purchase';

-- CreateTable
CREATE TABLE "trader_api_keys" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "public_id" VARCHAR(32) NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "scope" "TraderApiScope" NOT NULL,
    "secret_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "trader_api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trader_api_buys" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "idempotency_key" VARCHAR(128) NOT NULL,
    "request_hash" VARCHAR(64) NOT NULL,
    "order_id" INTEGER,
    "response" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trader_api_buys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trader_api_keys_public_id_key" ON "trader_api_keys"("public_id");

-- CreateIndex
CREATE INDEX "trader_api_keys_user_id_idx" ON "trader_api_keys"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "trader_api_buys_order_id_key" ON "trader_api_buys"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "trader_api_buys_user_id_idempotency_key_key" ON "trader_api_buys"("user_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "trader_api_keys" ADD CONSTRAINT "trader_api_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trader_api_buys" ADD CONSTRAINT "trader_api_buys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trader_api_buys" ADD CONSTRAINT "trader_api_buys_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
