-- AlterEnum
ALTER TYPE "BotAssetStatus" ADD VALUE 'missing';

-- DropIndex
DROP INDEX "bot_assets_bot_id_status_idx";

-- AlterTable
ALTER TABLE "steam_bots" ADD COLUMN     "inventory_checked_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "bot_assets" ADD COLUMN     "seen_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "asked_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "unexpected_refunds" (
    "id" SERIAL NOT NULL,
    "provider_uid" TEXT NOT NULL,
    "refund_id" INTEGER,
    "order_id" INTEGER,
    "amount_minor" BIGINT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "tracking_id" TEXT NOT NULL,
    "seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMP(3),
    "settled_by" TEXT,
    "note" TEXT,

    CONSTRAINT "unexpected_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "unexpected_refunds_provider_uid_key" ON "unexpected_refunds"("provider_uid");

-- CreateIndex
CREATE INDEX "unexpected_refunds_settled_at_idx" ON "unexpected_refunds"("settled_at");

-- CreateIndex
CREATE INDEX "bot_assets_bot_id_status_seen_at_idx" ON "bot_assets"("bot_id", "status", "seen_at");

-- Refunds already asked of the provider: their answers are looked for by tracking id before any new ask.
UPDATE "refunds" SET "asked_at" = "created_at" WHERE "attempts" > 0;
