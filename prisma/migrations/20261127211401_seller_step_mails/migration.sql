-- AlterTable
ALTER TABLE "sell_orders" ADD COLUMN     "offer_valid_until" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "sell_order_events" ADD COLUMN     "mailed_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "sell_order_events_unmailed_idx" ON "sell_order_events"("created_at") WHERE (mailed_at IS NULL);

-- Steps recorded before the outbox existed were told by the old offer e-mail (or not at all): never mail them now.
UPDATE "sell_order_events" SET "mailed_at" = "created_at";
