-- AlterTable
ALTER TABLE "sell_orders" ADD COLUMN     "payout_due_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "trade_items" ADD COLUMN     "dropped_reason" TEXT,
ADD COLUMN     "sell_order_id" INTEGER;

-- CreateTable
CREATE TABLE "sell_quotes" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "asset_id" TEXT NOT NULL,
    "skin_name" TEXT NOT NULL,
    "rarity" TEXT,
    "item_id" INTEGER,
    "price_eur" DECIMAL(12,2),
    "reasons" JSONB NOT NULL,
    "no_quote_reason" TEXT,
    "valid_until" TIMESTAMP(3) NOT NULL,
    "accepted_at" TIMESTAMP(3),
    "sell_order_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sell_quotes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sell_quotes_sell_order_id_key" ON "sell_quotes"("sell_order_id");

-- CreateIndex
CREATE INDEX "sell_quotes_user_id_asset_id_valid_until_idx" ON "sell_quotes"("user_id", "asset_id", "valid_until");

-- CreateIndex
CREATE UNIQUE INDEX "sell_orders_asset_taken_key" ON "sell_orders"("asset_id") WHERE (status IN ('accepted', 'skin_received', 'sold') AND asset_id IS NOT NULL);

-- CreateIndex
CREATE INDEX "trade_items_sell_order_id_idx" ON "trade_items"("sell_order_id");

-- AddForeignKey
ALTER TABLE "sell_quotes" ADD CONSTRAINT "sell_quotes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sell_quotes" ADD CONSTRAINT "sell_quotes_sell_order_id_fkey" FOREIGN KEY ("sell_order_id") REFERENCES "sell_orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_items" ADD CONSTRAINT "trade_items_sell_order_id_fkey" FOREIGN KEY ("sell_order_id") REFERENCES "sell_orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every intake line names its sell order (an intake opened before this named it only on the trade).
UPDATE "trade_items" ti SET "sell_order_id" = t."sell_order_id"
FROM "trades" t WHERE t."id" = ti."trade_id" AND t."kind" = 'intake' AND ti."sell_order_id" IS NULL;
