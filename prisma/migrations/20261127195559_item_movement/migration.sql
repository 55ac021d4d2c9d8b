-- CreateEnum
CREATE TYPE "BotAssetStatus" AS ENUM ('held', 'in_offer', 'gone');

-- CreateEnum
CREATE TYPE "TradeKind" AS ENUM ('delivery', 'intake');

-- CreateEnum
CREATE TYPE "TradeStatus" AS ENUM ('queued', 'checking', 'sending', 'awaiting_confirmation', 'sent', 'unknown', 'accepted', 'on_hold', 'protected', 'done', 'declined', 'expired', 'countered', 'invalid_items', 'canceled_by_second_factor', 'reversed', 'failed');

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('pending', 'sending', 'succeeded', 'failed');

-- AlterEnum
ALTER TYPE "ListingStatus" ADD VALUE 'withdrawn';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "OrderStatus" ADD VALUE 'refunded';
ALTER TYPE "OrderStatus" ADD VALUE 'partly_refunded';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "staff_flag" TEXT;

-- AlterTable
ALTER TABLE "sell_orders" ADD COLUMN     "asset_id" TEXT,
ADD COLUMN     "resale_price_eur" DECIMAL(12,2);

-- CreateTable
CREATE TABLE "steam_bots" (
    "id" SERIAL NOT NULL,
    "steam_id" TEXT NOT NULL,
    "account_name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "polled_until" TIMESTAMP(3),
    "rate_limited_until" TIMESTAMP(3),
    "last_error" TEXT,
    "last_error_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "steam_bots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bot_assets" (
    "id" SERIAL NOT NULL,
    "bot_id" INTEGER NOT NULL,
    "app_id" INTEGER NOT NULL DEFAULT 570,
    "context_id" TEXT NOT NULL DEFAULT '2',
    "asset_id" TEXT NOT NULL,
    "class_id" TEXT NOT NULL,
    "instance_id" TEXT NOT NULL DEFAULT '0',
    "name" TEXT,
    "tradable_after" TIMESTAMP(3),
    "protected_until" TIMESTAMP(3),
    "status" "BotAssetStatus" NOT NULL DEFAULT 'held',
    "listing_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bot_assets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trades" (
    "id" SERIAL NOT NULL,
    "kind" "TradeKind" NOT NULL,
    "bot_id" INTEGER NOT NULL,
    "order_id" INTEGER,
    "sell_order_id" INTEGER,
    "user_id" INTEGER NOT NULL,
    "status" "TradeStatus" NOT NULL DEFAULT 'queued',
    "trade_url" TEXT NOT NULL,
    "partner_steam_id" TEXT NOT NULL,
    "offer_id" TEXT,
    "attempt" INTEGER NOT NULL DEFAULT 0,
    "code" VARCHAR(16),
    "resends_used" INTEGER NOT NULL DEFAULT 0,
    "resendable_until" TIMESTAMP(3),
    "hold_days" INTEGER,
    "send_started_at" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),
    "deadline_at" TIMESTAMP(3),
    "accepted_at" TIMESTAMP(3),
    "steam_trade_id" TEXT,
    "hold_until" TIMESTAMP(3),
    "protected_until" TIMESTAMP(3),
    "done_at" TIMESTAMP(3),
    "failure_reason" TEXT,
    "next_check_at" TIMESTAMP(3),
    "offer_mailed_attempt" INTEGER NOT NULL DEFAULT 0,
    "error_count" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "trades_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_items" (
    "id" SERIAL NOT NULL,
    "trade_id" INTEGER NOT NULL,
    "bot_asset_id" INTEGER,
    "order_item_id" INTEGER,
    "partner_asset_id" TEXT,
    "new_asset_id" TEXT,

    CONSTRAINT "trade_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_events" (
    "id" SERIAL NOT NULL,
    "trade_id" INTEGER NOT NULL,
    "from_status" "TradeStatus",
    "to_status" "TradeStatus" NOT NULL,
    "source" TEXT NOT NULL,
    "offer_id" TEXT,
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refunds" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(64) NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_item_id" INTEGER,
    "amount_minor" BIGINT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'pending',
    "provider_uid" TEXT,
    "claimed_until" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "requested_by" TEXT NOT NULL,
    "mailed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMP(3),

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "steam_bots_steam_id_key" ON "steam_bots"("steam_id");

-- CreateIndex
CREATE UNIQUE INDEX "bot_assets_listing_id_key" ON "bot_assets"("listing_id");

-- CreateIndex
CREATE INDEX "bot_assets_bot_id_status_idx" ON "bot_assets"("bot_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "bot_assets_app_id_context_id_asset_id_key" ON "bot_assets"("app_id", "context_id", "asset_id");

-- CreateIndex
CREATE UNIQUE INDEX "trades_offer_id_key" ON "trades"("offer_id");

-- CreateIndex
CREATE INDEX "trades_status_next_check_at_idx" ON "trades"("status", "next_check_at");

-- CreateIndex
CREATE INDEX "trades_order_id_idx" ON "trades"("order_id");

-- CreateIndex
CREATE INDEX "trades_sell_order_id_idx" ON "trades"("sell_order_id");

-- CreateIndex
CREATE INDEX "trades_bot_id_status_idx" ON "trades"("bot_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "trade_items_order_item_id_key" ON "trade_items"("order_item_id");

-- CreateIndex
CREATE INDEX "trade_items_trade_id_idx" ON "trade_items"("trade_id");

-- CreateIndex
CREATE INDEX "trade_items_bot_asset_id_idx" ON "trade_items"("bot_asset_id");

-- CreateIndex
CREATE INDEX "trade_events_trade_id_idx" ON "trade_events"("trade_id");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_key_key" ON "refunds"("key");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_order_item_id_key" ON "refunds"("order_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_provider_uid_key" ON "refunds"("provider_uid");

-- CreateIndex
CREATE INDEX "refunds_order_id_idx" ON "refunds"("order_id");

-- CreateIndex
CREATE INDEX "refunds_status_idx" ON "refunds"("status");

-- CreateIndex
CREATE INDEX "listings_withdrawn_idx" ON "listings"("id") WHERE (status = 'withdrawn');

-- AddForeignKey
ALTER TABLE "bot_assets" ADD CONSTRAINT "bot_assets_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "steam_bots"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bot_assets" ADD CONSTRAINT "bot_assets_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trades" ADD CONSTRAINT "trades_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "steam_bots"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trades" ADD CONSTRAINT "trades_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trades" ADD CONSTRAINT "trades_sell_order_id_fkey" FOREIGN KEY ("sell_order_id") REFERENCES "sell_orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_trade_id_fkey" FOREIGN KEY ("trade_id") REFERENCES "trades"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_bot_asset_id_fkey" FOREIGN KEY ("bot_asset_id") REFERENCES "bot_assets"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_order_item_id_fkey" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_events" ADD CONSTRAINT "trade_events_trade_id_fkey" FOREIGN KEY ("trade_id") REFERENCES "trades"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_fkey" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;
